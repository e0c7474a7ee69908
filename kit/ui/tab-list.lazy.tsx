'use client';

import { idleIsland } from './idle-island';

/**
 * The behaviour of a tab list whose panels the server renders (the product page's details): it
 * loads when the list is near the viewport and the browser is idle, or when a tab takes the focus.
 * Until then the server's copy shows the first tab's panel. Hidden (below lg on the product page),
 * it never loads.
 */
export const TabListSlot = idleIsland(() => import('./tab-list.client').then((m) => m.TabListIsland), { when: 'visible' });
