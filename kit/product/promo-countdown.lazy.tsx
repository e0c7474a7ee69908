'use client';

import { lazyIsland } from '../ui/lazy-island';

/**
 * The promo countdown, loaded on its own (the product page and the sale-product block): it stays
 * out of the first-load JS of every page that imports it, and the server's HTML shows the time
 * left until the code is there.
 */
export const LazyPromoCountdown = lazyIsland(() => import('./promo-countdown').then((m) => m.PromoCountdown));
