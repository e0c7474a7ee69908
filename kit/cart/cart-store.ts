import { createStore } from 'zustand/vanilla';
import type { Cart, CartItem, UpdateCartItemRequest } from '../../api/contract/cart';
import type { AddCartItemInput } from '../data/client';
import { serial } from '../state/serial';
import { samePlace } from '../../domain/map/map-rules';
import { CART_ID_KEY, type KeyValueStorage } from '../state/stored-id';

/** The cart calls of kit/data/client (a structural type, so tests can pass fakes). */
export interface CartCalls {
  cart(uniqueId: string): Promise<Cart>;
  addCartItem(body: AddCartItemInput): Promise<Cart>;
  updateCartItem(itemId: number, body: UpdateCartItemRequest): Promise<Cart>;
  removeCartItem(itemId: number, cartUniqueId: string): Promise<Cart>;
  uploadMapImage(cartUniqueId: string, itemId: number, image: Blob): Promise<Cart>;
}

export type CartEvent = 'add_to_cart' | 'remove_from_cart';

export interface CartStoreDeps {
  /** The API, loaded on first use so the client and its contract stay out of first-load JS. */
  api: () => Promise<CartCalls>;
  storage: KeyValueStorage;
  /** Tells other tabs that this cart changed (cross-tab sync, UPDATE_CART). */
  announce?: (cart: Cart) => void;
  /** Analytics (spec section 4): failures must not reach the shopper. */
  track?: (type: CartEvent, payload: Record<string, unknown>) => void;
}

export interface DiscountCodeState {
  loading: boolean;
  error: string | null;
  code: string;
}

/** What to add; `mapImage`: a map line's merged image (kit/product/map-merge.ts), uploaded to the line. */
export type AddToCart = Omit<AddCartItemInput, 'cart_unique_id'> & { mapImage?: Blob };

/** The line an add of `item` went to: same configuration, engraving and place. */
export function addedLine(cart: Cart, item: AddToCart): CartItem | undefined {
  const sameConfig = (line: CartItem) => line.configuration_id === item.configuration_id || line.product_configuration_id === item.product_configuration_id;
  const place = item.options?.map;
  return cart.items.find(
    (line) =>
      sameConfig(line) &&
      (line.options.engraving ?? '') === (item.options?.engraving?.trim() ?? '') &&
      (place ? samePlace(line.options.map, place) : !line.options.map),
  );
}

export interface CartState {
  /** The regular cart (header count, drawer, cart page). */
  cart: Cart | null;
  /** The cart a checkout works on; kept apart from the regular one (spec section 4 "Cart"). */
  checkoutCart: Cart | null;
  /** `idle` before the first load; `error` when loading failed (the cart may be stale). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Lines being removed (in progress until the call ends, success or failure). */
  removing: number[];
  /** Lines whose quantity is being changed. */
  updating: number[];
  drawerOpen: boolean;
  discount: DiscountCodeState;

  /** Loads the stored cart (`cart_unique_id`); an unknown id is forgotten. */
  load(): Promise<Cart | null>;
  /** `/cart/{id}`: loads that cart and makes it the current one when it differs from the stored id. */
  loadById(uniqueId: string): Promise<Cart | null>;
  /** Fetches a cart again (another tab changed it); the id comes with the news, as storage may lag. */
  reload(uniqueId: string): Promise<Cart | null>;
  /** Adds a configuration and opens the drawer. Throws the API's error (stock limit, engraving). */
  add(item: AddToCart): Promise<Cart>;
  setQuantity(itemId: number, quantity: number): Promise<Cart>;
  remove(itemId: number): Promise<Cart>;
  /** Applies a cart the API returned, by the update rule (see `routeUpdatedCart`). */
  receive(cart: Cart): void;
  setCheckoutCart(cart: Cart | null): void;
  /** Forgets both carts and the stored id (after an order, or on sign-out). */
  reset(): void;
  setDrawerOpen(open: boolean): void;
  setDiscount(patch: Partial<DiscountCodeState>): void;
}

/**
 * Where an updated cart goes (spec section 4): with a checkout cart, to the checkout cart, and
 * also to the regular cart when the two share one unique_id; without one, to the regular cart.
 * `storeId` is the id to keep as the current cart id, when the regular cart changed.
 */
export function routeUpdatedCart(
  current: { cart: Cart | null; checkoutCart: Cart | null },
  updated: Cart,
): { cart: Cart | null; checkoutCart: Cart | null; storeId: string | null } {
  if (current.checkoutCart) {
    const shared = current.cart !== null && current.cart.unique_id === current.checkoutCart.unique_id;
    return { checkoutCart: updated, cart: shared ? updated : current.cart, storeId: shared ? updated.unique_id : null };
  }
  return { cart: updated, checkoutCart: null, storeId: updated.unique_id };
}

const without = (ids: number[], id: number) => ids.filter((x) => x !== id);

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

function linePayload(item: CartItem | undefined, quantity: number): Record<string, unknown> {
  if (!item) return { quantity };
  return { sku: item.configuration_id, product_id: item.product_id, title: item.title, quantity, value: item.final_cost * quantity };
}

