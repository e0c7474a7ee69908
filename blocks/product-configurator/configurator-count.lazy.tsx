'use client';

import { lazyIsland } from '../../kit/ui/lazy-island';

/** The configurator's live count, loaded on its own: the registry imports every block, so a static import would add it to every CMS page's first-load JS. */
export const LazyConfiguratorCount = lazyIsland(() => import('./configurator-count.client').then((m) => m.ConfiguratorCount));
