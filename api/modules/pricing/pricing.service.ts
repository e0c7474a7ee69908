import { asc, eq, sql } from 'drizzle-orm';
import type { Cart, CartItem } from '../../contract/cart';
import { discountTypeName, maskCode, type CheckoutBlocker, type DiscountTypeId } from '../../../domain/checkout/checkout-rules';
import { checkoutTotals, codeDiscountableGoods, codeDiscountAmount, minPaymentAmount, shippingPrice, type CheckoutTotals, type CodeDiscount, type GiftCardBalance, type PricedLine } from '../../../domain/pricing/checkout-totals';
import type { Locale } from '../../../domain/locale';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { cartGiftCards, discountCodes, giftCards, shippingRates } from '../../db/schema/pricing';
import { currentSetting } from '../settings';
import { readTogether } from '../../lib/read-together';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type GiftCardRow = typeof giftCards.$inferSelect;
export type RateRow = typeof shippingRates.$inferSelect;

/** What pricing reads of a cart (the cart module's row is one). */
export interface PricedCart {
  id: number;
  contactEmail: string | null;
  shippingAddress: Cart['shipping_address'];
  billingAddress: Cart['billing_address'];
  shippingRateCode: string | null;
  discountCodeId: number | null;
  note: string | null;
}

export const SHOP_CURRENCY = 'EUR';

/** Whether a discount code may be used now on goods worth `goods` cents (after sale prices). */
export function isUsableCode(code: DiscountCodeRow, goods: number, now: Date = new Date()): boolean {
  return (
    code.active &&
    (!code.startsAt || code.startsAt.getTime() <= now.getTime()) &&
    (!code.endsAt || code.endsAt.getTime() > now.getTime()) &&
    (code.usageLimit === null || code.usedCount < code.usageLimit) &&
    goods >= code.minSubtotal
  );
}

/** Whether a gift card can pay anything now. */
export function isUsableGiftCard(card: GiftCardRow, now: Date = new Date()): boolean {
  return card.active && card.balance > 0 && card.currencyCode === SHOP_CURRENCY && (!card.expiresAt || card.expiresAt.getTime() > now.getTime());
}

export const codeDiscountOf = (code: DiscountCodeRow): CodeDiscount => ({ type: code.discountType as DiscountTypeId, value: code.value });
export const giftCardBalanceOf = (card: GiftCardRow): GiftCardBalance => ({ id: card.id, type: card.giftCardType as DiscountTypeId, value: card.value, balance: card.balance });

const activeRatesStatement = preparedStatement('active-shipping-rates', (db) =>
  db.select().from(shippingRates).where(eq(shippingRates.active, true)).orderBy(asc(shippingRates.sortOrder), asc(shippingRates.id)),
);

/** The shop's active rates in sort order. */
export function activeRates(db: Db): Promise<RateRow[]> {
  return activeRatesStatement(db, {});
}

/** Active rates that ship to `country`, cheapest rule first by sort order. */
export async function ratesForCountry(db: Db, country: string | null | undefined): Promise<RateRow[]> {
  if (!country) return [];
  const rows = await activeRates(db);
  return rows.filter((rate) => !rate.countries || rate.countries.includes(country.toUpperCase()));
}

const pick = (texts: Record<string, string>, locale: Locale) => texts[locale] ?? texts.nl ?? Object.values(texts)[0] ?? '';

export function rateView(rate: RateRow, goods: number, locale: Locale, selected: string | null) {
  return {
    id: rate.code,
    title: pick(rate.titles, locale),
    delivery_time: pick(rate.deliveryTimes, locale) || null,
    amount: shippingPrice({ amount: rate.amount, free_from: rate.freeFrom }, goods),
    base_amount: rate.amount,
    free_from: rate.freeFrom,
    selected: rate.code === selected,
  };
}

/** The shop's minimum payment for its currency (bootstrap `min_payment_amounts`, default 1.00), from the database. */
export async function minimumPayment(db: Db): Promise<number> {
  return minPaymentAmount((await currentSetting(db, 'min_payment_amounts')) as Record<string, number> | undefined, SHOP_CURRENCY);
}

const boundGiftCardsStatement = preparedStatement('gift-cards-of-cart', (db) =>
  db
    .select({ card: giftCards })
    .from(cartGiftCards)
    .innerJoin(giftCards, eq(giftCards.id, cartGiftCards.giftCardId))
    .where(eq(cartGiftCards.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartGiftCards.createdAt), asc(giftCards.id)),
);

/** Gift cards bound to a cart, in the order they were bound. */
export async function boundGiftCards(db: Db, cartId: number): Promise<GiftCardRow[]> {
  const rows = await boundGiftCardsStatement(db, { cartId });
  return rows.map((row) => row.card);
}

/** What stands between a priced cart and an order (spec-less decisions documented in the README). */
export function checkoutBlockers(cart: PricedCart, items: readonly CartItem[], totals: CheckoutTotals, rateChosen: boolean, minPayment: number): CheckoutBlocker[] {
  const blockers: CheckoutBlocker[] = [];
  const ships = items.some((item) => item.requires_shipping);
  if (items.length === 0) blockers.push('cart_empty');
  if (!cart.contactEmail) blockers.push('contact_email_missing');
  if (ships && !cart.shippingAddress) blockers.push('shipping_address_missing');
  if (ships && !rateChosen) blockers.push('shipping_rate_missing');
  if (items.some((item) => !item.available)) blockers.push('item_unavailable');
  if (totals.final_amount > 0 && totals.final_amount < minPayment) blockers.push('below_minimum_payment');
  return blockers;
}