export function createCartStore(deps: CartStoreDeps) {
  const write = serial();
  let loading: Promise<Cart | null> | null = null;

  const store = createStore<CartState>()((set, get) => {
    /** The cart id writes go to: the cart in memory, else the stored one. */
    const currentId = () => get().cart?.unique_id ?? deps.storage.getItem(CART_ID_KEY);

    function changed(cart: Cart): Cart {
      get().receive(cart);
      deps.announce?.(cart);
      return cart;
    }

    async function fetchCart(uniqueId: string): Promise<Cart | null> {
      set({ status: 'loading' });
      try {
        const cart = await (await deps.api()).cart(uniqueId);
        get().receive(cart);
        set({ status: 'ready' });
        return cart;
      } catch (error) {
        if (isNotFound(error)) {
          // The stored cart is gone (ordered, expired or never existed): start without one.
          if (deps.storage.getItem(CART_ID_KEY) === uniqueId) deps.storage.removeItem(CART_ID_KEY);
          set({ cart: get().cart?.unique_id === uniqueId ? null : get().cart, status: 'ready' });
          return null;
        }
        set({ status: 'error' });
        throw error;
      }
    }

    return {
      cart: null,
      checkoutCart: null,
      status: 'idle',
      removing: [],
      updating: [],
      drawerOpen: false,
      discount: { loading: false, error: null, code: '' },

      load() {
        loading ??= (async () => {
          const id = deps.storage.getItem(CART_ID_KEY);
          if (!id) {
            set({ cart: null, status: 'ready' });
            return null;
          }
          return fetchCart(id);
        })().finally(() => {
          loading = null;
        });
        return loading;
      },

      async loadById(uniqueId) {
        if (get().cart?.unique_id === uniqueId) return get().cart;
        if (deps.storage.getItem(CART_ID_KEY) === uniqueId) return get().load();
        return fetchCart(uniqueId);
      },

      reload: (uniqueId) => fetchCart(uniqueId),

      add({ mapImage, ...item }) {
        return write(async () => {
          const api = await deps.api();
          let cart = changed(
            await api.addCartItem({ ...item, cart_unique_id: currentId() }).catch((error: unknown) => {
              // The cart was ordered (in another tab, say): it is closed, so start a new one.
              if ((error as { code?: unknown } | null)?.code !== 'cart_ordered') throw error;
              deps.storage.removeItem(CART_ID_KEY);
              set({ cart: null, checkoutCart: null });
              return api.addCartItem({ ...item, cart_unique_id: null });
            }),
          );
          // A map line gets its merged image once (the same line again shows the same place and text).
          const mapLine = mapImage ? addedLine(cart, item) : undefined;
          if (mapImage && mapLine && !mapLine.image?.url.includes('/map-images/')) cart = changed(await api.uploadMapImage(cart.unique_id, mapLine.id, mapImage));
          set({ drawerOpen: true });
          const line = cart.items.find((i) => i.configuration_id === item.configuration_id || i.product_configuration_id === item.product_configuration_id);
          deps.track?.('add_to_cart', linePayload(line, item.quantity ?? 1));
          return cart;
        });
      },

      setQuantity(itemId, quantity) {
        set({ updating: [...get().updating, itemId] });
        return write(async () => {
          const id = currentId();
          if (!id) throw new Error('No cart');
          const before = get().cart?.items.find((i) => i.id === itemId);
          const cart = changed(await (await deps.api()).updateCartItem(itemId, { cart_unique_id: id, quantity }));
          if (before && quantity !== before.quantity) {
            deps.track?.(quantity > before.quantity ? 'add_to_cart' : 'remove_from_cart', linePayload(before, Math.abs(quantity - before.quantity)));
          }
          return cart;
        }).finally(() => set({ updating: without(get().updating, itemId) }));
      },

      remove(itemId) {
        set({ removing: [...get().removing, itemId] });
        return write(async () => {
          const id = currentId();
          if (!id) throw new Error('No cart');
          const before = get().cart?.items.find((i) => i.id === itemId);
          const cart = changed(await (await deps.api()).removeCartItem(itemId, id));
          deps.track?.('remove_from_cart', linePayload(before, before?.quantity ?? 1));
          return cart;
        }).finally(() => set({ removing: without(get().removing, itemId) }));
      },

      receive(cart) {
        const next = routeUpdatedCart(get(), cart);
        if (next.storeId && deps.storage.getItem(CART_ID_KEY) !== next.storeId) deps.storage.setItem(CART_ID_KEY, next.storeId);
        set({ cart: next.cart, checkoutCart: next.checkoutCart });
      },

      setCheckoutCart: (checkoutCart) => set({ checkoutCart }),

      reset() {
        deps.storage.removeItem(CART_ID_KEY);
        set({ cart: null, checkoutCart: null, removing: [], updating: [], discount: { loading: false, error: null, code: '' } });
      },

      setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
      setDiscount: (patch) => set({ discount: { ...get().discount, ...patch } }),
    };
  });
  return store;
}

export type CartStore = ReturnType<typeof createCartStore>;

/** Pieces in the cart (the header's count). */
export const cartCount = (state: Pick<CartState, 'cart'>) => state.cart?.items_count ?? 0;
