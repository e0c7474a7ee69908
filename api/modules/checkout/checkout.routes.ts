import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { cartSchema, cartUniqueIdSchema } from '../../contract/cart';
import {
  checkoutCartQuerySchema,
  checkoutOrderQuerySchema,
  checkoutOrderSchema,
  checkoutRequestSchema,
  checkoutResultSchema,
  expressCheckoutRequestSchema,
  finishImmediatelyRequestSchema,
  giftCardRequestSchema,
  paymentGatewaySchema,
  paymentMethodOptionSchema,
  ratesRequestSchema,
  shippingRateSchema,
  stripeSessionQuerySchema,
  stripeSessionRequestSchema,
  stripeSessionSchema,
  unbindGiftCardRequestSchema,
  updateCheckoutCartRequestSchema,
  type CheckoutResult,
} from '../../contract/checkout';
import type { Locale } from '../../../domain/locale';
import { AppError } from '../../lib/errors';
import { accountErrorResponses, createRouter, type ApiEnv } from '../../lib/openapi';
import { shopLink } from '../../lib/origin';
import { getCart, type CartSource } from '../cart';
import { presentOrder, type OrderRow } from '../orders';
import {
  availableGateways,
  availableMethods,
  bankTransferInstructions,
  capturePaypal,
  ensureCheckoutSession,
  handlePaypalWebhook,
  handleStripeWebhook,
  isAvailableMethod,
  paymentActionFor,
  syncCheckoutSession,
  type PaymentGateways,
} from '../payments';
import { bindGiftCard, cartRates, startCheckout, unbindGiftCard, updateCheckoutCart } from './checkout.service';
import { queueOrderConfirmation } from './order-mail';
import { findCartOrder, placeCartOrder } from './order-placement.service';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const tags = ['checkout'];
const responses = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { description, content: json(dataEnvelope(schema)) },
  ...accountErrorResponses,
  409: { description: 'The cart was ordered already (`cart_ordered`) or stock ran out (`insufficient_stock`)', content: json(z.object({ error: z.unknown() })) },
  502: { description: 'The payment provider failed (`payment_provider_failed`)', content: json(z.object({ error: z.unknown() })) },
});
const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: json(schema) });
const cartParam = z.object({ id: cartUniqueIdSchema });

type Ctx = Context<ApiEnv>;
const userIdOf = (c: Ctx) => c.var.session?.userId ?? null;
const linksFor = (c: Ctx, cartUniqueId: string) => ({ link: (locale: Locale, path: string) => shopLink(c, locale, path), cartUniqueId });

function gateways(c: Ctx): PaymentGateways {
  return c.var.payments;
}

async function cartAnswer(c: Ctx, source: CartSource) {
  return c.json({ data: await getCart(c.var.db, source, c.var.locale) }, 200);
}

/**
 * Places (or finds) the cart's order and says how to pay it. The confirmation of an order that
 * needs no provider is queued with the order (order-placement.service.ts); others get theirs with
 * the payment (`queueOrderConfirmation` as the payments' paid hook).
 */
async function completeCheckout(c: Ctx, uniqueId: string, method: string): Promise<CheckoutResult> {
  if (!isAvailableMethod(gateways(c), method)) throw new AppError('invalid_data', 'payment_method_unavailable');
  const placed = await placeCartOrder(c.var.db, uniqueId, method, { locale: c.var.locale, lang: c.var.validationLanguage, userId: userIdOf(c) });
  const { order, action } = await paymentActionFor(c.var.db, gateways(c), placed.order, method, linksFor(c, uniqueId));
  return { order: orderRef(order), payment: action };
}

function orderRef(order: OrderRow) {
  return { id: order.id, po_number: order.poNumber, final_amount: order.finalAmount, currency_code: order.currencyCode, payment_status: order.paymentStatus, payment_method: order.paymentMethod };
}

