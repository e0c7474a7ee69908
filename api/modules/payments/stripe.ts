import Stripe from 'stripe';
import { env, type Env } from '../../lib/env';

/** The shop's Stripe account, from the environment. */
export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  /** `whsec_…`; empty when unset, and then every webhook is refused. */
  webhookSecret: string;
  /** Another API address, e.g. `http://127.0.0.1:12111` (the tests' fake); Stripe's own when absent. */
  apiBase?: string;
}

/** Reads STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_BASE; null when either key is missing. */
/** The settings read, from env() or a test's own set (a plain record of strings also fits). */
export type StripeEnv = Pick<Partial<Env>, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'> & Record<string, unknown>;

export function stripeConfigFromEnv(source: StripeEnv = env()): StripeConfig | null {
  const secretKey = source.STRIPE_SECRET_KEY?.trim();
  const publishableKey = source.STRIPE_PUBLISHABLE_KEY?.trim();
  if (!secretKey || !publishableKey) return null;
  const apiBase = source.STRIPE_API_BASE?.trim();
  return { secretKey, publishableKey, webhookSecret: source.STRIPE_WEBHOOK_SECRET?.trim() ?? '', ...(apiBase ? { apiBase } : {}) };
}

export interface StripeGatewayOptions {
  /** Retries of a failed call (connection errors, 409, 5xx), with the same idempotency key. Default 3. */
  maxNetworkRetries?: number;
  /** Per attempt. Default 15 000 ms: a shopper is waiting. */
  timeoutMs?: number;
}

/** Thrown by `parseWebhook` for a missing, wrong or too old `Stripe-Signature`: answer 400. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

/** What every create call needs: our key makes a retry (the SDK's, ours, another process's) return the first answer. */
interface Idempotent {
  idempotencyKey: string;
}

export interface PaymentIntentInput extends Idempotent {
  /** In cents. */
  amount: number;
  /** ISO code in any case ('EUR'). */
  currency: string;
  orderId: number;
  poNumber: string;
  email: string;
  /** E.g. ['affirm']; otherwise the methods enabled in the Stripe dashboard. */
  paymentMethodTypes?: string[];
}

export interface CheckoutSessionInput extends Idempotent {
  amount: number;
  currency: string;
  orderId: number;
  poNumber: string;
  email: string;
  /** May contain `{CHECKOUT_SESSION_ID}`, which Stripe fills in. */
  successUrl: string;
  cancelUrl: string;
  /** The single line's name on Stripe's page. */
  title: string;
}

export interface CreatedPaymentIntent {
  id: string;
  clientSecret: string;
  status: Stripe.PaymentIntent.Status;
  amount: number;
}

export interface RefundInput extends Idempotent {
  paymentIntentId: string;
  /** In cents. */
  amount: number;
  /** Ours, in the refund's metadata: webhooks name them back. */
  orderId: number;
  refundId: number;
}

export interface CreatedRefund {
  id: string;
  /** 'succeeded', 'pending' (some methods take days), 'requires_action', 'failed' or 'canceled'. */
  status: string;
  amount: number;
}

export type CheckoutSessionStatus = 'open' | 'complete' | 'expired';
export type CheckoutPaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

export interface CheckoutSessionView {
  id: string;
  /** The hosted page; null once the session is complete or expired. */
  url: string | null;
  status: CheckoutSessionStatus;
  paymentStatus: CheckoutPaymentStatus;
}

