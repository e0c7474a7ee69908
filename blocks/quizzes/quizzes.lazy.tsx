'use client';

import { lazyIsland } from '../../kit/ui/lazy-island';

/** The quiz's island, loaded on its own (the registry imports every block). */
export const LazyQuiz = lazyIsland(() => import('./quizzes.client').then((m) => m.QuizView));
