'use client';

import { idleIsland } from './idle-island';

/**
 * A slider's controls, loaded when the browser is idle (or when the shopper reaches into them):
 * the slides are server HTML that swipes without JavaScript, so only the buttons and autoplay
 * wait, and no page that can hold a slider carries their code in its first-load JS.
 */
export const SliderControlsSlot = idleIsland(() => import('./slider-controls.client').then((m) => m.SliderControls));
