import { useEffect, useRef, useState } from 'react';
import type { Cart } from '../../api/contract/cart';
import type { CartStore } from './cart-store';

/** How long a quantity rests before it is sent: typing "12" or pressing + three times is one call. */
export const QUANTITY_DEBOUNCE_MS = 400;

/**
 * Quantity edits and removals of cart lines for the drawer and the cart page: a changed quantity
 * shows at once and is sent after a pause; a failed change falls back to the server's quantity
 * (spec section 8: cart item update/removal failures are silent).
 */
export function useLineEditing(store: CartStore | null) {
  const [pending, setPending] = useState<Record<number, number>>({});
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const map = timers.current;
    return () => map.forEach(clearTimeout);
  }, []);

  function change(itemId: number, quantity: number) {
    if (!store) return;
    setPending((current) => ({ ...current, [itemId]: quantity }));
    clearTimeout(timers.current.get(itemId));
    timers.current.set(
      itemId,
      setTimeout(() => {
        timers.current.delete(itemId);
        void store
          .getState()
          .setQuantity(itemId, quantity)
          .catch(() => undefined)
          .finally(() =>
            setPending((current) => {
              if (current[itemId] !== quantity) return current;
              const next = { ...current };
              delete next[itemId];
              return next;
            }),
          );
      }, QUANTITY_DEBOUNCE_MS),
    );
  }

  function remove(itemId: number) {
    clearTimeout(timers.current.get(itemId));
    void store?.getState().remove(itemId).catch(() => undefined);
  }

  /** The cart with the quantities still being sent. */
  function display(cart: Cart | null): Cart | undefined {
    if (!cart) return undefined;
    if (Object.keys(pending).length === 0) return cart;
    return { ...cart, items: cart.items.map((item) => (item.id in pending ? { ...item, quantity: pending[item.id]! } : item)) };
  }

  return { change, remove, display };
}
