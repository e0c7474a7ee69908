import type { Cart } from '../../contract/cart';
import type { UpdateCheckoutCartRequest } from '../../contract/checkout';
import type { Locale } from '../../../domain/locale';
import { validationMessages, type ValidationLanguage } from '../../../domain/messages/validation-messages';
import type { Db } from '../../db/client';
import { invalidField } from '../../lib/errors';
import { customerEmail, defaultShippingAddress } from '../accounts';
import { findCart, getCart, lockOpenCart, lockOpenCartWithLines, touchCart, updateCheckoutFields, type CartRow, type CartSource, type CheckoutFields, type LoadedCart } from '../cart';
import { bindGiftCard as bindToCart, findDiscountCode, findGiftCard, isUsableCode, isUsableGiftCard, ratesForCountry, rateView, unbindGiftCard as unbindFromCart } from '../pricing';

/** The goods' value of a cart after sale prices (what codes and free shipping are measured on). */
async function goodsValue(db: Db, source: CartSource, locale: Locale): Promise<{ cart: Cart; goods: number }> {
  const cart = await getCart(db, source, locale);
  return { cart, goods: cart.items.reduce((sum, item) => sum + item.total_amount, 0) };
}

function toAddress(input: NonNullable<UpdateCheckoutCartRequest['shipping_address']>): NonNullable<CartRow['shippingAddress']> {
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
export async function updateCheckoutCart(db: Db, uniqueId: string, body: UpdateCheckoutCartRequest, locale: Locale, lang: ValidationLanguage): Promise<LoadedCart> {
  const texts = validationMessages[lang];
  return db.transaction(async (tx) => {
    const { cart, lines } = await lockOpenCartWithLines(tx, uniqueId);
    const changes: CheckoutFields = {};
    if (body.contact_email !== undefined) changes.contactEmail = body.contact_email;
    if (body.shipping_address !== undefined) changes.shippingAddress = body.shipping_address ? toAddress(body.shipping_address) : null;
    if (body.billing_address !== undefined) changes.billingAddress = body.billing_address ? toAddress(body.billing_address) : null;
    if (body.note !== undefined) changes.note = body.note || null;
    const country = (changes.shippingAddress === undefined ? cart.shippingAddress : changes.shippingAddress)?.country ?? null;
    const rates = await ratesForCountry(tx, country);
    if (body.shipping_rate_id !== undefined) {
      if (body.shipping_rate_id !== null && !rates.some((rate) => rate.code === body.shipping_rate_id)) throw invalidField('shipping_rate_id', texts.shippingRate);
      changes.shippingRateCode = body.shipping_rate_id;
    } else if (cart.shippingRateCode && !rates.some((rate) => rate.code === cart.shippingRateCode)) {
      changes.shippingRateCode = null;
    }
    if (body.discount_code !== undefined) {
      if (body.discount_code === null) changes.discountCodeId = null;
      else {
        const code = await findDiscountCode(tx, body.discount_code);
        const { goods } = await goodsValue(tx, { cart, lines }, locale);
        if (!code || !isUsableCode(code, goods)) throw invalidField('discount_code', texts.discountCode);
        changes.discountCodeId = code.id;
      }
    }
    // The cart as written, with the lines and rates read under its lock: the answer prices them without reading them again.
    return { cart: await updateCheckoutFields(tx, cart.id, changes), lines, rates };
  });
}

/**
 * PATCH /carts/{id}/start-checkout: marks the cart as in checkout and, for a signed-in customer,
 * binds it to them and fills what is still empty from the account (e-mail, default address).
 */
export async function startCheckout(db: Db, uniqueId: string, userId: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, uniqueId);
    const changes: CheckoutFields = { checkoutStartedAt: cart.checkoutStartedAt ?? new Date() };
    if (userId !== null) {
      changes.userId = userId;
      const email = await customerEmail(tx, userId);
      if (!cart.contactEmail && email !== undefined) changes.contactEmail = email;
      if (!cart.shippingAddress) {
        const address = await defaultShippingAddress(tx, userId);
        if (address) changes.shippingAddress = address;
      }
    }
    await updateCheckoutFields(tx, cart.id, changes);
  });
}

/** POST /orders/rates: rates for the cart's shipping country (or `country`), priced for the cart. */
export async function cartRates(db: Db, uniqueId: string, country: string | undefined, locale: Locale) {
  const cart = await getCart(db, uniqueId, locale);
  const target = country ?? cart.shipping_address?.country;
  if (!cart.requires_shipping) return [];
  const goods = cart.items.reduce((sum, item) => sum + item.total_amount, 0) - cart.code_discount_amount;
  const row = await findCart(db, uniqueId);
  return (await ratesForCountry(db, target)).map((rate) => rateView(rate, goods, locale, row?.shippingRateCode ?? null));
}

/** POST /carts/bind-gift-card: an unknown, inactive, expired or empty card is 422 on `gift_card_code`. */
export async function bindGiftCard(db: Db, uniqueId: string, code: string, lang: ValidationLanguage): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, uniqueId);
    const card = await findGiftCard(tx, code);
    if (!card || !isUsableGiftCard(card)) throw invalidField('gift_card_code', validationMessages[lang].giftCard);
    await bindToCart(tx, cart.id, card.id);
    await touchCart(tx, cart.id);
  });
}

/** POST /carts/unbind-gift-card, by the card's id or code: removing a card that is not bound changes nothing. */
export async function unbindGiftCard(db: Db, uniqueId: string, which: { id?: number; code?: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, uniqueId);
    await unbindFromCart(tx, cart.id, which);
    await touchCart(tx, cart.id);
  });
}