async function cartOrder(c: Ctx, uniqueId: string, orderId?: number): Promise<OrderRow> {
  const order = await findCartOrder(c.var.db, uniqueId);
  if (!order || (orderId !== undefined && order.id !== orderId)) throw new AppError('not_found', 'order_not_found');
  return order;
}

async function checkoutOrder(c: Ctx, order: OrderRow) {
  const shown = await presentOrder(c.var.db, order);
  const instructions = order.paymentMethod === 'bank_transfer' && order.paymentStatus === 0 ? await bankTransferInstructions(c.var.db, order) : null;
  return { ...shown, payment_instructions: instructions };
}

/** Spec section 4: the hosted form is open or complete (or expired after 24 h). */
const sessionStatus = (status: string | null): 'open' | 'complete' | 'expired' => (status === 'complete' ? 'complete' : status === 'expired' ? 'expired' : 'open');

const route = <R extends RouteConfig>(config: R) => createRoute(config);

/**
 * Checkout (spec section 7): the cart's contact, addresses, rate, code and gift cards; placing the
 * order once; paying it by bank transfer, Stripe (Payment Element, hosted Checkout, wallets), PayPal;
 * reading it back; and Stripe's webhook. The cart's unique id is what proves the cart is the
 * shopper's (as for every cart call); a signed-in customer is bound at start-checkout.
 */
