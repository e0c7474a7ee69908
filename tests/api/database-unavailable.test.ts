import { connect, createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type ApiApp } from '../../api/app';
import { queryRows, type Database } from '../../api/db/client';
import { prepareDatabase } from '../../api/db/setup';
import { PG_SERVER, postgresReachable, testDatabase } from './postgres-server';

/**
 * A TCP relay in front of the PostgreSQL server, so a test can take "the server" away (every
 * connection cut, new ones refused) and bring it back, as a restart or failover would.
 */
class Relay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: URL) {}

  async up(): Promise<void> {
    if (this.server?.listening) return;
    this.server = createServer((socket) => {
      const upstream = connect(Number(this.target.port || 5432), this.target.hostname);
      for (const [a, b] of [
        [socket, upstream],
        [upstream, socket],
      ] as const) {
        this.sockets.add(a);
        a.pipe(b);
        a.on('error', () => b.destroy());
        a.on('close', () => {
          this.sockets.delete(a);
          b.destroy();
        });
      }
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', resolve);
    });
    this.port = (this.server.address() as { port: number }).port;
  }

  async down(): Promise<void> {
    if (!this.server?.listening) return;
    const closed = new Promise<void>((resolve) => this.server!.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe.skipIf(!(await postgresReachable()))('a lost database connection: 503 with Retry-After, reads retried, the pool recovers', () => {
  const own = testDatabase('shop_unavailable');
  const relay = new Relay(new URL(PG_SERVER));
  const logged: string[] = [];
  let database: Database;
  let app: ApiApp;
  let cart: string;

  beforeAll(async () => {
    await own.create();
    await relay.up();
    database = await prepareDatabase({ url: own.url(relay.port) });
    const log = { error: (line: string) => logged.push(line), warn: (line: string) => logged.push(line) };
    app = createApp({ database: async () => database, payments: { stripe: null, paypal: null, affirm: false }, log });
    const [sku] = await queryRows<{ sku: string }>(database.db, sql`SELECT sku FROM product_configurations WHERE cost > 0 ORDER BY id LIMIT 1`);
    const added = await app.request('/api/v1/carts/items', json({ configuration_id: sku!.sku, quantity: 1 }));
    cart = ((await added.json()) as { data: { unique_id: string } }).data.unique_id;
  });

  afterAll(async () => {
    await database?.close();
    await relay.down();
    await own.drop();
  });

  const readCart = (lang = 'nl') => app.request(`/api/v1/checkout/get-cart?cart_unique_id=${cart}&lang=${lang}`);

  it('answers 503 database_unavailable with Retry-After in the JSON error shape while the server is away, from reads and changes alike', async () => {
    expect((await readCart()).status).toBe(200);
    await relay.down();
    try {
      const read = await readCart();
      expect(read.status).toBe(503);
      expect(Number(read.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await read.json()).toEqual({ error: { code: 'database_unavailable', message: 'De winkel is even niet bereikbaar. Probeer het over een paar seconden opnieuw.' } });
      const english = await readCart('en');
      expect(await english.json()).toEqual({ error: { code: 'database_unavailable', message: 'The shop is briefly unavailable. Please try again in a few seconds.' } });
      const change = await app.request(`/api/v1/carts/items?lang=en`, json({ cart_unique_id: cart, configuration_id: 'whatever', quantity: 1 }));
      expect(change.status).toBe(503);
      expect(change.headers.get('retry-after')).toBe('2');
    } finally {
      await relay.up();
    }
    // Back: the pool connects again by itself.
    expect((await readCart()).status).toBe(200);
  });

  it('retries a read through a short outage before answering, but never a change', async () => {
    logged.length = 0;
    await relay.down();
    setTimeout(() => void relay.up(), 120);
    const read = await readCart();
    expect(read.status).toBe(200);
    expect(read.headers.get('retry-after')).toBeNull();
    // The first tries failed (and were logged) before the retry succeeded.
    expect(logged.filter((line) => line.startsWith('[api] database connection lost: GET')).length).toBeGreaterThan(0);

    logged.length = 0;
    await relay.down();
    setTimeout(() => void relay.up(), 120);
    const change = await app.request('/api/v1/carts/items', json({ cart_unique_id: cart, configuration_id: 'whatever', quantity: 1 }));
    expect(change.status).toBe(503);
    expect(logged.filter((line) => line.startsWith('[api] database connection lost: POST'))).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
  });

  it('logs the statement kind and error code, never SQL parameters or the request', async () => {
    logged.length = 0;
    await relay.down();
    try {
      await app.request(`/api/v1/checkout/get-cart?cart_unique_id=${cart}`);
    } finally {
      await relay.up();
    }
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) {
      expect(line).not.toContain(cart);
      expect(line).not.toMatch(/params|\$1/);
      expect(line).toMatch(/^\[api\] database connection lost: GET \/api\/v1\/checkout\/get-cart \(/);
    }
  });
});
