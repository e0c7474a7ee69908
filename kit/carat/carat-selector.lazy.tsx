'use client';

import { lazyIsland } from '../ui/lazy-island';

/**
 * The shape selector's island, loaded on its own: the registry imports every block, so a static
 * import would put it (and the table reader with zod) into the first-load JS of every CMS page.
 */
export const LazyCaratSelector = lazyIsland(() => import('./carat-selector.client').then((m) => m.CaratSelector));
