'use client';

import { idleIsland } from '../ui/idle-island';

/**
 * The header search's island, loaded when the browser is idle (or when focus reaches the button):
 * the header is on every page, so it stays out of first-load JS and hydration. The popup itself
 * loads when the shopper reaches for the button.
 */
export const SearchSlot = idleIsland(() => import('./search-button.client').then((m) => m.SearchButton));
