'use client';

import { idleIsland } from '../ui/idle-island';

/**
 * The product page's image viewer (`AssetViewer`), loaded when the browser is idle: it renders
 * nothing until an image is clicked, so it has no server copy and stays out of the first-load JS.
 */
export const AssetViewerSlot = idleIsland(() => import('./asset-viewer').then((m) => m.AssetViewer));
