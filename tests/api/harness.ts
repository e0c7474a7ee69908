import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { createApp, type ApiApp, type AppDeps } from '../../api/app';
import { memoryMediaStore } from '../../api/modules/media';
import type { Database } from '../../api/db/client';
import { prepareDatabase } from '../../api/db/setup';
import { startMailWorker, type MailWorker } from '../../api/lib/mail-worker';
import { PG_SERVER, postgresReachable, testDatabase } from './postgres-server';

const pgAvailable = await postgresReachable();
if (!pgAvailable) {
  const line = '!'.repeat(78);
  console.warn(`\n${line}\n!! PostgreSQL is not reachable at ${PG_SERVER}: the PostgreSQL API tests are SKIPPED.\n!! Start it (pg_ctlcluster 15 main start) or set TEST_POSTGRES_URL.\n${line}\n`);
  if (process.env.CI) throw new Error(`CI: PostgreSQL must be reachable at ${PG_SERVER}`);
}

export interface TestShop {
  app: ApiApp;
  database: Database;
  /** GET with JSON parsing. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies are read by the assertions
  get(path: string, init?: RequestInit): Promise<{ status: number; body: any; headers: Headers }>;
}

/**
 * A fresh, migrated and seeded database of each kind, with the API app on it: a copy of the one
 * tests/api/global-setup.ts seeded, or (a test file run without that setup) seeded here.
 */
const drivers = [
  {
    name: 'PGlite',
    enabled: true,
    async open() {
      const snapshot = inject('pgliteSnapshot');
      // PGlite in a worker thread, as the servers run it (TEST_PGLITE_THREAD=inline: in the test's thread).
      const pgliteWorker = process.env.TEST_PGLITE_THREAD !== 'inline';
      const target = snapshot ? { pgliteSnapshot: new Blob([await readFile(snapshot)]), pgliteWorker } : { pgliteDir: 'memory', pgliteWorker };
      return { database: await prepareDatabase(target), drop: async () => undefined };
    },
  },
  {
    name: 'PostgreSQL',
    enabled: pgAvailable,
    async open() {
      const own = testDatabase('shop_test');
      await own.create();
      return { database: await prepareDatabase({ url: own.url() }), drop: own.drop };
    },
  },
];

/**
 * Runs `suite` once per database driver (PGlite always; PostgreSQL when reachable), each on
 * its own freshly seeded database, calling the API in process. No payment provider is configured
 * unless `deps` gives one (the machine's environment never leaks in).
 */
export function describeOnEachDatabase(title: string, suite: (shop: () => TestShop) => void, options: { deps?: () => Partial<AppDeps> } = {}) {
  for (const driver of drivers) {
    describe.skipIf(!driver.enabled)(`${title} [${driver.name}]`, () => {
      let shop: TestShop | undefined;
      let drop: () => Promise<void> = async () => undefined;
      let mailWorker: MailWorker | undefined;
      beforeAll(async () => {
        const opened = await driver.open();
        drop = opened.drop;
        // As the server runs it: sends what is due when a test sets SMTP_URL (nothing is due without).
        mailWorker = startMailWorker(opened.database.db, { interval: 100, log: { warn: () => undefined, log: () => undefined } });
        const app = createApp({ database: async () => opened.database, log: { error: () => undefined, warn: () => undefined }, payments: { stripe: null, paypal: null, affirm: false }, mediaStore: memoryMediaStore(), ...options.deps?.() });
        shop = {
          app,
          database: opened.database,
          async get(path, init) {
            const response = await app.request(path, init);
            const text = await response.text();
            let body: unknown = text;
            try {
              body = JSON.parse(text);
            } catch {
              // not JSON: keep the text
            }
            return { status: response.status, body, headers: response.headers };
          },
        };
      });
      afterAll(async () => {
        await mailWorker?.stop();
        await shop?.database.close();
        await drop();
      });
      suite(() => {
        if (!shop) throw new Error('database not ready');
        return shop;
      });
    });
  }
}
