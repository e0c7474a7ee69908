import { randomBytes } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type pg from 'pg';
import { createClient, RESP_TYPES } from 'redis';
import Stripe from 'stripe';
import { call, clusterUnderTest, database, INSTANCE_HEADER, sleep, stockedConfiguration, STRIPE_WEBHOOK_SECRET, testAddress, type Answer } from './cluster-helpers';

/*
 * The API against the scaled-out shop (tests/cluster/global-setup.ts: three instances, HAProxy,
 * Redis, PostgreSQL). A chosen instance is called on its own port; shoppers go through the
 * balancer's public port. What one instance did must hold on the others: carts, orders, webhooks,
 * throttles and the page cache.
 */

const cluster = clusterUnderTest();
const [one, two, three] = cluster.instances.map((instance) => instance.url) as [string, string, string];
const publicHost = new URL(cluster.publicUrl).host;
const API = '/api/v1';
let db: pg.Client;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  db = await database();
});
test.afterAll(async () => {
  await db?.end();
});

const ok = (answer: Answer) => {
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  return answer.json();
};

/** A cart with one item and the checkout form filled, made on `onAdd` and filled on `onFill`. */
async function cartAcross(onAdd: string, onFill: string, sku: string): Promise<string> {
  const added = await call(onAdd, `${API}/carts/items`, { method: 'POST', body: { configuration_id: sku, quantity: 1 } });
  const id = (await ok(added)).data.unique_id as string;
  await ok(await call(onFill, `${API}/carts/${id}`, { method: 'PATCH', body: { contact_email: 'cluster@example.nl', shipping_address: testAddress, shipping_rate_id: 'postnl-insured' } }));
  return id;
}

test('the balancer spreads shoppers over every instance and each answers its health check', async () => {
  const served = new Set<string>();
  for (let i = 0; i < 6; i += 1) {
    const answer = await call(cluster.publicUrl, '/_shop/health');
    expect(answer.status).toBe(200);
    served.add(String(answer.headers[INSTANCE_HEADER]));
  }
  expect([...served].sort()).toEqual(['shop-1', 'shop-2', 'shop-3']);
});

test('a cart made on one instance is checked out on another, and a retry on the third answers the same order', async () => {
  const config = await stockedConfiguration(db, 0, 10);
  const id = await cartAcross(one, two, config.sku);
  const placed = await ok(await call(two, `${API}/carts/checkout/finish-immediately`, { method: 'POST', body: { cart_unique_id: id, type: 'bank_transfer' } }));
  expect(placed.data.order).toMatchObject({ payment_method: 'bank_transfer', payment_status: 0 });
  const again = await ok(await call(three, `${API}/carts/checkout/finish-immediately`, { method: 'POST', body: { cart_unique_id: id, type: 'bank_transfer' } }));
  expect(again.data.order.id).toBe(placed.data.order.id);
  const { rows } = await db.query<{ n: number; stock: number }>('SELECT (SELECT count(*)::int FROM orders o JOIN carts c ON c.id = o.cart_id WHERE c.unique_id = $1) AS n, (SELECT stock_qty FROM product_configurations WHERE id = $2) AS stock', [id, config.id]);
  expect(rows[0]).toEqual({ n: 1, stock: 9 });
  // The first instance reads the order the second placed.
  const read = await ok(await call(one, `${API}/checkout/get-order?cart_unique_id=${id}&order_id=${placed.data.order.id}`));
  expect(read.data.po_number).toBe(placed.data.order.po_number);
});

