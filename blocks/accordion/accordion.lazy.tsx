'use client';

import { lazyIsland } from '../../kit/ui/lazy-island';

/** The FAQ's island, loaded on its own: Radix Accordion stays out of every CMS page's first-load JS. */
export const LazyFaqAccordion = lazyIsland(() => import('./accordion.client').then((m) => m.FaqAccordion));
