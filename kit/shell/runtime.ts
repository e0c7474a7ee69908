import type { Locale } from '../../domain/locale';
import type { ListKind } from '../../api/contract/lists';
import { ApiError } from '../data/api-error';
import type { ApiClient } from '../data/client';
import { createTracker, trackPageView, type Track } from '../state/analytics';
import { withIntegrations } from '../integrations/relay';
import { createCartStore, type CartStore } from '../cart/cart-store';
import { createCheckout, type Checkout } from '../checkout/checkout-store';
import { dialogStore } from '../state/dialog-store';
import { createListStore, type ListStore } from '../saved-lists/list-store';
import { paintWishlistCount } from '../saved-lists/wishlist-count';
import { trackedTransport } from './loading-bar-store';
import { shopView, type ShopActions } from '../state/shop-view';
import { browserStorage, memoryStorage, type KeyValueStorage } from '../state/stored-id';
import { createTabSync, type TabMessage } from '../state/tab-sync';
import { watchChunkFailures } from '../ui/chunk-reload';

/** Texts the runtime itself shows (through the system dialog). */
export interface RuntimeTexts {
  errorTitle: string;
  noDefaultSku: string;
  addFailed: string;
}

export interface RuntimeConfig {
  locale: Locale;
  texts: RuntimeTexts;
}

/**
 * The shop's client runtime: the cart, wishlist and comparison stores on the API, cross-tab sync
 * and analytics. Loaded after the page is interactive (or on the first click that needs it), so
 * none of it — stores, API client, contract — is in a page's first-load JavaScript.
 */
let config: RuntimeConfig | null = null;
let instance: Runtime | null = null;

export interface Runtime {
  locale: Locale;
  cart: CartStore;
  lists: Record<ListKind, ListStore>;
  track: Track;
  actions: ShopActions;
  started: Promise<void>;
  /** The API client (the checkout's payment calls), loaded with the contract it checks answers against on the first call. */
  api(): Promise<ApiClient>;
  /** The checkout's work on the cart store (checkout pages). */
  checkout: Checkout;
  /** This tab's sessionStorage (memory when blocked). */
  session: KeyValueStorage;
  /** localStorage (memory when blocked). */
  storage: KeyValueStorage;
}

function sessionStore(): KeyValueStorage {
  try {
    const storage = window.sessionStorage;
    storage.setItem('__shop_probe__', '1');
    storage.removeItem('__shop_probe__');
    return storage;
  } catch {
    return memoryStorage();
  }
}

export function configure(next: RuntimeConfig): void {
  config = next;
}

