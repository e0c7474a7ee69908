import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../api/contract/cart';
import { routeUpdatedCart } from './cart-store';

const cart = (unique_id: string, final_amount = 0) => ({ unique_id, final_amount }) as Cart;

describe('routeUpdatedCart (spec section 4 "Cart")', () => {
  it('without a checkout cart, updates the regular cart and keeps its id', () => {
    const updated = cart('b');
    expect(routeUpdatedCart({ cart: cart('a'), checkoutCart: null }, updated)).toEqual({ cart: updated, checkoutCart: null, storeId: 'b' });
  });

  it('with a checkout cart of the same id, updates both', () => {
    const updated = cart('a', 5);
    expect(routeUpdatedCart({ cart: cart('a'), checkoutCart: cart('a') }, updated)).toEqual({ cart: updated, checkoutCart: updated, storeId: 'a' });
  });

  it('with a checkout cart of another id, updates only the checkout cart', () => {
    const regular = cart('a');
    const updated = cart('c', 5);
    expect(routeUpdatedCart({ cart: regular, checkoutCart: cart('c') }, updated)).toEqual({ cart: regular, checkoutCart: updated, storeId: null });
  });
});

describe('adding to an ordered cart', () => {
  it('starts a new cart when the stored one was ordered meanwhile (409 cart_ordered)', async () => {
    const { createCartStore } = await import('./cart-store');
    const { memoryStorage, CART_ID_KEY } = await import('../state/stored-id');
    const fresh = { unique_id: 'new-cart', items: [], items_count: 1 } as unknown as Cart;
    const addCartItem = vi.fn(async (body: { cart_unique_id?: string | null }) => {
      if (body.cart_unique_id === 'ordered') throw Object.assign(new Error('ordered'), { status: 409, code: 'cart_ordered' });
      return fresh;
    });
    const storage = memoryStorage({ [CART_ID_KEY]: 'ordered' });
    const store = createCartStore({ api: async () => ({ cart: vi.fn(), addCartItem, updateCartItem: vi.fn(), removeCartItem: vi.fn(), uploadMapImage: vi.fn() }), storage });
    await store.getState().add({ configuration_id: 'SKU-1' });
    expect(addCartItem).toHaveBeenLastCalledWith({ configuration_id: 'SKU-1', cart_unique_id: null });
    expect(storage.getItem(CART_ID_KEY)).toBe('new-cart');
  });
});
