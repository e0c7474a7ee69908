/**
 * Payments: the providers (Stripe, PayPal; bank transfer needs none), paying an order through them,
 * their webhooks, and stopping an order's open payments. Moves the order's payment state through
 * the orders module. Owns api/db/schema/payments.ts.
 */
export { availableGateways, availableMethods, gatewaysFromEnv, isAvailableMethod, type PaymentGateways } from './gateways';
export {
  bankTransferInstructions,
  capturePaypal,
  ensureCheckoutSession,
  handleStripeWebhook,
  paymentActionFor,
  stopOpenPayments,
  syncCheckoutSession,
  type OrderPaidHook,
} from './payments.service';
export { readOrderPayments, recordBankTransfer } from './bank-transfer';
export { readOrderRefunds, refundOrder, refundProviderOf } from './refunds';
export { PaypalGateway } from './paypal';
export { StripeGateway } from './stripe';
