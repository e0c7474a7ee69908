import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a page render read, collected while Next renders it (host/server/page-cache.ts decides
 * from it whether and under which tags the page is stored). The shop's server (loaded by tsx)
 * and Next's bundle each load their own copy of this module, so the one store lives on
 * globalThis.
 */
export interface RenderRecord {
  /** Cache tags of every API answer the render read (api/lib/cache-tags.ts). */
  tags: Set<string>;
  /** An answer without tags was read (personal or uncached data): the page is not stored. */
  untagged: boolean;
}

const key = Symbol.for('juwelier.render-context');
type Holder = typeof globalThis & { [key]?: AsyncLocalStorage<RenderRecord> };

function storage(): AsyncLocalStorage<RenderRecord> {
  const holder = globalThis as Holder;
  holder[key] ??= new AsyncLocalStorage<RenderRecord>();
  return holder[key];
}

/** Runs `fn` (a request Next handles) with a fresh record of what it reads. */
export function recordRender<T>(record: RenderRecord, fn: () => T): T {
  return storage().run(record, fn);
}

/** Notes an API answer read while rendering: its X-Cache-Tags value, or null when it had none. */
export function noteAnswer(tags: string | null): void {
  const record = storage().getStore();
  if (!record) return;
  if (tags === null) record.untagged = true;
  else for (const tag of tags.split(',')) if (tag) record.tags.add(tag);
}
