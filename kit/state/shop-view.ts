import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { ListItem, ListKind } from '../../api/contract/lists';
import type { AddToCart } from '../cart/cart-store';
import type { ApiClient } from '../data/client';
import type { Track } from './analytics';

/**
 * What the always-present parts of the page show of the shop's state: the header's cart count and
 * the pressed state of wishlist/compare toggles. The shop runtime (host) fills it once it has
 * started, after the page is interactive; it keeps the stores, the API client and its contract out
 * of every page's first-load JavaScript.
 */
export interface ShopView {
  cartCount: number;
  drawerOpen: boolean;
  /**
   * The open header menu (spec section 4: mobile menu and side menu toggle): `mobile` the main
   * menu's sheet below the desktop breakpoint, `side` the service and account links ("Meer").
   * One at a time, so one field.
   */
  menu: HeaderMenu | null;
  /** The global loader flag (spec section 2): a change from another tab is being fetched. */
  loading: boolean;
  /** A system dialog (alert or confirm) has been asked for: the host mounts the dialog from then on. */
  dialogAsked: boolean;
  wishlist: ShopListView;
  comparison: ShopListView;
}

export type HeaderMenu = 'mobile' | 'side';

/** A wishlist or comparison list as the page shows it. */
export interface ShopListView {
  /** SKUs on the list (the toggles' pressed state). */
  skus: string[];
  /** Display items of the last load (the wishlist and comparison blocks). */
  items: ListItem[];
  /** `idle` until the runtime loaded the stored list. */
  status: 'idle' | 'loading' | 'ready' | 'error';
}

/** What the runtime does for the page's islands. */
export interface ShopActions {
  /** Adds to the cart and opens the drawer; false when refused (the reason was shown to the shopper). */
  addToCart(item: AddToCart): Promise<boolean>;
  /** Absent → added, present → removed. Without a SKU the shopper is told 'No default_sku'. */
  toggleList(kind: ListKind, sku: string | null | undefined): Promise<void>;
  openCart(): void;
  /** Loads a list again with its display items (the list pages, on opening). */
  refreshList(kind: ListKind): Promise<void>;
  /** Sends an analytics event, to the shop and the page's integrations (the header search's `search`). */
  track: Track;
  /** The runtime's API client, for an island's own calls (a product's notify-me form): islands carry no client of their own. */
  api(): Promise<ApiClient>;
}

export const emptyListView: ShopListView = { skus: [], items: [], status: 'idle' };

export const shopView = createStore<ShopView>()(() => ({
  cartCount: 0,
  drawerOpen: false,
  menu: null,
  loading: false,
  dialogAsked: false,
  wishlist: emptyListView,
  comparison: emptyListView,
}));

let loadActions: (() => Promise<ShopActions>) | null = null;

/** The host registers how to load the runtime (a dynamic import), before any island can call it. */
export function provideShop(load: () => Promise<ShopActions>): void {
  loadActions = load;
}

/** The runtime's actions, loading it on first use. */
export function withShop(): Promise<ShopActions> {
  if (!loadActions) return Promise.reject(new Error('The shop runtime is not provided'));
  return loadActions();
}

/** A wishlist/compare toggle's state and action for one SKU. */
export function useListToggle(kind: ListKind, sku: string | null | undefined) {
  const pressed = useStore(shopView, (view) => (sku ? view[kind].skus.includes(sku) : false));
  // The runtime shows what went wrong; a missing runtime (a story without one) is only logged.
  return { pressed, toggle: () => withShop().then((shop) => shop.toggleList(kind, sku), (error: unknown) => console.error(error)) };
}

export const useCartCount = () => useStore(shopView, (view) => view.cartCount);

/** Whether a header menu is open; it needs no runtime, so the header's buttons set it directly. */
export const useMenuOpen = (menu: HeaderMenu) => useStore(shopView, (view) => view.menu === menu);

export function setMenuOpen(menu: HeaderMenu, open: boolean): void {
  shopView.setState((view) => ({ menu: open ? menu : view.menu === menu ? null : view.menu }));
}

/** A list's view (the list blocks). */
export const useListView = (kind: ListKind) => useStore(shopView, (view) => view[kind]);
