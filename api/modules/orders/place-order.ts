import { sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/locale';
import { checkoutTotals, type CheckoutTotals } from '../../../domain/pricing/checkout-totals';
import { PAYMENT_STATUS, type OrderEventStatus, type PaymentStatus } from '../../../domain/orders/order-rules';
import type { Db } from '../../db/client';
import { inTransaction } from '../../lib/in-transaction';
import { orderEvents, orderProducts, orders, type OrderAddress, type OrderLineOptions, type OrderShippingMethod } from '../../db/schema/orders';
import { defaultReturnDays, productReturnDays, type ProductLinks } from '../catalog';

/** One line to order, priced and titled by the caller (checkout re-prices the cart from the catalogue). */
export interface PlaceOrderLine {
  productId: number | null;
  productConfigurationId: number | null;
  sku: string;
  /** In the order's language. */
  title: string;
  imageUrl: string | null;
  materialTitle: string | null;
  size: string | null;
  options: OrderLineOptions;
  quantity: number;
  /** Regular unit price, cents. */
  baseCost: number;
  /** Unit price paid (sale applied), cents. */
  finalCost: number;
  digital: boolean;
  /** Whether the caller took this line's units from stock (cancelling gives them back). */
  stockReserved?: boolean;
}

export interface PlaceOrderInput {
  userId: number | null;
  cartId?: number | null;
  contactEmail: string;
  language: Locale;
  currencyCode?: string;
  lines: PlaceOrderLine[];
  shippingMethod: OrderShippingMethod | null;
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  paymentMethod: string | null;
  paymentStatus?: PaymentStatus;
  note?: string | null;
  /** When it was placed (the seed's past orders); now by default. */
  placedAt?: Date;
  /** The checkout's pricing (discount code, gift cards); by default the lines and shipping alone. */
  totals?: CheckoutTotals;
  discountCode?: string | null;
  /** The products' collections and categories when the caller read them already (checkout's pricing); read here otherwise. */
  productLinks?: ReadonlyMap<number, ProductLinks>;
}

/** The order as written, with its lines in their order. */
export interface PlacedOrderRows {
  order: typeof orders.$inferSelect;
  lines: (typeof orderProducts.$inferSelect)[];
}

const yearInAmsterdam = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Amsterdam', year: 'numeric' });

/**
 * The next order number, `AU-<year>-<000042>`: the year it was placed (Amsterdam time), a sequence
 * number of at least six digits. An SQL expression, so the order's insert takes it in the same
 * statement.
 */
function nextPoNumber(at: Date) {
  return sql<string>`(SELECT ${`AU-${yearInAmsterdam.format(at)}-`} || lpad(n::text, greatest(6, length(n::text)), '0') FROM nextval('order_number_seq') AS n)`;
}

/** Adds a step to an order's history. */
export async function recordOrderEvent(db: Db, orderId: number, status: OrderEventStatus, at: Date = new Date(), location: string | null = null): Promise<void> {
  await db.insert(orderEvents).values({ orderId, status, occurredAt: at, location });
}

/**
 * Writes an order with its lines and its first event (`placed`), in one transaction (the caller's
 * when it has one), and answers the order's row as written. Amounts come from the lines (domain/pricing/checkout-totals.ts `checkoutTotals`)
 * or the checkout's pricing;
 * each line keeps the return window that applies to its product now. A second order for the same
 * `cartId` fails on the unique index: checkout looks the first one up instead.
 */
export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<PlacedOrderRows> {
  if (!input.lines.length) throw new Error('placeOrder: an order needs at least one line');
  const placedAt = input.placedAt ?? new Date();
  const productIds = [...new Set(input.lines.flatMap((line) => (line.productId === null ? [] : [line.productId])))];
  const windows = await productReturnDays(db, productIds, input.productLinks);
  const fallback = await defaultReturnDays(db);
  const totals =
    input.totals ??
    checkoutTotals(
      input.lines.map((line) => ({ quantity: line.quantity, base_cost: line.baseCost, final_cost: line.finalCost })),
      input.shippingMethod?.amount ?? 0,
    );
  const paidDigitalOnly = input.paymentStatus === PAYMENT_STATUS.paid && input.lines.every((line) => line.digital);
  return inTransaction(db, async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        poNumber: nextPoNumber(placedAt),
        userId: input.userId,
        cartId: input.cartId ?? null,
        contactEmail: input.contactEmail,
        language: input.language,
        currencyCode: input.currencyCode ?? 'EUR',
        subtotalAmount: totals.subtotal_amount,
        discountAmount: totals.discount_amount,
        codeDiscountAmount: totals.code_discount_amount,
        discountCode: input.discountCode ?? null,
        shippingAmount: totals.shipping_amount,
        giftCardAmount: totals.gift_card_amount,
        taxAmount: totals.tax_amount,
        finalAmount: totals.final_amount,
        paymentStatus: input.paymentStatus ?? 0,
        // Paid at placement with nothing to ship (gift cards paid by another card): delivered with it.
        ...(paidDigitalOnly ? { fulfillmentStatus: 'delivered' as const, deliveredAt: placedAt } : {}),
        paymentMethod: input.paymentMethod,
        shippingAddress: input.shippingAddress,
        billingAddress: input.billingAddress,
        shippingMethod: input.shippingMethod,
        note: input.note ?? null,
        createdAt: placedAt,
        updatedAt: placedAt,
      })
      .returning();
    const lines = await tx.insert(orderProducts).values(
      input.lines.map((line) => ({
        orderId: order!.id,
        productId: line.productId,
        productConfigurationId: line.productConfigurationId,
        sku: line.sku,
        title: line.title,
        imageUrl: line.imageUrl,
        materialTitle: line.materialTitle,
        size: line.size,
        options: line.options,
        quantity: line.quantity,
        baseCost: line.baseCost,
        discountAmount: line.baseCost - line.finalCost,
        finalCost: line.finalCost,
        totalAmount: line.finalCost * line.quantity,
        digital: line.digital,
        returnDays: (line.productId === null ? undefined : windows.get(line.productId)) ?? fallback,
        stockReserved: line.stockReserved ?? false,
      })),
    ).returning();
    await recordOrderEvent(tx, order!.id, 'placed', placedAt);
    if (paidDigitalOnly) await recordOrderEvent(tx, order!.id, 'delivered', placedAt);
    // In the lines' order, as readOrderLines reads them (ids follow the insert's order).
    return { order: order!, lines: lines.sort((a, b) => a.id - b.id) };
  });
}
