'use client';

import { lazyIsland } from '../../kit/ui/lazy-island';

/**
 * The configurator's live count, loaded on its own: the registry puts every block's islands in
 * each CMS page's first-load JS, and this one (with the catalogue fetch) is only on pages that
 * show a configurator. It counts after load in any case, and the form works without it.
 */
export const LazyConfiguratorCount = lazyIsland(() => import('./configurator-count.client').then((m) => m.ConfiguratorCount));
