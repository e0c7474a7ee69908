import type { Database } from './client';

const openerKey = Symbol.for('juwelier.database.open');
type WithOpener = typeof globalThis & { [openerKey]?: () => Promise<Database> };

/**
 * Makes `open` the process's way to its database (api/db/setup.ts's getDatabase registers itself
 * when the process's entry imports it: host/server/main.ts, api/server.ts, the tests' servers).
 */
export function shareDatabaseOpener(open: () => Promise<Database>): void {
  (globalThis as WithOpener)[openerKey] = open;
}

/**
 * The process's database, for the code in Next's bundle (host/lib/api.ts, host/instrumentation.ts).
 * The bundle does not open databases itself (see api/db/open.ts for why): it asks the opener the
 * entry registered, which opens once, shares the one database, and tries again after a failed start.
 */
export function processDatabase(): Promise<Database> {
  const open = (globalThis as WithOpener)[openerKey];
  if (!open) return Promise.reject(new Error('no database opener: start the shop with host/server/main.ts (npm start), which opens the database'));
  return open();
}
