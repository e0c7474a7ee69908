'use client';

import { idleIsland } from '../ui/idle-island';

/**
 * A product carousel's previous/next, loaded when it is near the viewport and the browser is idle (or when the shopper
 * reaches into them): the list scrolls and swipes without JavaScript, so only the buttons wait.
 */
export const CarouselButtonsSlot = idleIsland(() => import('./carousel-buttons.client').then((m) => m.CarouselButtons), { when: 'visible' });
