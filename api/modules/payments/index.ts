/**
 * Payments: the providers (Stripe, PayPal; bank transfer needs none), paying an order through them,
 * their webhooks (Stripe's, PayPal's), and stopping an order's open payments. Moves the order's payment state through
 * the orders module. Owns api/db/schema/payments.ts.
 */
export { availableGateways, availableMethods, gatewaysFromEnv, isAvailableMethod, providerPaymentMethods, type PaymentGateways } from './gateways';
export { bankTransferInstructions, ensureCheckoutSession, handleStripeWebhook, paymentActionFor, syncCheckoutSession, type OrderPaidHook } from './payments.service';
export { stopOpenPayments, type OpenPaymentsVerdict } from './open-payments';
export { capturePaypal } from './paypal-capture';
export { handlePaypalWebhook } from './paypal-webhooks';
export { readOrderPayments, recordBankTransfer } from './bank-transfer';
export { readOrderRefunds, refundOrder, refundProviderOf } from './refunds';
export { PaypalGateway } from './paypal';
export { StripeGateway } from './stripe';
