/** Runs once when the server starts: opens, migrates and seeds the database before the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // A wrong setting stops the start here, naming the variable (api/lib/env.ts).
  const { parseEnv } = await import('../api/lib/env');
  parseEnv();
  const { getDatabase } = await import('../api/db/setup');
  const started = Date.now();
  const database = await getDatabase();
  const where = database.kind === 'pglite' ? `embedded PGlite in ${database.location}` : `PostgreSQL at ${database.location}`;
  console.log(`[shop] database: ${where} (ready in ${Date.now() - started} ms)`);
}