export const checkoutRoutes = createRouter()
  .openapi(
    route({ method: 'patch', path: '/carts/{id}', tags, summary: "The checkout form's fields (absent: unchanged, null: cleared); 422 on a bad discount code", request: { params: cartParam, query: langQuerySchema, body: body(updateCheckoutCartRequestSchema) }, responses: responses(cartSchema, 'The cart') }),
    async (c) => {
      const { id } = c.req.valid('param');
      return cartAnswer(c, await updateCheckoutCart(c.var.db, id, c.req.valid('json'), c.var.locale, c.var.validationLanguage));
    },
  )
  .openapi(
    route({ method: 'patch', path: '/carts/{id}/start-checkout', tags, summary: 'Start checkout: binds the signed-in customer and fills e-mail and default address from the account', request: { params: cartParam, query: langQuerySchema }, responses: responses(cartSchema, 'The cart') }),
    async (c) => {
      const { id } = c.req.valid('param');
      await startCheckout(c.var.db, id, userIdOf(c));
      return cartAnswer(c, id);
    },
  )
  .openapi(
    route({ method: 'post', path: '/orders/rates', tags, summary: "Shipping rates for the cart's address (or `country`), priced for the cart", request: { query: langQuerySchema, body: body(ratesRequestSchema) }, responses: responses(z.object({ rates: z.array(shippingRateSchema) }), 'Rates') }),
    async (c) => {
      const input = c.req.valid('json');
      return c.json({ data: { rates: await cartRates(c.var.db, input.cart_unique_id, input.country, c.var.locale) } }, 200);
    },
  )
  .openapi(
    route({ method: 'post', path: '/carts/bind-gift-card', tags, summary: 'Bind a gift card to the cart (422 on `gift_card_code` when unknown, expired or used up)', request: { query: langQuerySchema, body: body(giftCardRequestSchema) }, responses: responses(cartSchema, 'The cart') }),
    async (c) => {
      const input = c.req.valid('json');
      await bindGiftCard(c.var.db, input.cart_unique_id, input.gift_card_code, c.var.validationLanguage);
      return cartAnswer(c, input.cart_unique_id);
    },
  )
  .openapi(
    route({ method: 'post', path: '/carts/unbind-gift-card', tags, summary: "Remove a gift card from the cart, by its id in the cart's options.gift_cards or its code", request: { query: langQuerySchema, body: body(unbindGiftCardRequestSchema) }, responses: responses(cartSchema, 'The cart') }),
    async (c) => {
      const input = c.req.valid('json');
      await unbindGiftCard(c.var.db, input.cart_unique_id, { id: input.gift_card_id, code: input.gift_card_code });
      return cartAnswer(c, input.cart_unique_id);
    },
  )
  .openapi(
    route({ method: 'post', path: '/carts/checkout', tags, summary: 'Place the cart\'s order (once: a retry answers the same order) and start its payment', request: { query: langQuerySchema, body: body(checkoutRequestSchema) }, responses: responses(checkoutResultSchema, 'The order and how to pay it') }),
    async (c) => {
      const input = c.req.valid('json');
      return c.json({ data: await completeCheckout(c, input.cart_unique_id, input.payment_method) }, 200);
    },
  )
  .openapi(
    route({ method: 'post', path: '/carts/checkout/finish-immediately', tags, summary: 'Place an order that needs no provider now: bank transfer, or nothing left to pay after gift cards', request: { query: langQuerySchema, body: body(finishImmediatelyRequestSchema) }, responses: responses(checkoutResultSchema, 'The order') }),
    async (c) => {
      const input = c.req.valid('json');
      return c.json({ data: await completeCheckout(c, input.cart_unique_id, input.type) }, 200);
    },
  )
  .openapi(
    route({ method: 'post', path: '/carts/checkout/express', tags, summary: 'Apple Pay / Google Pay through Stripe: the wallet gives contact and address; answers the client secret to confirm', request: { query: langQuerySchema, body: body(expressCheckoutRequestSchema) }, responses: responses(checkoutResultSchema, 'The order and its PaymentIntent') }),
    async (c) => {
      const input = c.req.valid('json');
      const existing = await findCartOrder(c.var.db, input.cart_unique_id);
      if (!existing) {
        await updateCheckoutCart(
          c.var.db,
          input.cart_unique_id,
          { contact_email: input.contact_email, ...(input.shipping_address ? { shipping_address: input.shipping_address } : {}), ...(input.shipping_rate_id ? { shipping_rate_id: input.shipping_rate_id } : {}) },
          c.var.locale,
          c.var.validationLanguage,
        );
      }
      return c.json({ data: await completeCheckout(c, input.cart_unique_id, input.express_type) }, 200);
    },
  )
  .openapi(
    route({ method: 'post', path: '/carts/checkout/stripe/session', tags, summary: "A hosted Stripe Checkout page for the cart's order (placed now if needed)", request: { query: langQuerySchema, body: body(stripeSessionRequestSchema) }, responses: responses(stripeSessionSchema, 'The session') }),
    async (c) => {
      const input = c.req.valid('json');
      const stripe = gateways(c).stripe;
      if (!stripe) throw new AppError('invalid_data', 'payment_method_unavailable');
      const result = await completeCheckout(c, input.cart_unique_id, 'stripe_checkout_form');
      const order = await cartOrder(c, input.cart_unique_id);
      if (result.payment.type !== 'redirect') return c.json({ data: { id: '', url: null, status: 'complete' as const, payment_status: 'paid', order_id: order.id } }, 200);
      const session = await ensureCheckoutSession(c.var.db, stripe, order, linksFor(c, input.cart_unique_id));
      return c.json({ data: { id: session.id, url: session.url, status: 'open' as const, payment_status: 'unpaid', order_id: order.id } }, 200);
    },
  )
  .openapi(
    route({ method: 'get', path: '/carts/checkout/stripe/session', tags, summary: "The cart order's hosted Checkout Session (open, complete, expired); a paid session marks the order paid", request: { query: langQuerySchema.extend(stripeSessionQuerySchema.shape) }, responses: responses(stripeSessionSchema, 'The session') }),
    async (c) => {
      const input = c.req.valid('query');
      const stripe = gateways(c).stripe;
      if (!stripe) throw new AppError('not_found', 'payment_not_found');
      const order = await cartOrder(c, input.cart_unique_id);
      const { session } = await syncCheckoutSession(c.var.db, stripe, order, input.session_id, queueOrderConfirmation);
      return c.json({ data: { id: session.id, url: session.url, status: sessionStatus(session.status), payment_status: session.paymentStatus, order_id: order.id } }, 200);
    },
  )
  .openapi(
    route({ method: 'post', path: '/checkout/paypal/capture', tags, summary: "Capture the cart order's approved PayPal payment (the return page; twice is harmless)", request: { query: langQuerySchema, body: body(z.object({ cart_unique_id: cartUniqueIdSchema })) }, responses: responses(checkoutOrderSchema, 'The order') }),
    async (c) => {
      const input = c.req.valid('json');
      const paypal = gateways(c).paypal;
      if (!paypal) throw new AppError('not_found', 'payment_not_found');
      const order = await cartOrder(c, input.cart_unique_id);
      await capturePaypal(c.var.db, paypal, order, queueOrderConfirmation);
      return c.json({ data: await checkoutOrder(c, await cartOrder(c, input.cart_unique_id)) }, 200);
    },
  )
  .openapi(
    route({ method: 'get', path: '/checkout/get-cart', tags, summary: 'The cart as the checkout pages read it', request: { query: langQuerySchema.extend(checkoutCartQuerySchema.shape) }, responses: responses(cartSchema, 'The cart') }),
    async (c) => cartAnswer(c, c.req.valid('query').cart_unique_id),
  )
  .openapi(
    route({ method: 'get', path: '/checkout/get-order', tags, summary: "The cart's order for the success page (with bank-transfer instructions while unpaid)", request: { query: langQuerySchema.extend(checkoutOrderQuerySchema.shape) }, responses: responses(checkoutOrderSchema, 'The order') }),
    async (c) => {
      const input = c.req.valid('query');
      return c.json({ data: await checkoutOrder(c, await cartOrder(c, input.cart_unique_id, input.order_id)) }, 200);
    },
  )
  .openapi(
    route({ method: 'get', path: '/payment-gateways', tags, summary: 'Payment providers the shop is configured for (public keys only)', request: { query: langQuerySchema }, responses: responses(z.array(paymentGatewaySchema), 'Gateways') }),
    async (c) => c.json({ data: availableGateways(gateways(c)) }, 200),
  )
  .openapi(
    route({ method: 'get', path: '/payment-methods', tags, summary: 'Payment methods to choose from (bank transfer always)', request: { query: langQuerySchema }, responses: responses(z.array(paymentMethodOptionSchema), 'Methods') }),
    async (c) => c.json({ data: availableMethods(gateways(c), c.var.locale) }, 200),
  );