test('a Stripe webhook lands on a third instance; the same event delivered to two instances at once pays the order once', async () => {
  const config = await stockedConfiguration(db, 1, 10);
  const id = await cartAcross(one, one, config.sku);
  // The PaymentIntent is made (at the local Stripe fake) by the second instance.
  const placed = await ok(await call(two, `${API}/carts/checkout`, { method: 'POST', body: { cart_unique_id: id, payment_method: 'stripe_payment_element' } }));
  const orderId = placed.data.order.id as number;
  expect(placed.data.payment.type).toBe('stripe_client_secret');
  const { rows } = await db.query<{ external_id: string; amount: number }>("SELECT p.external_id, o.final_amount AS amount FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.order_id = $1 AND p.provider = 'stripe'", [orderId]);
  const intent = { id: rows[0]!.external_id, object: 'payment_intent', status: 'succeeded', amount: rows[0]!.amount, amount_received: rows[0]!.amount, currency: 'eur', metadata: { order_id: String(orderId) } };
  const payload = JSON.stringify({ id: `evt_${randomBytes(12).toString('hex')}`, object: 'event', api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), type: 'payment_intent.succeeded', data: { object: intent }, livemode: false, pending_webhooks: 1 });
  // Signed as Stripe signs (its own test helper, no network).
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
  const deliver = (base: string) => call(base, `${API}/webhooks/stripe`, { method: 'POST', body: payload, headers: { 'stripe-signature': header } });
  const answers = await Promise.all([deliver(three), deliver(one)]);
  const bodies = answers.map((answer) => ok(answer));
  expect(bodies.map((body) => body.data.duplicate).sort()).toEqual([false, true]);
  // A late replay through the balancer changes nothing either.
  expect((await ok(await deliver(cluster.publicUrl))).data.duplicate).toBe(true);
  const { rows: state } = await db.query<{ payment_status: number; paid_events: number; recorded: number }>(
    "SELECT o.payment_status, (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id AND e.status = 'paid') AS paid_events, (SELECT count(*)::int FROM payment_events e WHERE e.order_id = o.id) AS recorded FROM orders o WHERE o.id = $1",
    [orderId],
  );
  expect(state[0]).toEqual({ payment_status: 1, paid_events: 1, recorded: 1 });
  // A forged event is refused by every instance.
  const forged = await call(two, `${API}/webhooks/stripe`, { method: 'POST', body: payload.replace('succeeded', 'succeeded '), headers: { 'stripe-signature': header } });
  expect(forged.status).toBe(400);
});

test('throttles are shared: the sixth failed sign-in for one account is refused whichever instance answers', async () => {
  const email = `gast.${randomBytes(4).toString('hex')}@example.nl`;
  const signIn = (base: string, address?: string, to = email) =>
    call(base, `${API}/authorizations`, { method: 'POST', body: { email: to, password: 'not the password' }, ...(address ? { localAddress: address } : {}) });
  const statuses = [];
  for (const base of [one, two, three, one, two]) statuses.push((await signIn(base)).status);
  expect(statuses).toEqual([401, 401, 401, 401, 401]);
  const sixth = await signIn(three);
  expect(sixth.status).toBe(429);
  expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  expect((await signIn(cluster.publicUrl)).status).toBe(429);
});

test('behind the balancer each client is counted by its own address, whatever X-Forwarded-For it sends', async () => {
  // A client of its own (127.0.0.3): 20 failed sign-ins for 20 accounts, each with a forged address.
  const client = '127.0.0.3';
  const attempt = (n: number, from = client) =>
    call(cluster.publicUrl, `${API}/authorizations`, {
      method: 'POST',
      body: { email: `adres.${n}.${randomBytes(3).toString('hex')}@example.nl`, password: 'not the password' },
      headers: { 'x-forwarded-for': `203.0.113.${n}` },
      localAddress: from,
    });
  const served = new Set<string>();
  for (let n = 1; n <= 20; n += 1) {
    const answer = await attempt(n);
    expect(answer.status, `attempt ${n}`).toBe(401);
    served.add(String(answer.headers[INSTANCE_HEADER]));
  }
  expect(served.size).toBe(3);
  expect((await attempt(21)).status).toBe(429);
  // Another client (not the balancer's address, not a forged one) still has its own allowance.
  expect((await attempt(22, '127.0.0.4')).status).toBe(401);
});

