'use client';

import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { CartItem } from '../../api/contract/cart';
import type { Locale } from '../../domain/locale';
import { CartDrawer } from './cart-drawer';
import { CartView, type CartLabels } from './cart-view';
import { localizePath } from '../i18n/paths';
import type { CartStore } from './cart-store';
import { useLineEditing } from './line-editing';
import { loadRuntime } from '../shell/load';

export interface CartPanelProps {
  locale: Locale;
  currency: string;
  labels: CartLabels;
}

/** The runtime's cart store once loaded (after mount: the server renders the loading state). */
function useCartStore(): CartStore | null {
  const [store, setStore] = useState<CartStore | null>(null);
  useEffect(() => {
    let live = true;
    void loadRuntime().then((module) => live && setStore(module.runtime().cart));
    return () => {
      live = false;
    };
  }, []);
  return store;
}

function useCartProps({ locale, currency, labels }: CartPanelProps, store: CartStore) {
  const state = useStore(store);
  const edit = useLineEditing(store);
  const href = (path: string) => localizePath(path, locale);
  return {
    state,
    view: {
      cart: edit.display(state.cart),
      currency,
      locale,
      labels,
      loading: state.status === 'idle' || state.status === 'loading',
      error: state.status === 'error' && !state.cart ? true : null,
      onRetry: () => void store.getState().load().catch(() => undefined),
      removingIds: state.removing,
      onQuantityChange: edit.change,
      onRemove: edit.remove,
      productHref: (item: CartItem) => href(`/product/${item.slug}?configuration_id=${encodeURIComponent(item.configuration_id)}`),
      shopHref: href('/catalog'),
      checkoutHref: href('/checkout'),
    },
  };
}

/** The cart drawer on the runtime's cart (mounted by ShopRuntime the first time it opens). */
export default function CartDrawerPanel(props: CartPanelProps) {
  const store = useCartStore();
  return store ? <ConnectedDrawer {...props} store={store} /> : null;
}

function ConnectedDrawer({ store, ...props }: CartPanelProps & { store: CartStore }) {
  const { state, view } = useCartProps(props, store);
  return (
    <CartDrawer
      {...view}
      open={state.drawerOpen}
      onOpenChange={(open) => store.getState().setDrawerOpen(open)}
      cartHref={localizePath('/cart', props.locale)}
    />
  );
}

/** The cart page: `/cart`, or `/cart/{id}` which loads that cart when it differs from the stored one. */
export function CartPagePanel(props: CartPanelProps & { cartId?: string }) {
  const store = useCartStore();
  if (!store) {
    const href = (path: string) => localizePath(path, props.locale);
    return (
      <CartView
        cart={undefined}
        loading
        variant="page"
        currency={props.currency}
        locale={props.locale}
        labels={props.labels}
        onQuantityChange={() => undefined}
        onRemove={() => undefined}
        productHref={() => '#'}
        shopHref={href('/catalog')}
        checkoutHref={href('/checkout')}
      />
    );
  }
  return <ConnectedPage {...props} store={store} />;
}

function ConnectedPage({ store, cartId, ...props }: CartPanelProps & { store: CartStore; cartId?: string }) {
  const { view } = useCartProps(props, store);
  useEffect(() => {
    if (cartId) void store.getState().loadById(cartId).catch(() => undefined);
  }, [store, cartId]);
  return <CartView {...view} variant="page" />;
}
