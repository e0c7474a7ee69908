import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Cart } from '../../contract/cart';
import type { UpdateCheckoutCartRequest } from '../../contract/checkout';
import { DISCOUNT_TYPE, normalizeCode, type CheckoutBlocker } from '../../../domain/checkout/checkout-rules';
import { checkoutTotals } from '../../../domain/pricing/checkout-totals';
import type { Locale } from '../../../domain/locale';
import { PAYMENT_STATUS } from '../../../domain/orders/order-rules';
import { formatMessage, validationMessages, type ValidationLanguage } from '../../../domain/messages/validation-messages';
import type { Db } from '../../db/client';
import { cartGiftCards, carts, discountCodes, giftCards, giftCardUses, orders, productConfigurations, shippingAddresses, users, type OrderAddress } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { getCart, lockOpenCart } from '../cart/cart.service';
import { placeOrder } from '../orders/place-order';
import { codeDiscountOf, giftCardBalanceOf, isUsableCode, isUsableGiftCard, minimumPayment, ratesForCountry, rateView, SHOP_CURRENCY, boundGiftCards } from './pricing';

type CartRow = typeof carts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

const fieldError = (field: string, message: string) => new AppError('invalid_data', 'validation_failed', { fields: { [field]: message } });


/** The goods' value of a cart after sale prices (what codes and free shipping are measured on). */
async function goodsValue(db: Db, uniqueId: string, locale: Locale): Promise<{ cart: Cart; goods: number }> {
  const cart = await getCart(db, uniqueId, locale);
  return { cart, goods: cart.items.reduce((sum, item) => sum + item.total_amount, 0) };
}

function toAddress(input: NonNullable<UpdateCheckoutCartRequest['shipping_address']>): OrderAddress {
  return {
    first_name: input.first_name,
    last_name: input.last_name,
    company: input.company || null,
    address_line_1: input.address_line_1,
    address_line_2: input.address_line_2 || null,
    city: input.city,
    state: input.state || null,
    zip: input.zip,
    country: input.country,
    phone: input.phone || null,
  };
}

/**
 * PATCH /carts/{id}: contact, addresses, shipping rate, discount code and note. A code is checked
 * now (unknown, inactive, expired, used up, or below its minimum → 422 'Kortingscode is ongeldig');
 * a rate must ship to the shipping address's country; a changed country drops a rate that no
 * longer applies.
 */
export async function updateCheckoutCart(db: Db, uniqueId: string, body: UpdateCheckoutCartRequest, locale: Locale, lang: ValidationLanguage): Promise<void> {
  const texts = validationMessages[lang];
  await db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, uniqueId);
    const changes: Partial<CartRow> = { updatedAt: new Date() };
    if (body.contact_email !== undefined) changes.contactEmail = body.contact_email;
    if (body.shipping_address !== undefined) changes.shippingAddress = body.shipping_address ? toAddress(body.shipping_address) : null;
    if (body.billing_address !== undefined) changes.billingAddress = body.billing_address ? toAddress(body.billing_address) : null;
    if (body.note !== undefined) changes.note = body.note || null;
    const country = (changes.shippingAddress === undefined ? cart.shippingAddress : changes.shippingAddress)?.country ?? null;
    const rates = await ratesForCountry(tx, country);
    if (body.shipping_rate_id !== undefined) {
      if (body.shipping_rate_id !== null && !rates.some((rate) => rate.code === body.shipping_rate_id)) throw fieldError('shipping_rate_id', texts.shippingRate);
      changes.shippingRateCode = body.shipping_rate_id;
    } else if (cart.shippingRateCode && !rates.some((rate) => rate.code === cart.shippingRateCode)) {
      changes.shippingRateCode = null;
    }
    if (body.discount_code !== undefined) {
      if (body.discount_code === null) changes.discountCodeId = null;
      else {
        const [code] = await tx.select().from(discountCodes).where(eq(discountCodes.code, normalizeCode(body.discount_code)));
        const { goods } = await goodsValue(tx, uniqueId, locale);
        if (!code || !isUsableCode(code, goods)) throw fieldError('discount_code', texts.discountCode);
        changes.discountCodeId = code.id;
      }
    }
    await tx.update(carts).set(changes).where(eq(carts.id, cart.id));
  });
}

/**
 * PATCH /carts/{id}/start-checkout: marks the cart as in checkout and, for a signed-in customer,
 * binds it to them and fills what is still empty from the account (e-mail, default address).
 */