/** Polls an instance (with the public Host, so the same page cache key) until its page shows `text`. */
async function shownOn(base: string, pagePath: string, text: string, since: number, limit = 5000): Promise<number> {
  while (Date.now() - since < limit + 1000) {
    if ((await call(base, pagePath, { headers: { host: publicHost } })).text.includes(text)) return Date.now() - since;
    await sleep(50);
  }
  return Number.POSITIVE_INFINITY;
}

/** The page the Redis tier holds for the public key (in its current namespace), or null. */
async function inRedis(pagePath: string): Promise<string | null> {
  const redis = createClient({ url: cluster.redisUrl });
  redis.on('error', () => undefined);
  await redis.connect();
  try {
    for (const key of await redis.keys(`${cluster.redisPrefix}:*:page:${publicHost}${pagePath}`)) {
      // <prefix>:<build>:<namespace>:page:<key>; a namespace left behind by a purge does not count.
      const [, build, namespace] = key.split(':');
      if (((await redis.get(`${cluster.redisPrefix}:${build}:ns`)) ?? '0') !== namespace) continue;
      const value = await redis.sendCommand<Buffer | null>(['GET', key], { typeMapping: { [RESP_TYPES.BLOB_STRING]: Buffer } });
      if (!value) return null;
      return brotliDecompressSync(value.subarray(4 + value.readUInt32BE(0))).toString();
    }
    return null;
  } finally {
    await redis.close();
  }
}

test('a price change and a page change reach every instance and the Redis tier within 5 s', async () => {
  const config = await stockedConfiguration(db, 2, 10);
  const productPath = `/product/${config.slug}`;
  // Let the instances hear of the stock just set (a render racing it would rightly not be kept).
  await sleep(1000);
  // Rendered once (on the first instance) and kept in Redis (after the answer, compressed): the
  // others serve it from there.
  expect((await call(one, productPath, { headers: { host: publicHost } })).headers['x-shop-cache']).toBe('MISS');
  await expect.poll(() => inRedis(productPath), { timeout: 3000 }).not.toBeNull();
  for (const base of [two, three]) expect((await call(base, productPath, { headers: { host: publicHost } })).headers['x-shop-cache']).toBe('SHARED');
  for (const base of [one, two, three]) expect((await call(base, productPath, { headers: { host: publicHost } })).headers['x-shop-cache']).toBe('HIT');
  expect(await inRedis(productPath)).toContain(config.slug);

  await db.query('UPDATE product_configurations SET cost = 876543 WHERE product_id = $1', [config.productId]);
  const changed = Date.now();
  const times = await Promise.all([one, two, three].map((base) => shownOn(base, productPath, '8.765,43', changed)));
  console.log(`[cluster] price change shown after ${times.join(' / ')} ms`);
  for (const time of times) expect(time).toBeLessThanOrEqual(5000);
  // Whatever the tier holds now was rendered after the change.
  const kept = await inRedis(productPath);
  if (kept !== null) expect(kept).toContain('8.765,43');

  for (const base of [one, two, three]) await call(base, '/over-ons', { headers: { host: publicHost } });
  await expect.poll(() => inRedis('/over-ons'), { timeout: 3000 }).not.toBeNull();
  const title = `Over ons, ${randomBytes(3).toString('hex')}`;
  await db.query("UPDATE page_translations SET title = $1 WHERE page_id = (SELECT id FROM pages WHERE slug = 'over-ons') AND language_id = (SELECT id FROM languages WHERE slug = 'nl')", [title]);
  const published = Date.now();
  const pageTimes = await Promise.all([one, two, three].map((base) => shownOn(base, '/over-ons', title, published)));
  console.log(`[cluster] page change shown after ${pageTimes.join(' / ')} ms`);
  for (const time of pageTimes) expect(time).toBeLessThanOrEqual(5000);
  const page = await inRedis('/over-ons');
  if (page !== null) expect(page).toContain(title);
});
