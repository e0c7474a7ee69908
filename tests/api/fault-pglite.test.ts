import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../api/db/open';
import { prepareDatabase } from '../../api/db/setup';
import { readyCart, stockedConfiguration } from './checkout-helpers';
import { checkConsistency, checkoutAsClient, Figures, sleep, type CheckoutOutcome, type Send } from './fault-helpers';
import type { TestShop } from './harness';

const CARTS = 60;
const CLIENTS = 4;
const STOCK = 25;
/** Per start of the API: acknowledged orders after which it is killed (the last start runs to the end). */
const KILLS = [12, 15, Infinity];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `npm run api` on the folder: api/server.ts in a child process, resolved once it listens. */
async function startApi(folder: string, port: number, output: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, PGLITE_DIR: folder, API_PORT: String(port), API_HOST: '127.0.0.1', DATABASE_URL: '', SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start:\n${output.join('')}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (chunk.toString().includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (${code}) before listening:\n${output.join('')}`));
    });
  });
  child.removeAllListeners('exit');
  return child;
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/**
 * Fault injection on PGlite: the API alone (api/server.ts) on a PGlite data folder, killed with
 * SIGKILL in the middle of checkouts and started again on the same folder. What it acknowledged
 * must all be there, and nothing half.
 */
describe('fault injection: the PGlite API killed during checkouts', () => {
  const folder = path.join(mkdtempSync(path.join(tmpdir(), 'shop-fault-pglite-')), 'pglite');
  let child: ChildProcess | undefined;

  afterAll(async () => {
    if (child) await kill(child);
    rmSync(path.dirname(folder), { recursive: true, force: true });
  });

  it('keeps every acknowledged order whole after kill -9, and a client retrying its cart gets one order', async () => {
    // A seeded folder (a copy of the suites' seeded PGlite), three configurations with some stock, and ready carts.
    const snapshot = inject('pgliteSnapshot');
    if (snapshot) {
      const { PGlite } = await import('@electric-sql/pglite');
      const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
      const seeded = new PGlite(folder, { loadDataDir: new Blob([await readFile(snapshot)]), extensions: { pg_trgm } });
      await seeded.waitReady;
      await seeded.close();
    }
    const setup = await prepareDatabase({ pgliteDir: folder });
    const direct = { database: setup } as TestShop;
    const configurations = await Promise.all([0, 1, 2].map((nth) => stockedConfiguration(direct, STOCK, 20 + nth)));
    const carts: string[] = [];
    for (let i = 0; i < CARTS; i++) carts.push(await readyCart(direct, configurations[i % 3]!.id, 1 + (i % 2), `crash-${i}@example.nl`));
    await setup.close();

    const port = await freePort();
    const output: string[] = [];
    const call: Send = async (method, urlPath, body) => {
      const response = await fetch(`http://127.0.0.1:${port}${urlPath}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
    };

    const figures = new Figures();
    const outcomes = new Map<string, CheckoutOutcome>();
    const acknowledged = new Map<string, { id: number; po_number: string }>();
    const phases: { acknowledged: number; inFlight: number; committed: number }[] = [];
    for (const killAfter of KILLS) {
      child = await startApi(folder, port, output);
      // Of the checkouts the last kill left without an answer, those whose order had committed.
      const unanswered = carts.filter((cart) => outcomes.get(cart)?.status === 0);
      let committed = 0;
      for (const cart of unanswered) if ((await call('GET', `/api/v1/checkout/get-cart?cart_unique_id=${cart}`)).body.data.order_id) committed++;
      if (phases.length) phases.at(-1)!.committed = committed;
      // The clients retry what got no answer (the same cart), then go on with new checkouts.
      const queue = carts.filter((cart) => (outcomes.get(cart)?.status ?? 0) === 0);
      const before = acknowledged.size;
      let killed: Promise<void> | undefined;
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (queue.length && !killed) {
            const cart = queue.shift()!;
            const outcome = await checkoutAsClient(call, cart, figures, { giveUpOnNoAnswer: killAfter !== Infinity });
            outcomes.set(cart, outcome);
            if (outcome.order) acknowledged.set(cart, outcome.order);
            // Mid-loop, a moment after an answer: the other clients' requests are in flight.
            if (acknowledged.size - before >= killAfter && !killed) {
              const dying = child!;
              killed = sleep(Math.random() * 30).then(() => kill(dying));
            }
          }
        }),
      );
      await killed;
      phases.push({ acknowledged: acknowledged.size - before, inFlight: carts.filter((cart) => outcomes.get(cart)?.status === 0).length, committed: 0 });
    }
    // Every order acknowledged at any point is still the cart's order, as the restarted API reads it.
    for (const [cart, order] of acknowledged) {
      const shown = await call('GET', `/api/v1/checkout/get-order?cart_unique_id=${cart}&order_id=${order.id}`);
      expect(shown.status).toBe(200);
      expect(shown.body.data).toMatchObject(order);
    }
    await kill(child!);
    child = undefined;

    const reopened = await openDatabase({ pgliteDir: folder });
    try {
      const result = await checkConsistency(reopened.db, carts, configurations.map((config) => ({ id: config.id, initial: STOCK })));
      const placed = [...outcomes].filter(([, outcome]) => outcome.status === 200);
      console.log(
        `[fault/pglite] ${CARTS} checkouts by ${CLIENTS} clients, SIGKILL ${KILLS.length - 1} times mid-loop: ` +
          phases.map((phase) => `${phase.acknowledged} acknowledged, ${phase.inFlight} in flight (${phase.committed} had committed)`).join('; then ') +
          `; answers ${figures.summary()}, ${figures.noAnswer} calls without answer; ${placed.length} orders, ${result.halfOrders.length} half orders, ` +
          `${result.confirmations.size} confirmations in the outbox`,
      );
      expect(figures.noAnswer).toBeGreaterThan(0);
      expect(figures.count((status) => status >= 500 && status !== 503)).toBe(0);
      expect(figures.badUnavailable).toBe(0);
      for (const outcome of outcomes.values()) expect([200, 409]).toContain(outcome.status);
      expect(outcomes.size).toBe(CARTS);

      const byCart = new Map(result.orders.map((order) => [order.unique_id, order]));
      for (const [cart, order] of acknowledged) expect(byCart.get(cart)).toMatchObject(order);
      expect(result.orders).toHaveLength(placed.length);
      for (const [cart, outcome] of placed) expect(byCart.get(cart)).toMatchObject(outcome.order!);
      expect(result.halfOrders).toEqual([]);
      expect(result.unmarkedCarts).toEqual([]);
      expect(result.stockMismatches).toEqual([]);
      // Without SMTP each confirmation is recorded in the outbox only: once per order.
      for (const order of result.orders) expect(result.confirmations.get(order.po_number)).toEqual([{ sent: false, attempts: 0 }]);
    } finally {
      await reopened.close();
    }
  }, 180_000);
});
