'use client';

import { lazyIsland } from '../ui/lazy-island';

/** ProductDetails (tabs / accordions), below the fold: loaded after the page's first-load JS. */
export const LazyProductDetails = lazyIsland(() => import('./product-details').then((m) => m.ProductDetails));

/** ProductCarousel, below the fold: loaded after the page's first-load JS. */
export const LazyProductCarousel = lazyIsland(() => import('./product-carousel').then((m) => m.ProductCarousel));
