import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../api/contract/cart';
import { cartWith, checkoutCartFixture, cartLines, discountedCheckoutCart } from '../../stories/fixtures/cart';
import { createCartStore, type CartCalls } from '../cart/cart-store';
import { createCheckout, fieldError, type CheckoutCartCalls } from './checkout-store';
import { CART_ID_KEY, memoryStorage } from '../state/stored-id';
import type { TabMessage } from '../state/tab-sync';

const ID = checkoutCartFixture.unique_id;
const apiError = (status: number, fields?: Record<string, string>) => Object.assign(new Error('api'), { status, code: status === 422 ? 'validation_failed' : 'x', fields });

function setup(overrides: Partial<CheckoutCartCalls> = {}, stored: string | null = ID, cartOverrides: Partial<CartCalls> = {}) {
  const storage = memoryStorage(stored ? { [CART_ID_KEY]: stored } : {});
  const session = memoryStorage();
  const posted: TabMessage[] = [];
  const cartCalls: CartCalls = { cart: vi.fn(async () => checkoutCartFixture), addCartItem: vi.fn(), updateCartItem: vi.fn(), removeCartItem: vi.fn(), uploadMapImage: vi.fn(), ...cartOverrides };
  const calls: CheckoutCartCalls = {
    checkoutCart: vi.fn(async () => checkoutCartFixture),
    startCheckout: vi.fn(async () => ({ ...checkoutCartFixture, contact_email: 'klant@juwelier-aurum.nl' })),
    updateCheckoutCart: vi.fn(async (_id, body) => ({ ...checkoutCartFixture, note: body.note ?? null, updated_at: '2025-05-02T00:00:00.000Z' })),
    shippingRates: vi.fn(async () => checkoutCartFixture.shipping_rates),
    bindGiftCard: vi.fn(async () => discountedCheckoutCart),
    unbindGiftCard: vi.fn(async () => checkoutCartFixture),
    checkoutOrder: vi.fn(async () => ({ id: 9, payment_status: 0, payment_method: 'bank_transfer', final_amount: 100 }) as never),
    ...overrides,
  };
  const cart = createCartStore({ api: async () => cartCalls, storage });
  const checkout = createCheckout({ api: async () => calls, cart, storage, post: (message) => posted.push(message) });
  return { checkout, cart, calls, posted, storage, session };
}

