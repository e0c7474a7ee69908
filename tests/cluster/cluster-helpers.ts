import { request as httpRequest } from 'node:http';
import pg from 'pg';
import { INSTANCE_HEADER } from '../../scripts/cluster';

/** The webhook secret the instances are started with (tests/cluster/global-setup.ts). */
export const STRIPE_WEBHOOK_SECRET = 'whsec_cluster_test';
export { INSTANCE_HEADER };

/** What tests/cluster/global-setup.ts started. */
export interface ClusterUnderTest {
  publicUrl: string;
  instances: { name: string; url: string; pid: number }[];
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
}

export function clusterUnderTest(): ClusterUnderTest {
  const raw = process.env.CLUSTER_UNDER_TEST;
  if (!raw) throw new Error('CLUSTER_UNDER_TEST is not set: run with playwright.cluster.config.ts (its global setup starts the cluster)');
  return JSON.parse(raw) as ClusterUnderTest;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies are read by the assertions
  json: () => any;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * The local address to call from (any of 127.0.0.0/8): a client of its own for the per-address
   * throttle, as a shopper behind another connection would be.
   */
  localAddress?: string;
}

/**
 * One HTTP call with node:http, which (unlike fetch) sends the Host header it is given: an instance
 * called on its own port with the public Host builds the same page (and page cache key) as through
 * the balancer.
 */
export function call(base: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const url = new URL(path, base);
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? 'GET',
        localAddress: options.localAddress,
        agent: false,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer from ${url} within 30 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** A connection to the cluster's database (close it). */
export async function database(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: clusterUnderTest().databaseUrl });
  await client.connect();
  return client;
}

/**
 * A physical configuration of an active product not on sale with `stock` units tracked (the nth
 * in id order, so tests can take different ones).
 */
export async function stockedConfiguration(db: pg.Client, nth: number, stock = 20): Promise<{ id: number; sku: string; productId: number; slug: string; cost: number }> {
  const { rows } = await db.query<{ id: number; sku: string; productId: number; slug: string; cost: number }>(
    `SELECT c.id, c.sku, p.id AS "productId", p.slug, c.cost FROM product_configurations c JOIN products p ON p.id = c.product_id
     WHERE p.active AND NOT p.sale AND NOT p.digital AND c.cost > 0 ORDER BY c.id LIMIT 1 OFFSET $1`,
    [nth],
  );
  const row = rows[0]!;
  await db.query('UPDATE product_configurations SET track_inventory = true, stock_qty = $2 WHERE id = $1', [row.id, stock]);
  return row;
}

export { testAddress } from '../fixtures/address';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