/**
 * A cart's lines as checkout prices them: a gift card bought as a product takes no discount code
 * (the code would make the card worth more than was paid for it). `giftCardProducts`: which of the
 * lines' products are gift cards (read with their prices).
 */
export function checkoutLines(items: readonly Pick<CartItem, 'product_id' | 'quantity' | 'base_cost' | 'final_cost'>[], giftCardProducts: ReadonlySet<number>): PricedLine[] {
  return items.map((item) => ({ quantity: item.quantity, base_cost: item.base_cost, final_cost: item.final_cost, code_discount: !giftCardProducts.has(item.product_id) }));
}

/** What checkout reads of a cart besides its lines, from the database now (a code used up meanwhile no longer counts). */
export interface CheckoutReads {
  /** The cart's discount code as stored (whether it may be used is decided with the lines). */
  code: DiscountCodeRow | undefined;
  /** The gift cards bound to the cart, in the order they were bound. */
  cards: GiftCardRow[];
  /** The active rates that ship to the cart's country. */
  rates: RateRow[];
  minPayment: number;
}

/**
 * Reads a cart's `CheckoutReads` side by side (one after the other in a transaction). `fresh`: the
 * cart was made by the statement that answered it, so no gift card can be bound to it yet;
 * `rates`: the rates for the cart's country, when the caller read them from the database already
 * (the change that set the address checked its rate against them).
 */
export async function readCheckout(db: Db, cart: PricedCart, known: { fresh?: boolean; rates?: RateRow[] } = {}): Promise<CheckoutReads> {
  const [codes, cards, rates, minPayment] = await readTogether(db, [
    () => (cart.discountCodeId ? db.select().from(discountCodes).where(eq(discountCodes.id, cart.discountCodeId)) : Promise.resolve([])),
    () => (known.fresh ? Promise.resolve([]) : boundGiftCards(db, cart.id)),
    () => (known.rates ? Promise.resolve(known.rates) : ratesForCountry(db, cart.shippingAddress?.country)),
    () => minimumPayment(db),
  ] as const);
  return { code: codes[0], cards, rates, minPayment };
}

/**
 * Everything checkout adds to a cart: its rates, discount code, gift cards, totals and blockers,
 * from what `readCheckout` read and the lines priced now (`checkoutLines`).
 */
export function checkoutView(reads: CheckoutReads, cart: PricedCart, items: CartItem[], lines: readonly PricedLine[], locale: Locale, orderId: number | null) {
  const goods = lines.reduce((sum, line) => sum + line.final_cost * line.quantity, 0);
  const code = reads.code && isUsableCode(reads.code, codeDiscountableGoods(lines)) ? reads.code : null;
  const cards = reads.cards.filter((card) => isUsableGiftCard(card));
  const ships = items.some((item) => item.requires_shipping);
  const rates = ships ? reads.rates : [];
  const codeAmount = codeDiscountAmount(codeDiscountableGoods(lines), code ? codeDiscountOf(code) : null);
  const rateViews = rates.map((rate) => rateView(rate, goods - codeAmount, locale, cart.shippingRateCode));
  const chosen = rateViews.find((rate) => rate.selected);
  const minPayment = reads.minPayment;
  const totals = checkoutTotals(lines, chosen?.amount ?? 0, code ? codeDiscountOf(code) : null, cards.map(giftCardBalanceOf), minPayment);
  const discount = code
    ? { code: code.code, discount_type: discountTypeName(code.discountType)!, used_discount_amount: totals.code_discount_amount, base_discount_amount: code.value }
    : null;
  const giftCardViews = cards.map((card, index) => ({
    id: card.id,
    code: maskCode(card.code),
    gift_card_type: discountTypeName(card.giftCardType)!,
    used_gift_card_amount: totals.gift_cards[index]?.used_amount ?? 0,
    base_gift_card_amount: card.giftCardType === 1 ? card.value : card.balance,
  }));
  return {
    view: {
      shipping_rates: rateViews,
      shipping_address: cart.shippingAddress ?? null,
      billing_address: cart.billingAddress ?? null,
      discount,
      gift_card: giftCardViews[0] ?? null,
      options: { discounts: discount ? [discount] : [], gift_cards: giftCardViews },
      note: cart.note,
      code_discount_amount: totals.code_discount_amount,
      discount_amount: totals.discount_amount,
      shipping_amount: totals.shipping_amount,
      total_amount: totals.total_amount,
      tax_amount: totals.tax_amount,
      gift_card_amount: totals.gift_card_amount,
      final_amount: totals.final_amount,
      currency_code: SHOP_CURRENCY,
      checkout_blockers: checkoutBlockers(cart, items, totals, ships ? Boolean(chosen) : true, minPayment),
      order_id: orderId,
    } satisfies Partial<Cart>,
    totals,
  };
}
