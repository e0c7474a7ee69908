/**
 * Database commands: `npm run db:migrate` and `npm run db:seed [-- --products N] [-- --reset]`.
 * Uses DATABASE_URL when set, else the embedded PGlite in ./data/pglite (stop the shop first:
 * one PGlite data folder belongs to one process).
 */
import { sql } from 'drizzle-orm';
import { targetFromEnv } from './client';
import { openDatabase } from './open';
import { isSeeded, migrateDatabase } from './setup';

const [command, ...args] = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : (args[index + 1] ?? '');
};

const database = await openDatabase(targetFromEnv());
try {
  await migrateDatabase(database);
  if (command === 'migrate') {
    console.log(`[db] migrations applied (${database.kind}: ${database.location})`);
  } else if (command === 'seed') {
    const products = option('products') === undefined ? undefined : Number(option('products'));
    if (products !== undefined && (!Number.isInteger(products) || products < 1)) throw new Error('--products takes a positive whole number');
    if (args.includes('--reset') || products !== undefined) {
      // A fresh catalogue: empty every table of the public schema, keep the migrations.
      await database.db.execute(sql`DO $$ DECLARE t text; BEGIN
        FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
          EXECUTE format('TRUNCATE TABLE %I RESTART IDENTITY CASCADE', t);
        END LOOP; END $$`);
    } else if (await isSeeded(database)) {
      console.log('[db] already seeded; use --reset to start over');
      process.exit(0);
    }
    const started = Date.now();
    const { seedDatabase } = await import('../seed');
    const summary = await seedDatabase(database.db, { products });
    console.log(`[db] seeded ${summary} in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind}: ${database.location})`);
  } else {
    console.error('usage: tsx api/db/cli.ts migrate | seed [--products N] [--reset]');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
