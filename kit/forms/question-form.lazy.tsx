'use client';

import { idleIsland } from '../ui/idle-island';

/**
 * The question form's island, loaded when it is near the viewport and the browser is idle or when the shopper reaches into
 * the form. Not a lazy island that hydration waits for: the form sits below a product page's
 * buy box, whose island must not wait for this code.
 */
export const QuestionFormSlot = idleIsland(() => import('./question-form.client').then((m) => m.QuestionFormIsland), { when: 'visible' });
