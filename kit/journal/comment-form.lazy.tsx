'use client';

import { idleIsland } from '../ui/idle-island';

/**
 * The comment form's island, loaded when it is near the viewport and the browser is idle or when the reader reaches into the
 * form: it sits below the post, so it stays out of the post page's first-load JS and hydration.
 */
export const CommentFormSlot = idleIsland(() => import('./comment-form.client').then((m) => m.CommentFormIsland), { when: 'visible' });
