import type { CheckoutBlocker } from '../../../domain/checkout/checkout-rules';
import type { Locale } from '../../../domain/locale';
import { formatMessage, validationMessages, type ValidationLanguage } from '../../../domain/messages/validation-messages';
import { PAYMENT_STATUS } from '../../../domain/orders/order-rules';
import { checkoutTotals, codeDiscountableGoods } from '../../../domain/pricing/checkout-totals';
import type { Db } from '../../db/client';
import { AppError, invalidField } from '../../lib/errors';
import { useReferenceCacheIn } from '../../lib/reference-cache';
import { findCart, lockCartWithLines, markCartOrdered, priceCart } from '../cart';
import { lockConfigurations, takeStock } from '../catalog';
import { lineAvailable, unitsLeft } from '../../../domain/cart/cart-rules';
import { orderOfCart, placeOrder, type OrderRow } from '../orders';
import { queueOrderConfirmation } from './order-mail';
import {
  codeDiscountOf,
  countDiscountCodeUse,
  giftCardBalanceOf,
  isUsableCode,
  isUsableGiftCard,
  lockDiscountCode,
  lockGiftCards,
  SHOP_CURRENCY,
  spendGiftCard,
  type DiscountCodeRow,
} from '../pricing';

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
export async function findCartOrder(db: Db, uniqueId: string): Promise<OrderRow | undefined> {
  const cart = await findCart(db, uniqueId);
  // A cart is marked ordered in the transaction that places its order: one not marked has none.
  return cart?.orderedAt ? orderOfCart(db, cart.id) : undefined;
}

/** Refuses the order (409 insufficient_stock) naming each line, by its place in the cart, that cannot be ordered. */
function soldOut(lines: { available: boolean; units: number }[], lang: ValidationLanguage): void {
  const fields = Object.fromEntries(
    lines.flatMap((line, index) => (line.available ? [] : [[`items.${index}.quantity`, formatMessage(validationMessages[lang].stock, { n: line.units })]])),
  );
  if (Object.keys(fields).length) throw new AppError('conflict', 'insufficient_stock', { fields });
}

/**
 * Places the order of a cart, once. One transaction, locks taken in a fixed order (the cart, then
 * its configurations by id, then the discount code, then gift cards by id), so concurrent
 * checkouts queue instead of deadlocking: the cart is re-priced from the database, stock is taken
 * (never below zero), the code's use is counted (never past its limit) and gift cards are spent
 * (never below zero). A cart that already has an order answers that order: a retried or
 * concurrent completion never makes a second one. `paymentMethod` is recorded on the order;
 * with nothing left to pay the order is paid at once (`gift_card`). The confirmation mail of an
 * order paid at once or by bank transfer is queued in the same transaction.
 */
export async function placeCartOrder(
  db: Db,
  uniqueId: string,
  paymentMethod: string,
  options: { locale: Locale; lang: ValidationLanguage; userId: number | null },
): Promise<PlacedOrder> {
  return db.transaction(async (tx) => {
    // The languages, taxonomies and settings the lines and the mail are written with: from the
    // cache at the versions this transaction reads (money is read from the tables below).
    useReferenceCacheIn(tx, db);
    // The cart with its lines, locked: a retried or concurrent completion waits here, then finds the order.
    const loaded = await lockCartWithLines(tx, uniqueId);
    if (!loaded) throw new AppError('not_found', 'cart_not_found');
    const { cart } = loaded;
    const again = cart.orderedAt ? await orderOfCart(tx, cart.id) : undefined;
    if (again) return { order: again, created: false };

    const locked = await lockConfigurations(tx, [...new Set(loaded.lines.map((line) => line.productConfigurationId))].sort((a, b) => a - b));
    // Sold out is told before the cart is priced: in a rush for the last units every buyer queues
    // on these locks, and the ones who cannot have them should let go at once.
    soldOut(
      loaded.lines.flatMap((line) => {
        const stock = locked.get(line.productConfigurationId);
        return stock ? [{ available: lineAvailable(stock, line.quantity), units: unitsLeft(stock) }] : [];
      }),
      options.lang,
    );

    // Priced from the lines read with the lock (the cart cannot change under it).
    const { cart: priced, lines, reads, links } = await priceCart(tx, loaded, options.locale);
    const blockers = priced.checkout_blockers.filter((blocker) => blocker !== 'item_unavailable');
    soldOut(
      priced.items.map((item) => ({ available: item.available, units: unitsLeft({ trackInventory: item.track_inventory, stockQty: item.stock_qty }) })),
      options.lang,
    );
    if (blockers.includes('below_minimum_payment')) throw new AppError('invalid_data', 'below_minimum_payment');
    if (blockers.length) {
      throw new AppError('invalid_data', 'checkout_incomplete', { fields: Object.fromEntries(blockers.map((blocker) => [blockerFields[blocker], blockerMessage(blocker, options.lang)])) });
    }

    let code: DiscountCodeRow | undefined;
    if (cart.discountCodeId) {
      code = await lockDiscountCode(tx, cart.discountCodeId);
      if (!code || !isUsableCode(code, codeDiscountableGoods(lines))) throw invalidField('discount_code', validationMessages[options.lang].discountCode);
    }
    // The cart is locked: the cards bound to it are those priceCart read; their balances are read again, locked.
    const bound = reads.cards;
    const cards = await lockGiftCards(tx, bound.map((card) => card.id));
    const usable = bound.map((card) => cards.find((row) => row.id === card.id)!).filter((card) => card && isUsableGiftCard(card));
    const shipping = priced.shipping_rates.find((rate) => rate.selected);
    const totals = checkoutTotals(lines, shipping?.amount ?? 0, code ? codeDiscountOf(code) : null, usable.map(giftCardBalanceOf), reads.minPayment);
    const method = totals.final_amount === 0 ? 'gift_card' : paymentMethod;
    if (totals.final_amount > 0 && paymentMethod === 'gift_card') throw new AppError('invalid_data', 'payment_method_unavailable');

    // Stock: tracked configurations lose the ordered units, never going below zero.
    const tracked = priced.items.filter((item) => item.track_inventory).map((item) => ({ productConfigurationId: item.product_configuration_id, quantity: item.quantity }));
    if (!(await takeStock(tx, tracked))) throw new AppError('conflict', 'insufficient_stock');
    if (code) {
      if (!(await countDiscountCodeUse(tx, code.id))) throw invalidField('discount_code', validationMessages[options.lang].discountCode);
    }

    const { order, lines: orderLines } = await placeOrder(tx, {
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
      productLinks: links,
    });

    for (const use of totals.gift_cards) {
      if (use.used_amount === 0) continue;
      const card = usable.find((row) => row.id === use.id)!;
      if (!(await spendGiftCard(tx, card, use.used_amount, order.id))) throw invalidField('gift_card_code', validationMessages[options.lang].giftCard);
    }
    await markCartOrdered(tx, cart.id);
    // An order that needs no provider now is confirmed with it; one paid later, when it is paid.
    if (order.paymentStatus === PAYMENT_STATUS.paid || order.paymentMethod === 'bank_transfer') await queueOrderConfirmation(tx, order, orderLines);
    return { order, created: true };
  });
}
