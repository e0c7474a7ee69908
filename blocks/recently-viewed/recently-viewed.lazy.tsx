'use client';

import { lazyIsland } from '../../kit/ui/lazy-island';

/** The recently-viewed island, loaded on its own (the registry imports every block). */
export const LazyRecentlyViewed = lazyIsland(() => import('./recently-viewed.client').then((m) => m.RecentlyViewedView));
