'use client';

import { lazyIsland } from '../../kit/ui/lazy-island';

/** The product page's promo countdown, loaded on its own: it stays out of the first-load JS of pages that show it only here. */
export const LazyPromoCountdown = lazyIsland(() => import('../../kit/commerce/promo-countdown').then((m) => m.PromoCountdown));
