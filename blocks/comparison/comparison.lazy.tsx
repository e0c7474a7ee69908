'use client';

import { lazyIsland } from '../../kit/ui/lazy-island';

/** The comparison table's island, loaded on its own (see blocks/wishlist/wishlist.lazy.tsx). */
export const LazyComparisonView = lazyIsland(() => import('./comparison.client').then((m) => m.ComparisonView));
