import type { Cart } from '../../api/contract/cart';
import type { CheckoutOrder, ShippingRate, UpdateCheckoutCartRequest } from '../../api/contract/checkout';
import { normalizeCode } from '../../domain/checkout/checkout-rules';
import { orderDestination } from './checkout-rules';
import type { CartStore } from '../cart/cart-store';
import { serial } from '../state/serial';
import { CART_ID_KEY, type KeyValueStorage } from '../state/stored-id';
import type { TabMessage } from '../state/tab-sync';

/** The checkout calls of kit/data/client (structural, so tests pass fakes and islands load the client lazily). */
export interface CheckoutCartCalls {
  checkoutCart(uniqueId: string): Promise<Cart>;
  startCheckout(uniqueId: string): Promise<Cart>;
  updateCheckoutCart(uniqueId: string, body: UpdateCheckoutCartRequest): Promise<Cart>;
  shippingRates(body: { cart_unique_id: string; country?: string }): Promise<ShippingRate[]>;
  bindGiftCard(body: { cart_unique_id: string; gift_card_code: string }): Promise<Cart>;
  unbindGiftCard(body: { cart_unique_id: string; gift_card_id: number }): Promise<Cart>;
  checkoutOrder(query: { cart_unique_id: string; order_id?: number }): Promise<CheckoutOrder>;
}

export interface CheckoutDeps {
  api: () => Promise<CheckoutCartCalls>;
  cart: CartStore;
  /** Where the cart id is stored (localStorage). */
  storage: KeyValueStorage;
  /** Cross-tab sync (spec section 4): UPDATE_CHECKOUT_CART, and UPDATE_CART for the regular cart. */
  post: (message: TabMessage) => void;
}

/** What opening the checkout found. */
export type CheckoutOpening =
  | { kind: 'none' }
  | { kind: 'empty'; cart: Cart }
  | { kind: 'ordered'; cart: Cart; order: CheckoutOrder; to: 'success' | 'payout' }
  | { kind: 'ready'; cart: Cart };

function status(error: unknown): number | undefined {
  const value = (error as { status?: unknown } | null)?.status;
  return typeof value === 'number' ? value : undefined;
}

/** The API's message for one field of a 422, if that field failed. */
export function fieldError(error: unknown, field: string): string | null {
  if (status(error) !== 422) return null;
  const fields = (error as { fields?: Record<string, string> }).fields;
  return fields && field in fields ? (fields[field] ?? '') : null;
}

/**
 * The checkout's work on the cart store: open a cart for checkout, save the form, discount code
 * (with the store's loading/error/code state), gift cards and shipping rates. Every change goes
 * through the store's update rule and is announced to other tabs.
 */
export function createCheckout(deps: CheckoutDeps) {
  const write = serial();
  const cartId = () => deps.cart.getState().checkoutCart?.unique_id ?? deps.storage.getItem(CART_ID_KEY);
  const requireId = () => {
    const id = cartId();
    if (!id) throw new Error('No checkout cart');
    return id;
  };

  function changed(fresh: Cart): Cart {
    const regular = deps.cart.getState().cart;
    deps.cart.getState().receive(fresh);
    deps.post({ type: 'UPDATE_CHECKOUT_CART', cartId: fresh.unique_id });
    if (regular?.unique_id === fresh.unique_id) deps.post({ type: 'UPDATE_CART', cartId: fresh.unique_id, updatedAt: fresh.updated_at });
    return fresh;
  }

  return {
    /**
     * Opens the checkout on the route's cart (made the current cart, like /cart/{id}) or the stored
     * one. A cart with an order goes to that order; with `start`, the cart is bound to the
     * signed-in customer and pre-filled (PATCH start-checkout).
     */
    async open(routeId?: string, { start = true } = {}): Promise<CheckoutOpening> {
      const store = deps.cart.getState();
      const id = routeId ?? deps.storage.getItem(CART_ID_KEY);
      // The regular cart's load (which makes a route's cart the current one) and the checkout's
      // read go out together: one round trip fewer before the form shows. The store's load settles
      // before the opening does, so the checkout cart is set after it, as before.
      const loaded = (routeId ? store.loadById(routeId) : store.load()).catch(() => null);
      if (!id) {
        await loaded;
        return { kind: 'none' };
      }
      let cart: Cart;
      const api = await deps.api();
      try {
        cart = (await Promise.all([api.checkoutCart(id), loaded]))[0];
      } catch (error) {
        await loaded;
        if (status(error) === 404) return { kind: 'none' };
        throw error;
      }
      if (cart.order_id !== null) {
        const order = await api.checkoutOrder({ cart_unique_id: id, order_id: cart.order_id });
        return { kind: 'ordered', cart, order, to: orderDestination(order) };
      }
      if (cart.items.length === 0) return { kind: 'empty', cart };
      if (start) cart = await api.startCheckout(id);
      deps.cart.getState().setCheckoutCart(cart);
      deps.cart.getState().receive(cart);
      return { kind: 'ready', cart };
    },

    /** Saves fields of the checkout form (absent: unchanged, null: cleared). Throws the API's error (422 with fields). */
    update(body: UpdateCheckoutCartRequest): Promise<Cart> {
      return write(async () => changed(await (await deps.api()).updateCheckoutCart(requireId(), body)));
    },

    /** Applies a discount code; false when the API refused it (the store's discount error is then `invalid`). */
    async applyDiscount(code: string): Promise<boolean> {
      const { setDiscount } = deps.cart.getState();
      setDiscount({ loading: true, error: null, code });
      try {
        await write(async () => changed(await (await deps.api()).updateCheckoutCart(requireId(), { discount_code: normalizeCode(code) })));
        setDiscount({ loading: false, error: null, code: '' });
        return true;
      } catch (error) {
        setDiscount({ loading: false, error: fieldError(error, 'discount_code') !== null ? 'invalid' : 'failed' });
        return false;
      }
    },

    /** "Doorgaan zonder korting": forget the refused code and its error. */
    skipDiscount(): void {
      deps.cart.getState().setDiscount({ loading: false, error: null, code: '' });
    },

    removeDiscount(): Promise<Cart> {
      return write(async () => changed(await (await deps.api()).updateCheckoutCart(requireId(), { discount_code: null })));
    },

    /** Binds a gift card; throws the API's error (422 on `gift_card_code` for an unknown or used-up card). */
    addGiftCard(code: string): Promise<Cart> {
      const full = normalizeCode(code);
      return write(async () => changed(await (await deps.api()).bindGiftCard({ cart_unique_id: requireId(), gift_card_code: full })));
    },

    /** Unbinds a gift card by the id the cart lists it with (its code is shown masked). */
    removeGiftCard(giftCardId: number): Promise<Cart> {
      return write(async () => changed(await (await deps.api()).unbindGiftCard({ cart_unique_id: requireId(), gift_card_id: giftCardId })));
    },

    /** Shipping rates for a country before the address is saved (the cart's own rates otherwise). */
    async rates(country?: string): Promise<ShippingRate[]> {
      return (await deps.api()).shippingRates({ cart_unique_id: requireId(), ...(country ? { country } : {}) });
    },
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
