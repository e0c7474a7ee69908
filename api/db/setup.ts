import { sql } from 'drizzle-orm';
import { migrationsFolder, queryRows, targetFromEnv, type Database, type DatabaseTarget } from './client';
import { openDatabase } from './open';
import { shareDatabaseOpener } from './process-database';

/** Key of the advisory lock that serialises migration and seeding between processes. */
const SETUP_LOCK = 724_551_001;

/** Applies the SQL migrations in api/db/migrations (the one migration set for both drivers). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: migrationsFolder() });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder: migrationsFolder() });
  }
}

export async function isSeeded(database: Database): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM languages`);
  return Number(row?.n ?? 0) > 0;
}

export interface PrepareOptions {
  /** Seed the demo shop when the database is empty (default true). */
  seed?: boolean;
  log?: (line: string) => void;
}

/** Opens, migrates and (when empty) seeds a database, holding a lock so parallel starts are safe. */
export async function prepareDatabase(target: DatabaseTarget, options: PrepareOptions = {}): Promise<Database> {
  const database = await openDatabase(target);
  try {
    await database.exclusive(SETUP_LOCK, async () => {
      await migrateDatabase(database);
      if (options.seed !== false && !(await isSeeded(database))) {
        const started = Date.now();
        const { seedDatabase } = await import('../seed');
        const summary = await seedDatabase(database.db);
        options.log?.(`Seeded the demo shop (${summary}) in ${Date.now() - started} ms`);
      } else if (options.seed !== false) {
        const { ensureStorefrontPages } = await import('../seed');
        const added = await ensureStorefrontPages(database.db);
        if (added.length > 0) options.log?.(`Added storefront pages: ${added.join(', ')}`);
      }
    });
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}

const globalKey = Symbol.for('juwelier.database');
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Database> };

/**
 * The process-wide database of the running shop (one PGlite per data folder per process).
 * A failed start is not cached, so the next call tries again.
 */
export function getDatabase(): Promise<Database> {
  const holder = globalThis as GlobalWithDb;
  if (!holder[globalKey]) {
    const target = targetFromEnv();
    const pending = prepareDatabase(target, { log: (line) => console.log(`[db] ${line}`) });
    holder[globalKey] = pending;
    pending.catch(() => {
      if (holder[globalKey] === pending) delete holder[globalKey];
    });
  }
  return holder[globalKey];
}

// Next's bundle reaches this process's database through the opener (api/db/process-database.ts).
shareDatabaseOpener(getDatabase);
