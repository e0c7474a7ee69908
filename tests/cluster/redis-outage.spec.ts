import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../scripts/cluster';
import { call, clusterUnderTest, sleep } from './cluster-helpers';

/*
 * An instance of the shop on the cluster's database whose Redis (one of its own, so it can be
 * killed) goes away and comes back: pages keep coming from memory and the database, never an
 * error, the log says it once each way, and the shared tier is used again afterwards.
 */

const cluster = clusterUnderTest();
const root = path.resolve(import.meta.dirname, '..', '..');

function startRedis(port: number): ChildProcess {
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
}

const redisAnswers = (port: number) => spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.includes('PONG');

test('when Redis goes away an instance serves from memory and the database, and takes the shared tier up again when it is back', async () => {
  test.setTimeout(90_000);
  const [redisPort, port] = [await freePort(), await freePort()];
  let redis = startRedis(redisPort);
  await expect.poll(() => redisAnswers(redisPort)).toBe(true);
  let output = '';
  const shop = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'host', 'server', 'main.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), LISTEN_HOST: '127.0.0.1', DATABASE_URL: cluster.databaseUrl, SHOP_ORIGIN: `http://127.0.0.1:${port}`, REDIS_URL: `redis://127.0.0.1:${redisPort}`, REDIS_PREFIX: `${cluster.redisPrefix}_outage`, SMTP_URL: '' },
  });
  shop.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  shop.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const state = async (pagePath: string) => {
    const answer = await call(base, pagePath);
    expect(answer.status, `${pagePath}: ${answer.text.slice(0, 200)}`).toBe(200);
    return answer.headers['x-shop-cache'];
  };
  const pagesInRedis = () => Number(spawnSync('redis-cli', ['-p', String(redisPort), 'eval', "return #redis.call('KEYS', '*:page:*')", '0'], { encoding: 'utf8' }).stdout.trim());
  try {
    await expect.poll(async () => (await call(base, '/_shop/health').catch(() => ({ status: 0 }))).status, { timeout: 60_000 }).toBe(200);
    expect(await state('/over-ons')).toBe('MISS');
    await expect.poll(pagesInRedis).toBe(1);

    redis.kill('SIGKILL');
    await sleep(300);
    // Rendered without Redis, then from memory; never an error.
    expect(await state('/')).toBe('MISS');
    expect(await state('/')).toBe('HIT');
    expect(await state('/over-ons')).toBe('HIT');
    expect(await state('/catalog')).toBe('MISS');
    expect(output.match(/Redis at \S+ is not reachable/g)).toHaveLength(1);

    redis = startRedis(redisPort);
    await expect.poll(() => /Redis at \S+ answers again/.test(output), { timeout: 10_000 }).toBe(true);
    // The restarted Redis is empty; the next page rendered is kept there again.
    expect(await state('/en')).toBe('MISS');
    await expect.poll(pagesInRedis).toBe(1);
    // No 500 answer and no crash (the start-up line's "ready in 500 ms" is no status: left out).
    expect(output.replace(/\(ready in \d+ ms\)/g, '')).not.toMatch(/\b500\b|Unhandled|TypeError/);
  } finally {
    shop.kill('SIGTERM');
    redis.kill('SIGKILL');
    await new Promise((resolve) => (shop.exitCode === null ? shop.once('exit', resolve) : resolve(null)));
  }
});