export async function startCheckout(db: Db, uniqueId: string, userId: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, uniqueId);
    const changes: Partial<CartRow> = { checkoutStartedAt: cart.checkoutStartedAt ?? new Date(), updatedAt: new Date() };
    if (userId !== null) {
      changes.userId = userId;
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (!cart.contactEmail && user) changes.contactEmail = user.email;
      if (!cart.shippingAddress) {
        const [address] = await tx
          .select()
          .from(shippingAddresses)
          .where(eq(shippingAddresses.userId, userId))
          .orderBy(sql`${shippingAddresses.isDefault} DESC`, asc(shippingAddresses.id))
          .limit(1);
        if (address) {
          changes.shippingAddress = {
            first_name: address.firstName,
            last_name: address.lastName,
            company: address.company,
            address_line_1: address.addressLine1,
            address_line_2: address.addressLine2,
            city: address.city,
            state: address.state,
            zip: address.zip,
            country: address.country,
            phone: address.phone,
          };
        }
      }
    }
    await tx.update(carts).set(changes).where(eq(carts.id, cart.id));
  });
}

/** POST /orders/rates: rates for the cart's shipping country (or `country`), priced for the cart. */
export async function cartRates(db: Db, uniqueId: string, country: string | undefined, locale: Locale) {
  const cart = await getCart(db, uniqueId, locale);
  const target = country ?? cart.shipping_address?.country;
  if (!cart.requires_shipping) return [];
  const goods = cart.items.reduce((sum, item) => sum + item.total_amount, 0) - cart.code_discount_amount;
  const [row] = await db.select({ code: carts.shippingRateCode }).from(carts).where(eq(carts.uniqueId, uniqueId));
  return (await ratesForCountry(db, target)).map((rate) => rateView(rate, goods, locale, row?.code ?? null));
}

/** POST /carts/bind-gift-card: an unknown, inactive, expired or empty card is 422 on `gift_card_code`. */
export async function bindGiftCard(db: Db, uniqueId: string, code: string, lang: ValidationLanguage): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, uniqueId);
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.code, normalizeCode(code)));
    if (!card || !isUsableGiftCard(card)) throw fieldError('gift_card_code', validationMessages[lang].giftCard);
    await tx.insert(cartGiftCards).values({ cartId: cart.id, giftCardId: card.id }).onConflictDoNothing();
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
  });
}

/** POST /carts/unbind-gift-card, by the card's id or code: removing a card that is not bound changes nothing. */
export async function unbindGiftCard(db: Db, uniqueId: string, which: { id?: number; code?: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, uniqueId);
    const [card] = await tx
      .select({ id: giftCards.id })
      .from(giftCards)
      .where(which.id !== undefined ? eq(giftCards.id, which.id) : eq(giftCards.code, normalizeCode(which.code ?? '')));
    if (card) await tx.delete(cartGiftCards).where(and(eq(cartGiftCards.cartId, cart.id), eq(cartGiftCards.giftCardId, card.id)));
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
  });
}

const blockerFields: Record<CheckoutBlocker, string> = {
  cart_empty: 'items',
  contact_email_missing: 'contact_email',
  shipping_address_missing: 'shipping_address',
  shipping_rate_missing: 'shipping_rate_id',
  item_unavailable: 'items',
  below_minimum_payment: 'final_amount',
};

function blockerMessage(blocker: CheckoutBlocker, lang: ValidationLanguage): string {
  const texts = validationMessages[lang];
  switch (blocker) {
    case 'contact_email_missing':
      return formatMessage(texts.required, { field: lang === 'nl' ? 'E-mailadres' : 'E-mail' });
    case 'shipping_address_missing':
      return formatMessage(texts.required, { field: lang === 'nl' ? 'Verzendadres' : 'Shipping address' });
    case 'shipping_rate_missing':
      return formatMessage(texts.required, { field: lang === 'nl' ? 'Verzendmethode' : 'Shipping method' });
    default:
      return formatMessage(texts.invalid, { field: blocker });
  }
}

export interface PlacedOrder {
  order: OrderRow;
  /** False when the cart had been ordered before (a retry or a concurrent completion). */
  created: boolean;
}

/** The order placed from a cart, if any. */
export async function orderOfCart(db: Db, uniqueId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select({ order: orders }).from(orders).innerJoin(carts, eq(carts.id, orders.cartId)).where(eq(carts.uniqueId, uniqueId));
  return row?.order;
}