function create(): Runtime {
  const { locale, texts } = config ?? { locale: document.documentElement.lang === 'en' ? 'en' : 'nl', texts: { errorTitle: 'Error', noDefaultSku: 'No default_sku', addFailed: 'Error' } };
  // The client and the contract (zod) load on the first call: a shopper with no cart or lists
  // makes none at start, so the page's idle time is not spent building schemas. Its calls run the
  // global loading bar (spec section 2).
  let client: Promise<ApiClient> | undefined;
  const api = () =>
    (client ??= import('../data/client').then(({ createApiClient, httpTransport }) =>
      createApiClient({ transport: trackedTransport(httpTransport()), origin: window.location.origin, lang: locale }),
    ));
  const storage = browserStorage();
  // The shop's own events, and the page's enabled third-party integrations (kit/integrations).
  const track = withIntegrations(createTracker({ endpoint: '/api/v1/events/frontend-event' }));

  const sync = createTabSync({ apply: (message) => apply(message) });
  const cart = createCartStore({
    api,
    storage,
    track,
    announce: (c) => sync.post({ type: 'UPDATE_CART', cartId: c.unique_id, updatedAt: c.updated_at }),
  });
  const listStore = (kind: ListKind) =>
    createListStore({ kind, api, storage, track, announce: (_, uniqueId) => sync.post({ type: 'UPDATE_LIST', kind, uniqueId }) });
  const lists: Record<ListKind, ListStore> = { wishlist: listStore('wishlist'), comparison: listStore('comparison') };
  const session = sessionStore();
  const checkout = createCheckout({ api, cart, storage, post: (message) => sync.post(message) });

  // Mirror what the always-present islands show (header count, toggles, list blocks).
  cart.subscribe((state) => shopView.setState({ cartCount: state.cart?.items_count ?? 0, drawerOpen: state.drawerOpen }));
  for (const kind of ['wishlist', 'comparison'] as const) {
    lists[kind].subscribe((state) =>
      shopView.setState({ [kind]: { skus: state.baggage.map((e) => e.sku), items: state.items, status: state.status } }),
    );
  }
  // The header heart's count (server HTML, no island of its own).
  lists.wishlist.subscribe((state, before) => {
    if (state.baggage.length !== before.baggage.length) paintWishlistCount(document, state.baggage.length);
  });

  function apply(message: TabMessage) {
    switch (message.type) {
      case 'AUTH':
        // Reloading is the layout's listener's job (shop-runtime.client.tsx): it listens from hydration on.
        return;
      case 'UPDATE_CART': {
        // The message carries the id: the other tab's localStorage write may not be visible here yet.
        const current = cart.getState().cart;
        if (current?.unique_id !== message.cartId || current.updated_at !== message.updatedAt) void cart.getState().reload(message.cartId).catch(() => undefined);
        return;
      }
      case 'UPDATE_CHECKOUT_CART': {
        const open = cart.getState().checkoutCart;
        if (/^(\/en)?\/checkout(\/|$)/.test(window.location.pathname) && open?.unique_id === message.cartId) {
          // With a loader (spec section 4): the checkout shows its amounts as busy until the cart is in.
          shopView.setState({ loading: true });
          void api()
            .then((client) => client.checkoutCart(message.cartId))
            .then((fresh) => cart.getState().setCheckoutCart(fresh), () => undefined)
            .finally(() => shopView.setState({ loading: false }));
        }
        return;
      }
      case 'UPDATE_LIST':
        void lists[message.kind].getState().load(message.uniqueId).catch(() => undefined);
        return;
    }
  }

  const alert = (message: string, title?: string) => dialogStore.getState().alert({ message, title }).catch(() => undefined);

  const actions: ShopActions = {
    async addToCart(item) {
      try {
        await cart.getState().add(item);
        return true;
      } catch (error) {
        const field = error instanceof ApiError ? Object.values(error.fields ?? {})[0] : undefined;
        void alert(field ?? (error instanceof ApiError && error.status === 422 ? error.message : texts.addFailed), texts.errorTitle);
        return false;
      }
    },
    async toggleList(kind, sku) {
      if (!sku) {
        // Spec section 5: a product without a default configuration cannot be listed.
        void alert(texts.noDefaultSku, texts.errorTitle);
        return;
      }
      // Spec section 8: list failures are silent (the store has reloaded the stored list).
      await lists[kind].getState().toggle(sku).catch(() => undefined);
    },
    openCart() {
      cart.getState().setDrawerOpen(true);
      if (cart.getState().status === 'idle') void cart.getState().load().catch(() => undefined);
    },
    refreshList: (kind) => lists[kind].getState().load().catch(() => undefined),
    track,
    api,
  };

  // Start-up (spec section 4): the cart (then shipping methods, once checkout exists), and the
  // lists in parallel; failures are ignored here (the views show their error states).
  const started = Promise.allSettled([cart.getState().load(), lists.wishlist.getState().load(), lists.comparison.getState().load()]).then(() => undefined);

  return { locale, cart, lists, track, actions, started, api, checkout, session, storage };
}

/** The runtime, created and started once per page load. */
export function runtime(): Runtime {
  if (!instance) {
    instance = create();
    // A chunk that no longer loads (a new build was deployed while the page was open): reload once.
    watchChunkFailures();
  }
  return instance;
}

/** The cache versions, every 3 minutes (kit/shell/cache-versions.ts); here so it loads with the runtime, not with the page. */
export { watchCacheVersions } from './cache-versions';
/** Sign-in and sign-out in other tabs (kit/state/auth-listener.ts); with the runtime, not in first-load JS. */
export { listenForAuth } from '../state/auth-listener';

/**
 * Page-view analytics for the current route; returns the stop function. Also counts the wishlist
 * on the header heart again: a route into another layout brings a new header.
 */
export function pageView(): () => void {
  const shop = runtime();
  paintWishlistCount(document, shop.lists.wishlist.getState().baggage.length);
  return trackPageView(shop.track);
}
