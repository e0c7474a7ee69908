/** Runs once when the server starts: opens, migrates and seeds the database before the first request (through the opener the process's entry registered: api/db/process-database.ts), and starts the mail outbox worker, the composer's scheduler, the end of time-limited sales and the expiry of unpaid card and PayPal orders. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // A wrong setting stops the start here, naming the variable (api/lib/env.ts).
  const { parseEnv } = await import('../api/lib/env');
  parseEnv();
  const { processDatabase } = await import('../api/db/process-database');
  const started = Date.now();
  const database = await processDatabase();
  // Sends the outbox's due mail (every instance runs one; they share the outbox).
  const { startMailWorker } = await import('../api/lib/mail-worker');
  startMailWorker(database.db);
  // Publishes and unpublishes the composer's scheduled pages (every instance runs one; page locks keep them apart).
  const [{ startComposerScheduler }, { checkBlock }] = await Promise.all([import('../api/modules/content'), import('./lib/block-check')]);
  startComposerScheduler(database.db, checkBlock);
  // Ends time-limited sales at their end date (every instance; one UPDATE decides).
  const { startSaleScheduler } = await import('../api/modules/catalog');
  startSaleScheduler(database.db);
  // Gives up card and PayPal orders left unpaid past their window (every instance; a lease per order keeps them apart).
  const [{ startUnpaidOrderExpiry }, { gatewaysFromEnv }] = await Promise.all([import('../api/modules/checkout'), import('../api/modules/payments')]);
  startUnpaidOrderExpiry(database.db, gatewaysFromEnv());
  const where = database.kind === 'pglite' ? `embedded PGlite in ${database.location}` : `PostgreSQL at ${database.location}`;
  console.log(`[shop] database: ${where} (ready in ${Date.now() - started} ms)`);
}
