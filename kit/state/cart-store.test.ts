import { describe, expect, it } from 'vitest';
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
