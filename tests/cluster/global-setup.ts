import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { freePort, startCluster } from '../../scripts/cluster';
import { adminQuery, PG_SERVER } from '../api/postgres-server';
import { startStripeFake } from '../fakes/stripe-fake';
import { STRIPE_WEBHOOK_SECRET, type ClusterUnderTest } from './cluster-helpers';

/**
 * The scaled-out shop the cluster tests run against, started as `npm run cluster` starts it
 * (scripts/cluster.ts): three production instances on a PostgreSQL database of their own, Redis as
 * the page cache's shared tier (a key prefix of their own), HAProxy in front; Stripe is the local
 * fake (tests/fakes/stripe-fake.ts), whose webhooks the tests sign with Stripe's own helper.
 * The addresses reach the tests through CLUSTER_UNDER_TEST; Playwright calls the teardown.
 */
export default async function globalSetup() {
  const started = Date.now();
  const stripe = await startStripeFake();
  const name = `shop_cluster_test_${randomBytes(4).toString('hex')}`;
  const databaseUrl = (() => {
    const url = new URL(PG_SERVER);
    url.pathname = `/${name}`;
    return url.toString();
  })();
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const port = await freePort();
  const instancePorts: number[] = [];
  while (instancePorts.length < 3) {
    const candidate = await freePort();
    if (candidate !== port && !instancePorts.includes(candidate)) instancePorts.push(candidate);
  }
  const cluster = await startCluster({
    size: 3,
    port,
    instancePorts,
    databaseUrl,
    redisUrl,
    redisPrefix: name,
    log: (line) => console.log(line),
    env: {
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      SMTP_URL: '',
      PAYPAL_CLIENT_ID: '',
      OIDC_PROVIDERS: '',
    },
  }).catch(async (error: unknown) => {
    await stripe.close();
    await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    await forgetKeys(redisUrl, name).catch(() => undefined);
    throw error;
  });
  console.log(`[cluster-test] cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const underTest: ClusterUnderTest = {
    publicUrl: cluster.publicUrl,
    instances: cluster.instances.map((instance) => ({ name: instance.name, url: instance.url, pid: instance.process.pid! })),
    databaseUrl,
    redisUrl,
    redisPrefix: name,
  };
  process.env.CLUSTER_UNDER_TEST = JSON.stringify(underTest);

  return async () => {
    await cluster.stop();
    await stripe.close();
    await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    await forgetKeys(redisUrl, name);
  };
}

/** The tier's keys of this run (pages and tag sets expire by themselves; the counters do not). */
async function forgetKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = createClient({ url: redisUrl });
  redis.on('error', () => undefined);
  await redis.connect();
  try {
    const keys: string[] = [];
    for await (const batch of redis.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) keys.push(...batch);
    if (keys.length) await redis.del(keys);
  } finally {
    await redis.close();
  }
}
