'use client';

import { lazyIsland } from '../ui/lazy-island';

/**
 * The listing's island, loaded on its own: the registry imports every block, so a static import
 * would put the listing's code into the first-load JS of every CMS page (the product page too).
 */
export const LazyCatalogListing = lazyIsland(() => import('./catalog-listing.client').then((m) => m.CatalogListing));
