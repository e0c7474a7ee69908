/**
 * Orders: placing an order's record, the customer's orders, tracking and return requests,
 * cancelling an unpaid order (for its customer or for staff), the payment state the payments
 * module moves, and the back office's order list, page, shipments and notes. Owns
 * api/db/schema/orders.ts.
 */
export { orderRoutes } from './orders.routes';
export { anonymiseCustomerOrders, customerOrderList, customerOrdersForExport, hasOpenCustomerOrders, orderCountsOf } from './customer-orders';
export { placeOrder, recordOrderEvent, type PlaceOrderLine } from './place-order';
export { cancelOrder, getOrder, presentOrder, type OrderCanceller } from './orders.service';
export { findCustomerOrder, findOrder, orderOfCart, readOrderLines, type OrderProductRow, type OrderRow } from './orders.queries';
export { setOrderPaid, setOrderPaymentMethod, setOrderRefundState } from './payment-status.service';
export { lockOrder } from './orders.admin.queries';
export { claimOverdueUnpaidOrders } from './unpaid-orders';
export { addOrderNote, adminOrderView, listAdminOrders, lockOrderForRefund, markDelivered, lockOrderForTransfer, shipOrder } from './orders.admin';
export { actOnReturn, checkReturnForRefund, completeReturnRefunded, listAdminReturns } from './returns.admin';
export { queueReturnMail } from './return-mail';
export { orderNumbers } from './order-numbers';
export { dashboardAdminRoutes } from './dashboard.admin.routes';
