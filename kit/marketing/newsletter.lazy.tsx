'use client';

import { idleIsland } from '../ui/idle-island';

/**
 * The newsletter form's island, loaded when it is near the viewport and the browser is idle (or when the shopper reaches into
 * the form): the footer shows it on every page, so it stays out of first-load JS and hydration.
 */
export const SubscriptionSlot = idleIsland(() => import('./newsletter.client').then((m) => m.SubscriptionIsland), { when: 'visible' });
