import pg from 'pg';

/**
 * A PostgreSQL database of its own for a spec that starts its own shop instances (the e2e shop's
 * embedded database cannot be written from a spec): created before, dropped after.
 */
export function throwawayDatabase(prefix: string) {
  const admin = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${Date.now().toString(36)}`;
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const adminQuery = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    url: url.toString(),
    create: () => adminQuery(`CREATE DATABASE "${name}"`),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