/** The providers' webhooks (Stripe's, PayPal's): raw body and signature, outside the JSON validation of the other routes. */
export const paymentWebhookRoutes = createRouter().post('/webhooks/stripe', async (c) => {
  const stripe = c.var.payments.stripe;
  if (!stripe) throw new AppError('not_found', 'route_not_found');
  const raw = await c.req.text();
  const result = await handleStripeWebhook(c.var.db, stripe, raw, c.req.header('stripe-signature'), queueOrderConfirmation);
  return c.json({ data: { received: true, duplicate: result.duplicate } }, 200);
}).post('/webhooks/paypal', async (c) => {
  // PayPal's: verified by PayPal against PAYPAL_WEBHOOK_ID (payments' paypal-webhooks.ts).
  const paypal = c.var.payments.paypal;
  if (!paypal) throw new AppError('not_found', 'route_not_found');
  const raw = await c.req.text();
  const headers = {
    authAlgo: c.req.header('paypal-auth-algo'),
    certUrl: c.req.header('paypal-cert-url'),
    transmissionId: c.req.header('paypal-transmission-id'),
    transmissionSig: c.req.header('paypal-transmission-sig'),
    transmissionTime: c.req.header('paypal-transmission-time'),
  };
  const result = await handlePaypalWebhook(c.var.db, paypal, raw, headers, queueOrderConfirmation);
  return c.json({ data: { received: true, duplicate: result.duplicate } }, 200);
});
