'use client';

import { idleIsland } from '../../kit/ui/idle-island';

/**
 * The recently-viewed island: loaded when the browser is idle, outside hydration (it sits below
 * the product page's buy box, whose own island must not wait for this one's code).
 */
export const LazyRecentlyViewed = idleIsland(() => import('./recently-viewed.client').then((m) => m.RecentlyViewedView));
