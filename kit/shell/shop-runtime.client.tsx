'use client';

import { usePathname, useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { SystemDialogLabels } from './system-dialog';
import { shopView } from '../state/shop-view';
import { whenIdle } from '../ui/when-idle';
import type { CartPanelProps } from '../cart/cart-panel.client';
import { loadRuntime, setRuntimeConfig } from './load';
import type { RuntimeTexts } from './runtime';

const CartDrawerPanel = lazy(() => import('../cart/cart-panel.client'));
// The loading bar and spinner join once the runtime runs: a navigation started before then is
// ended when they mount (the store comes with them, not in first-load JS).
const GlobalLoader = lazy(() => import('./global-loader.client').then((m) => ({ default: m.GlobalLoader })));
const SystemDialog = lazy(() => import('./system-dialog').then((m) => ({ default: m.SystemDialog })));

export interface ShopRuntimeProps extends CartPanelProps {
  texts: RuntimeTexts;
  dialog: SystemDialogLabels;
  /** The global spinner's text; the cart's loading text when not given. */
  loaderLabel?: string;
}

/**
 * The shop runtime's foothold in the default layout: configures it, starts it once the page is
 * idle (cart, lists, cross-tab sync), reports page views, shows the global loading bar and
 * spinner, and mounts the cart drawer and the system dialog the first time they are needed (the
 * dialog when the first alert or confirm is asked for: until then its code does not load).
 */
export function ShopRuntime({ texts, dialog, loaderLabel, ...cart }: ShopRuntimeProps) {
  setRuntimeConfig({ locale: cart.locale, texts });
  const pathname = usePathname();
  const router = useRouter();
  const drawerOpen = useStore(shopView, (view) => view.drawerOpen);
  const dialogAsked = useStore(shopView, (view) => view.dialogAsked);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [started, setStarted] = useState(false);

  useEffect(() => whenIdle(() => void loadRuntime().then(() => setStarted(true))), []);

  // Sign-in and sign-out in another tab reload this one (spec: AUTH wins). Listened to once the
  // runtime is in: a change made before then, even while this page was loading, is found by the
  // time of the last change in storage, so the listener need not be in first-load JS.
  useRuntime(started, (module) => module.listenForAuth(() => window.location.reload()), []);

  // Spec section 7: when the shop's data changed (cache versions, every 3 minutes), the open page
  // is rendered again on the server; what the shopper typed or opened stays.
  useRuntime(started, (module) => module.watchCacheVersions(() => router.refresh()), [router]);

  useRuntime(started, (module) => module.pageView(), [pathname]);

  if (drawerOpen && !drawerUsed) setDrawerUsed(true);

  return (
    <>
      {/* Its own boundary: the lazy parts below suspending must not unmount the loaders. */}
      <Suspense fallback={null}>
        {started ? <GlobalLoader label={loaderLabel ?? cart.labels.loading} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {drawerUsed ? <CartDrawerPanel {...cart} /> : null}
        {dialogAsked ? <SystemDialog labels={dialog} /> : null}
      </Suspense>
    </>
  );
}

/** Once the runtime has started: runs `start` with its module and calls what it returns when `deps` change or the layout goes. */
function useRuntime(started: boolean, start: (module: Awaited<ReturnType<typeof loadRuntime>>) => () => void, deps: unknown[]) {
  useEffect(() => {
    if (!started) return;
    let stop: (() => void) | undefined;
    let live = true;
    void loadRuntime().then((module) => {
      if (live) stop = start(module);
    });
    return () => {
      live = false;
      stop?.();
    };
    // `start` is a new function every render; `deps` say when it must run again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [started, ...deps]);
}
