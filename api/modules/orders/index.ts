/**
 * Orders: placing an order's record, the customer's orders, tracking and return requests,
 * cancelling an unpaid order (for its customer or for staff), the payment state the payments
 * module moves, and the back office's order list, page, shipments and notes. Owns
 * api/db/schema/orders.ts.
 */
export { orderRoutes } from './orders.routes';
export { placeOrder, recordOrderEvent, type PlaceOrderLine } from './place-order';
export { cancelOrder, getOrder, presentOrder, type OrderCanceller } from './orders.service';
export { findCustomerOrder, findOrder, orderOfCart, readOrderLines, type OrderProductRow, type OrderRow } from './orders.queries';
export { setOrderPaid, setOrderPaymentMethod, setOrderRefunded } from './payment-status.service';
export { addOrderNote, adminOrderView, listAdminOrders, lockOrderForTransfer, shipOrder } from './orders.admin';