/** Webhook signatures older than this are refused (Stripe's default too): a captured request can't be replayed later. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The API server's address for the SDK, which takes host, port and protocol separately. */
function apiAddress(apiBase: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

function assertCents(amount: number): void {
  // A euro amount (129.5) or a zero would be a bug upstream; Stripe would refuse it less clearly.
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError(`Stripe amount must be a positive number of cents, got ${amount}`);
}

/** Stripe's types allow values added later: an unknown one reads as not (yet) paid. */
function sessionView(session: Stripe.Checkout.Session): CheckoutSessionView {
  const status: CheckoutSessionStatus = session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
  const paymentStatus: CheckoutPaymentStatus = session.payment_status === 'paid' ? 'paid' : session.payment_status === 'no_payment_required' ? 'no_payment_required' : 'unpaid';
  return { id: session.id, url: session.url, status, paymentStatus };
}

function orderIdOf(session: Stripe.Checkout.Session): number | null {
  const id = Number(session.metadata?.order_id ?? session.client_reference_id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The calls the shop makes to Stripe. Creating is idempotent under the caller's key, and concurrent
 * creates with one key in this process share one request (single flight).
 */
export class StripeGateway {
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(config: StripeConfig, options: StripeGatewayOptions = {}) {
    this.publishableKey = config.publishableKey;
    this.webhookSecret = config.webhookSecret;
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 3,
      timeout: options.timeoutMs ?? 15_000,
      telemetry: false,
      ...(config.apiBase ? apiAddress(config.apiBase) : {}),
    });
  }

  /** Runs `create` once per key at a time; later callers get the same promise until it settles. */
  private singleFlight<T>(kind: string, key: string, create: () => Promise<T>): Promise<T> {
    const slot = `${kind}:${key}`;
    const running = this.inFlight.get(slot);
    if (running) return running as Promise<T>;
    const promise = create().finally(() => this.inFlight.delete(slot));
    this.inFlight.set(slot, promise);
    return promise;
  }

  /** A PaymentIntent for the Payment Element; its client secret goes to the browser. */
  createPaymentIntent(input: PaymentIntentInput): Promise<CreatedPaymentIntent> {
    return this.singleFlight('payment_intent', input.idempotencyKey, async () => {
      assertCents(input.amount);
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          ...(input.paymentMethodTypes?.length ? { payment_method_types: input.paymentMethodTypes } : { automatic_payment_methods: { enabled: true } }),
          metadata: { order_id: String(input.orderId), po_number: input.poNumber },
          receipt_email: input.email,
          description: `Order ${input.poNumber}`,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret, status: intent.status, amount: intent.amount };
    });
  }

  retrievePaymentIntent(id: string): Promise<{ id: string; status: Stripe.PaymentIntent.Status; amount: number; metadata: Stripe.Metadata }> {
    return this.stripe.paymentIntents.retrieve(id).then((intent) => ({ id: intent.id, status: intent.status, amount: intent.amount, metadata: intent.metadata }));
  }

  /**
   * Cancels a PaymentIntent so it can no longer be paid (before an order is voided). Answers the
   * status after the call: 'canceled', or 'succeeded' when the shopper had paid meanwhile (Stripe
   * refuses to cancel then; the caller must keep the order).
   */
  async cancelPaymentIntent(id: string): Promise<Stripe.PaymentIntent.Status> {
    try {
      return (await this.stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' })).status;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') return (await this.retrievePaymentIntent(id)).status;
      throw error;
    }
  }

  /**
   * Refunds `amount` cents of a PaymentIntent's charge. Idempotent under the caller's key: a retry
   * (ours, the SDK's after a lost answer, another process's) gets the first refund back.
   */
  createRefund(input: RefundInput): Promise<CreatedRefund> {
    return this.singleFlight('refund', input.idempotencyKey, async () => {
      assertCents(input.amount);
      const refund = await this.stripe.refunds.create(
        { payment_intent: input.paymentIntentId, amount: input.amount, metadata: { order_id: String(input.orderId), refund_id: String(input.refundId) } },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: refund.id, status: refund.status ?? 'pending', amount: refund.amount };
    });
  }

  /** Expires an open hosted Checkout Session; answers its status after the call ('expired' or 'complete'). */
  async expireCheckoutSession(id: string): Promise<CheckoutSessionStatus> {
    try {
      return sessionView(await this.stripe.checkout.sessions.expire(id)).status;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return (await this.retrieveCheckoutSession(id)).status;
      throw error;
    }
  }

  /** A hosted Checkout page with one line for the whole order (the shop has already priced it). */
  createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSessionView> {
    return this.singleFlight('checkout_session', input.idempotencyKey, async () => {
      assertCents(input.amount);
      const metadata = { order_id: String(input.orderId), po_number: input.poNumber };
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: input.currency.toLowerCase(), unit_amount: input.amount, product_data: { name: input.title } } }],
          client_reference_id: String(input.orderId),
          metadata,
          customer_email: input.email,
          // So the PaymentIntent's own events (refunds, failures) also name the order.
          payment_intent_data: { metadata },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return sessionView(session);
    });
  }

  /** The session as Stripe sees it now (the return page doesn't trust its query string). */
  async retrieveCheckoutSession(id: string): Promise<CheckoutSessionView & { orderId: number | null; paymentIntentId: string | null }> {
    const session = await this.stripe.checkout.sessions.retrieve(id);
    const intent = session.payment_intent;
    return { ...sessionView(session), orderId: orderIdOf(session), paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null) };
  }

  /**
   * Verifies a webhook against the exact bytes received and returns its event.
   * @throws WebhookSignatureError when the header is missing, the signature doesn't match or it is older than 300 s.
   */
  async parseWebhook(rawBody: string | Buffer, signatureHeader: string | undefined): Promise<Stripe.Event> {
    if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
    if (!this.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set');
    try {
      return await this.stripe.webhooks.constructEventAsync(rawBody, signatureHeader, this.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(error.message, { cause: error });
      throw error;
    }
  }
}
