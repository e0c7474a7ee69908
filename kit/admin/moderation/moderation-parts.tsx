'use client';

import type { ReactNode } from 'react';

/** One item of a queue: who and where as its heading, when, the words, and the actions. */
export function QueueItem({ id, heading, meta, body, actions }: { id: string; heading: string; meta: string; body: string; actions: ReactNode }) {
  return (
    <li aria-labelledby={id} className="flex flex-col gap-2 border border-line p-4">
      <h2 id={id} className="text-sm font-semibold break-all">
        {heading}
      </h2>
      <p className="text-xs text-ink-muted">{meta}</p>
      <p className="text-sm whitespace-pre-line">{body}</p>
      <div className="flex flex-wrap gap-3">{actions}</div>
    </li>
  );
}