/**
 * Places the order of a cart, once. One transaction, locks taken in a fixed order (the cart, then
 * its configurations by id, then the discount code, then gift cards by id), so concurrent
 * checkouts queue instead of deadlocking: the cart is re-priced from the database, stock is taken
 * (never below zero), the code's use is counted (never past its limit) and gift cards are spent
 * (never below zero). A cart that already has an order answers that order: a retried or
 * concurrent completion never makes a second one. `paymentMethod` is recorded on the order;
 * with nothing left to pay the order is paid at once (`gift_card`).
 */
export async function placeCartOrder(
  db: Db,
  uniqueId: string,
  paymentMethod: string,
  options: { locale: Locale; lang: ValidationLanguage; userId: number | null },
): Promise<PlacedOrder> {
  const existing = await orderOfCart(db, uniqueId);
  if (existing) return { order: existing, created: false };
  return db.transaction(async (tx) => {
    const [cart] = await tx.select().from(carts).where(eq(carts.uniqueId, uniqueId)).for('update');
    if (!cart) throw new AppError('not_found', 'cart_not_found');
    const [again] = await tx.select().from(orders).where(eq(orders.cartId, cart.id));
    if (again) return { order: again, created: false };

    const configIds = (await tx.execute(sql`SELECT DISTINCT product_configuration_id AS id FROM cart_items WHERE cart_id = ${cart.id} ORDER BY 1`)) as unknown as { rows: { id: number }[] };
    const ids = configIds.rows.map((row) => Number(row.id));
    if (ids.length) await tx.select({ id: productConfigurations.id }).from(productConfigurations).where(inArray(productConfigurations.id, ids)).orderBy(asc(productConfigurations.id)).for('update');

    const priced = await getCart(tx, uniqueId, options.locale);
    const blockers = priced.checkout_blockers.filter((blocker) => blocker !== 'item_unavailable');
    const unavailable = priced.items.map((item, index) => ({ item, index })).filter(({ item }) => !item.available);
    if (unavailable.length) {
      const fields = Object.fromEntries(
        unavailable.map(({ item, index }) => [`items.${index}.quantity`, formatMessage(validationMessages[options.lang].stock, { n: Math.max(0, item.track_inventory ? item.stock_qty : 0) })]),
      );
      throw new AppError('conflict', 'insufficient_stock', { fields });
    }
    if (blockers.includes('below_minimum_payment')) throw new AppError('invalid_data', 'below_minimum_payment');
    if (blockers.length) {
      throw new AppError('invalid_data', 'checkout_incomplete', { fields: Object.fromEntries(blockers.map((blocker) => [blockerFields[blocker], blockerMessage(blocker, options.lang)])) });
    }

    const lines = priced.items.map((item) => ({ quantity: item.quantity, base_cost: item.base_cost, final_cost: item.final_cost }));
    const goods = priced.items.reduce((sum, item) => sum + item.total_amount, 0);
    let code: typeof discountCodes.$inferSelect | undefined;
    if (cart.discountCodeId) {
      [code] = await tx.select().from(discountCodes).where(eq(discountCodes.id, cart.discountCodeId)).for('update');
      if (!code || !isUsableCode(code, goods)) throw fieldError('discount_code', validationMessages[options.lang].discountCode);
    }
    const bound = await boundGiftCards(tx, cart.id);
    const cards = bound.length
      ? await tx.select().from(giftCards).where(inArray(giftCards.id, bound.map((card) => card.id))).orderBy(asc(giftCards.id)).for('update')
      : [];
    const usable = bound.map((card) => cards.find((row) => row.id === card.id)!).filter((card) => card && isUsableGiftCard(card));
    const shipping = priced.shipping_rates.find((rate) => rate.selected);
    const totals = checkoutTotals(lines, shipping?.amount ?? 0, code ? codeDiscountOf(code) : null, usable.map(giftCardBalanceOf), await minimumPayment(tx, options.locale));
    const method = totals.final_amount === 0 ? 'gift_card' : paymentMethod;
    if (totals.final_amount > 0 && paymentMethod === 'gift_card') throw new AppError('invalid_data', 'payment_method_unavailable');

    // Stock: tracked configurations lose the ordered units; the WHERE keeps them at zero or above.
    const byConfig = new Map<number, number>();
    for (const item of priced.items) if (item.track_inventory) byConfig.set(item.product_configuration_id, (byConfig.get(item.product_configuration_id) ?? 0) + item.quantity);
    for (const [id, quantity] of [...byConfig].sort(([a], [b]) => a - b)) {
      const taken = await tx
        .update(productConfigurations)
        .set({ stockQty: sql`${productConfigurations.stockQty} - ${quantity}` })
        .where(and(eq(productConfigurations.id, id), sql`${productConfigurations.stockQty} >= ${quantity}`))
        .returning({ id: productConfigurations.id });
      if (!taken.length) throw new AppError('conflict', 'insufficient_stock');
    }
    if (code) {
      const counted = await tx
        .update(discountCodes)
        .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
        .where(and(eq(discountCodes.id, code.id), sql`(${discountCodes.usageLimit} IS NULL OR ${discountCodes.usedCount} < ${discountCodes.usageLimit})`))
        .returning({ id: discountCodes.id });
      if (!counted.length) throw fieldError('discount_code', validationMessages[options.lang].discountCode);
    }

    const placed = await placeOrder(tx, {
      userId: options.userId ?? cart.userId,
      cartId: cart.id,
      contactEmail: cart.contactEmail!,
      language: options.locale,
      currencyCode: SHOP_CURRENCY,
      lines: priced.items.map((item) => ({
        productId: item.product_id,
        productConfigurationId: item.product_configuration_id,
        sku: item.configuration_id,
        title: item.title,
        imageUrl: item.image?.url ?? null,
        materialTitle: item.material?.title ?? null,
        size: item.size,
        options: item.options,
        quantity: item.quantity,
        baseCost: item.base_cost,
        finalCost: item.final_cost,
        digital: item.digital,
        stockReserved: item.track_inventory,
      })),
      shippingMethod: shipping ? { name: shipping.title, amount: shipping.amount, code: shipping.id } : null,
      shippingAddress: priced.requires_shipping ? (cart.shippingAddress ?? null) : null,
      billingAddress: cart.billingAddress ?? cart.shippingAddress ?? null,
      paymentMethod: method,
      paymentStatus: totals.final_amount === 0 ? PAYMENT_STATUS.paid : PAYMENT_STATUS.unpaid,
      note: cart.note,
      totals,
      discountCode: code?.code ?? null,
    });

    for (const use of totals.gift_cards) {
      if (use.used_amount === 0) continue;
      const card = usable.find((row) => row.id === use.id)!;
      const spent = await tx
        .update(giftCards)
        .set({ balance: card.giftCardType === DISCOUNT_TYPE.percent ? 0 : sql`${giftCards.balance} - ${use.used_amount}`, updatedAt: new Date() })
        .where(and(eq(giftCards.id, card.id), card.giftCardType === DISCOUNT_TYPE.percent ? sql`${giftCards.balance} > 0` : sql`${giftCards.balance} >= ${use.used_amount}`))
        .returning({ id: giftCards.id });
      if (!spent.length) throw fieldError('gift_card_code', validationMessages[options.lang].giftCard);
      await tx.insert(giftCardUses).values({ giftCardId: card.id, orderId: placed.id, amount: use.used_amount });
    }
    await tx.update(carts).set({ orderedAt: new Date(), updatedAt: new Date() }).where(eq(carts.id, cart.id));
    const [order] = await tx.select().from(orders).where(eq(orders.id, placed.id));
    return { order: order!, created: true };
  });
}

/**
 * Gives back what a voided order took from gift cards and its discount code's use. Run inside the
 * caller's transaction (cancelling an unpaid order), once: the uses are deleted as they are returned.
 */
export async function releaseOrderDiscounts(tx: Db, order: { id: number; discountCode: string | null }): Promise<void> {
  const uses = await tx.delete(giftCardUses).where(eq(giftCardUses.orderId, order.id)).returning();
  for (const use of uses.sort((a, b) => a.giftCardId - b.giftCardId)) {
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, use.giftCardId)).for('update');
    if (!card) continue;
    await tx
      .update(giftCards)
      .set({ balance: card.giftCardType === DISCOUNT_TYPE.percent ? 1 : card.balance + use.amount, updatedAt: new Date() })
      .where(eq(giftCards.id, card.id));
  }
  if (order.discountCode) {
    await tx
      .update(discountCodes)
      .set({ usedCount: sql`greatest(${discountCodes.usedCount} - 1, 0)` })
      .where(eq(discountCodes.code, order.discountCode));
  }
}
