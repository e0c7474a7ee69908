import pg from 'pg';

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
