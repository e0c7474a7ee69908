import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** Server for the PostgreSQL runs; the machine's own by default. */
export const PG_SERVER = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement on the server's maintenance database (creating and dropping test databases). */
export async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A database of a test file's own, named `<prefix>_<random>`: `create()` copies the migrated and
 * seeded template (tests/api/global-setup.ts; without one, prepareDatabase creates and seeds it),
 * `url()` connects to it (through another port when given), `drop()` ends its sessions and drops it.
 */
export function testDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  return {
    name,
    async create(): Promise<void> {
      const template = inject('postgresTemplate');
      if (template) await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    },
    url(port?: number): string {
      const url = new URL(PG_SERVER);
      if (port !== undefined) url.port = String(port);
      url.pathname = `/${name}`;
      return url.toString();
    },
    drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_SERVER, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated and seeded PGlite data folder (tests/api/global-setup.ts). */
    pgliteSnapshot?: string;
    /** A migrated and seeded PostgreSQL database to copy (tests/api/global-setup.ts). */
    postgresTemplate?: string;
  }
}
