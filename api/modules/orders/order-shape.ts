import { isCancellable, returnWindow, trackingUrl, type FulfillmentStatus, type PaymentStatus } from '../../../domain/orders/order-rules';
import type { Order, OrderProduct, OrderSummary, ReturnRequest } from '../../contract/orders';
import { requestedQuantities, type OrderProductRow, type OrderRow, type ReturnRequestRow } from './orders.queries';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The order's row as the list shows it. */
export function toOrderSummary(row: OrderRow, itemsCount: number): OrderSummary {
  return {
    id: row.id,
    po_number: row.poNumber,
    created_at: row.createdAt.toISOString(),
    final_amount: row.finalAmount,
    currency_code: row.currencyCode,
    payment_status: row.paymentStatus as PaymentStatus,
    fulfillment_status: row.fulfillmentStatus as FulfillmentStatus,
    items_count: itemsCount,
  };
}

export function toReturnRequest(row: ReturnRequestRow): ReturnRequest {
  return {
    id: row.id,
    order_id: row.orderId,
    type: row.type === 2 ? 2 : 1,
    reason: row.reason,
    comment: row.comment,
    items: row.items.map((item) => ({ order_product_id: item.order_product_id, quantity: item.quantity })),
    status: row.status as ReturnRequest['status'],
    staff_message: row.staffMessage,
    resolution: row.resolution as ReturnRequest['resolution'],
    created_at: row.createdAt.toISOString(),
  };
}

/** What the return rule needs of an order and one of its lines. */
export function windowOf(order: OrderRow, line: OrderProductRow, requested: number, now: Date) {
  return returnWindow(
    {
      paymentStatus: order.paymentStatus,
      createdAt: order.createdAt,
      deliveredAt: order.deliveredAt,
      digital: line.digital,
      returnDays: line.returnDays,
      quantity: line.quantity,
      requestedQuantity: requested,
    },
    now,
  );
}

function toOrderProduct(order: OrderRow, line: OrderProductRow, requested: number, now: Date): OrderProduct {
  const window = windowOf(order, line, requested, now);
  return {
    id: line.id,
    product_id: line.productId,
    product_configuration_id: line.productConfigurationId,
    configuration_id: line.sku,
    title: line.title,
    image: line.imageUrl ? { url: line.imageUrl, alt: line.title } : null,
    material_title: line.materialTitle,
    size: line.size,
    options: line.options,
    quantity: line.quantity,
    base_cost: line.baseCost,
    discount_amount: line.discountAmount,
    final_cost: line.finalCost,
    total_amount: line.totalAmount,
    digital: line.digital,
    return_days: line.returnDays,
    requested_quantity: requested,
    returnable_quantity: window.open ? window.quantity : 0,
    can_return: window.open,
    return_until: iso(window.until),
  };
}

/** The order page: amounts, customer information, lines with what can still be returned, requests so far. */
export function toOrder(row: OrderRow, lines: OrderProductRow[], requests: ReturnRequestRow[], now: Date = new Date()): Order {
  const held = requestedQuantities(requests);
  const products = lines.map((line) => toOrderProduct(row, line, held.get(line.id) ?? 0, now));
  return {
    ...toOrderSummary(row, lines.reduce((sum, line) => sum + line.quantity, 0)),
    updated_at: row.updatedAt.toISOString(),
    language: row.language,
    subtotal_amount: row.subtotalAmount,
    discount_amount: row.discountAmount,
    code_discount_amount: row.codeDiscountAmount,
    discount_code: row.discountCode,
    shipping_amount: row.shippingAmount,
    gift_card_amount: row.giftCardAmount,
    tax_amount: row.taxAmount,
    payment_method: row.paymentMethod,
    contact_email: row.contactEmail,
    shipping_address: row.shippingAddress,
    billing_address: row.billingAddress,
    shipping_method: row.shippingMethod,
    note: row.note,
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    tracking_url: trackingUrl(row.carrier, row.trackingNumber, row.shippingAddress),
    shipped_at: iso(row.shippedAt),
    delivered_at: iso(row.deliveredAt),
    can_cancel: isCancellable(row),
    can_return: products.some((line) => line.can_return),
    order_products: products,
    return_requests: requests.map(toReturnRequest),
  };
}
