/**
 * `npm run cache:purge`: empties the page cache of every instance that shares REDIS_URL (memory and
 * the Redis tier), for a change the database does not announce (files replaced on disk, a fix made
 * outside the shop's tables). Instances that were not listening at that moment drop their memory
 * when their subscription is back. Without Redis, restart the shop instead.
 */
import { createClient } from 'redis';
import { EnvError, parseEnv } from '../api/lib/env';
import { purgeChannel, redactRedisUrl } from '../host/server/shared-page-cache';

let config;
try {
  config = parseEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(`[cache] ${error.message}`);
  process.exit(1);
}
if (!config.REDIS_URL) {
  console.error(
    '[cache] REDIS_URL is not set: a single instance keeps its pages in memory only; restart it to empty them. For `npm run cluster`: REDIS_URL=redis://127.0.0.1:6379 REDIS_PREFIX=shop_cluster npm run cache:purge',
  );
  process.exit(1);
}
const client = createClient({ url: config.REDIS_URL, socket: { connectTimeout: 3000, reconnectStrategy: false } });
client.on('error', () => undefined);
try {
  await client.connect();
  const heard = await client.publish(purgeChannel(config.REDIS_PREFIX), JSON.stringify({ from: 'cache:purge', reason: 'purge' }));
  console.log(`[cache] purge sent on ${redactRedisUrl(config.REDIS_URL)} (prefix ${config.REDIS_PREFIX}): ${heard} instance(s) listening`);
} catch (error) {
  console.error(`[cache] Redis at ${redactRedisUrl(config.REDIS_URL)} does not answer: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await client.close().catch(() => client.destroy());
}