describe('checkout on the cart store', () => {
  it('opens the stored cart: starts the checkout (customer bound, pre-filled) and keeps it as the checkout cart', async () => {
    const { checkout, cart, calls } = setup();
    const opening = await checkout.open();
    expect(opening.kind).toBe('ready');
    expect(calls.startCheckout).toHaveBeenCalledWith(ID);
    expect(cart.getState().checkoutCart?.contact_email).toBe('klant@juwelier-aurum.nl');
    // The regular cart shares the id: it follows (spec section 4).
    expect(cart.getState().cart?.contact_email).toBe('klant@juwelier-aurum.nl');
  });

  it('opens /checkout/{id}: that cart becomes the stored one', async () => {
    const { checkout, storage } = setup({}, 'another-cart');
    await checkout.open(ID);
    expect(storage.getItem(CART_ID_KEY)).toBe(ID);
  });

  it("reads the checkout cart while the regular cart is still loading, and opens only once that load is in", async () => {
    let finishLoad!: (cart: Cart) => void;
    const regular = new Promise<Cart>((resolve) => (finishLoad = resolve));
    const { checkout, cart, calls } = setup({}, ID, { cart: vi.fn(() => regular) });
    let opened = false;
    const opening = checkout.open().then((result) => ((opened = true), result));
    await vi.waitFor(() => expect(calls.checkoutCart).toHaveBeenCalledWith(ID));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(opened).toBe(false);
    expect(calls.startCheckout).not.toHaveBeenCalled();
    finishLoad(checkoutCartFixture);
    expect((await opening).kind).toBe('ready');
    expect(cart.getState().checkoutCart?.contact_email).toBe('klant@juwelier-aurum.nl');
  });

  it('reads only, without starting, for the payment step', async () => {
    const { checkout, calls } = setup();
    await checkout.open(undefined, { start: false });
    expect(calls.startCheckout).not.toHaveBeenCalled();
  });

  it('finds nothing without a stored id or for an unknown cart, and an empty cart as empty', async () => {
    expect((await setup({}, null).checkout.open()).kind).toBe('none');
    expect((await setup({ checkoutCart: vi.fn(async () => Promise.reject(apiError(404))) }).checkout.open()).kind).toBe('none');
    expect((await setup({ checkoutCart: vi.fn(async () => cartWith([])) }).checkout.open()).kind).toBe('empty');
  });

  it("sends a cart with an order to that order: success for a bank transfer, payout for an unpaid card", async () => {
    const ordered: Cart = { ...checkoutCartFixture, order_id: 9 };
    const bank = await setup({ checkoutCart: vi.fn(async () => ordered) }).checkout.open();
    expect(bank).toMatchObject({ kind: 'ordered', to: 'success' });
    const card = await setup({
      checkoutCart: vi.fn(async () => ordered),
      checkoutOrder: vi.fn(async () => ({ id: 9, payment_status: 0, payment_method: 'stripe_payment_element', final_amount: 100 }) as never),
    }).checkout.open();
    expect(card).toMatchObject({ kind: 'ordered', to: 'payout' });
  });

  it('saves the form and tells other tabs: UPDATE_CHECKOUT_CART, and UPDATE_CART as the regular cart is the same', async () => {
    const { checkout, cart, posted } = setup();
    await checkout.open();
    posted.length = 0;
    await checkout.update({ note: 'Graag in cadeauverpakking' });
    expect(cart.getState().checkoutCart?.note).toBe('Graag in cadeauverpakking');
    expect(posted).toEqual([
      { type: 'UPDATE_CHECKOUT_CART', cartId: ID },
      { type: 'UPDATE_CART', cartId: ID, updatedAt: '2025-05-02T00:00:00.000Z' },
    ]);
  });

  it("applies a code in the store's discount state, upper-cased; a refused one leaves the error 'invalid' until skipped", async () => {
    const refuse = vi.fn(async () => Promise.reject(apiError(422, { discount_code: 'Kortingscode is ongeldig' })));
    const { checkout, cart, calls } = setup({ updateCheckoutCart: refuse });
    await checkout.open();
    expect(await checkout.applyDiscount('nep code')).toBe(false);
    expect(calls.updateCheckoutCart).toHaveBeenCalledWith(ID, { discount_code: 'NEPCODE' });
    expect(cart.getState().discount).toEqual({ loading: false, error: 'invalid', code: 'nep code' });
    checkout.skipDiscount();
    expect(cart.getState().discount).toEqual({ loading: false, error: null, code: '' });
  });

  it('clears the typed code once applied; another failure is `failed`', async () => {
    const ok = setup();
    await ok.checkout.open();
    expect(await ok.checkout.applyDiscount('welkom10')).toBe(true);
    expect(ok.cart.getState().discount).toEqual({ loading: false, error: null, code: '' });
    const down = setup({ updateCheckoutCart: vi.fn(async () => Promise.reject(apiError(500))) });
    await down.checkout.open();
    await down.checkout.applyDiscount('WELKOM10');
    expect(down.cart.getState().discount.error).toBe('failed');
  });

  it('removes a code by sending null', async () => {
    const { checkout, calls } = setup();
    await checkout.open();
    await checkout.removeDiscount();
    expect(calls.updateCheckoutCart).toHaveBeenCalledWith(ID, { discount_code: null });
  });

  it('binds a gift card by its code and unbinds it by the id the cart lists it with (the code is shown masked)', async () => {
    const { checkout, calls } = setup();
    await checkout.open();
    await checkout.addGiftCard('aurum-gift-0100');
    expect(calls.bindGiftCard).toHaveBeenCalledWith({ cart_unique_id: ID, gift_card_code: 'AURUM-GIFT-0100' });
    const card = discountedCheckoutCart.options.gift_cards[0]!;
    expect(card.code).toBe('••••••••0100');
    await checkout.removeGiftCard(card.id);
    expect(calls.unbindGiftCard).toHaveBeenCalledWith({ cart_unique_id: ID, gift_card_id: card.id });
  });

  it('passes a refused gift card on with its field', async () => {
    const { checkout } = setup({ bindGiftCard: vi.fn(async () => Promise.reject(apiError(422, { gift_card_code: 'Cadeaukaart is ongeldig of opgebruikt' }))) });
    await checkout.open();
    const error = await checkout.addGiftCard('NOPE').catch((e: unknown) => e);
    expect(fieldError(error, 'gift_card_code')).toBe('Cadeaukaart is ongeldig of opgebruikt');
    expect(fieldError(error, 'discount_code')).toBeNull();
  });

  it('asks for the rates of a country before the address is saved', async () => {
    const { checkout, calls } = setup();
    await checkout.open();
    await checkout.rates('BE');
    expect(calls.shippingRates).toHaveBeenCalledWith({ cart_unique_id: ID, country: 'BE' });
  });

  it('keeps the fixtures priced by the shared rule (no drift from the contract)', () => {
    expect(discountedCheckoutCart.final_amount).toBe(discountedCheckoutCart.total_amount - discountedCheckoutCart.gift_card_amount);
    expect(cartWith([cartLines.ring]).checkout_blockers).toEqual(['contact_email_missing', 'shipping_address_missing', 'shipping_rate_missing']);
  });
});
