/**
 * Checkout: the cart's checkout fields, placing its order once (stock, discount code and gift cards
 * taken in one transaction), paying it, the payment webhook, the confirmation mail, cancelling an
 * unpaid order (its payments stopped first; customer and staff by one path, order-cancel.ts), giving
 * up unpaid card and PayPal orders after a window (unpaid-expiry.ts), and
 * the back office's orders (a bank transfer recorded as paid, shipments, cancelling, notes), gift
 * cards issued when an order that bought them is paid, and the back office's gift cards.
 * Orchestrates cart, pricing, catalog, orders, payments and accounts; owns no tables.
 */
export { checkoutRoutes, paymentWebhookRoutes } from './checkout.routes';
export { orderCancellationRoutes } from './order-cancel.routes';
export { orderAdminRoutes } from './orders-admin.routes';
export { giftCardAdminRoutes } from './gift-cards-admin.routes';
export { expireUnpaidOrders, startUnpaidOrderExpiry, UNPAID_ORDER_WINDOW_MS } from './unpaid-expiry';
