'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { loadingBar } from './loading-bar-store';
import { shopView } from '../state/shop-view';

const GlobalLoaderView = lazy(() => import('./global-loader-view.client'));

const hasRun = () => loadingBar.get() !== null;

/**
 * The layout's global loaders: the loading bar (client navigations, started by
 * instrumentation-client.ts and ended here when the URL changes, and the runtime's API calls)
 * and the spinner while the global loader flag is on. Their drawing loads the first time
 * something runs (the bar shows only after 200 ms anyway), so it is not first-load JS.
 */
export function GlobalLoader({ label }: { label: string }) {
  const started = useSyncExternalStore(loadingBar.subscribe, hasRun, () => false);
  const busy = useStore(shopView, (view) => view.loading);
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => loadingBar.navigationEnded(), [pathname, search]);

  // Its own boundary: this component must not suspend, or remounting would end a navigation.
  return started || busy ? (
    <Suspense fallback={null}>
      <GlobalLoaderView label={label} />
    </Suspense>
  ) : null;
}
