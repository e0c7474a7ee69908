'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { whenIdle } from '../ui/when-idle';
import type { PopupIslandProps, PopupRoute } from './popup-island.client';

export type MarketingPopupProps = Omit<PopupIslandProps, 'path' | 'routes'>;

let island: ComponentType<PopupIslandProps> | null = null;

/**
 * The marketing popup's foothold in the default layout: it notes each route change (App Router
 * navigation: the path) and loads the popup island when the browser is idle. The island waits
 * 4 s after each route change, then asks the API which popup to open. Renders nothing until then,
 * so none of it — dialog, rules, requests — is in a page's first-load JS.
 */
export function MarketingPopup(props: MarketingPopupProps) {
  const pathname = usePathname();
  const routes = useRef<PopupRoute[]>([]);
  const [Island, setIsland] = useState<ComponentType<PopupIslandProps> | null>(() => island);

  // Noted before any passive effect runs, so the island's effect for this path finds its route.
  // The same path again (Strict Mode's second run) is not a new route.
  useLayoutEffect(() => {
    const log = routes.current;
    if (log.at(-1)?.path !== pathname) log.push({ path: pathname, index: log.length, at: Date.now() });
  }, [pathname]);

  useEffect(() => {
    if (Island) return;
    let live = true;
    const cancel = whenIdle(
      () =>
        void import('./popup-island.client').then((module) => {
          island = module.PopupIsland;
          if (live) setIsland(() => module.PopupIsland);
        }),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [Island]);

  return Island ? <Island {...props} path={pathname} routes={routes} /> : null;
}
