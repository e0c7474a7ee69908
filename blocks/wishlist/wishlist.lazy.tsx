'use client';

import { lazyIsland } from '../../kit/ui/lazy-island';

/**
 * The wishlist's island, loaded on its own: the registry imports every block, so a static import
 * would put it (and the button classes it merges) into the first-load JS of every CMS page.
 */
export const LazyWishlistView = lazyIsland(() => import('./wishlist.client').then((m) => m.WishlistView));
