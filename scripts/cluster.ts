/**
 * `npm run cluster`: the scaled-out shop on one machine. N production instances of the shop's
 * server (host/server/main.ts, the build of `next build host`) on one PostgreSQL database, sharing
 * Redis (the page cache's shared tier, host/server/shared-page-cache.ts), behind HAProxy (Debian's
 * `haproxy`): round robin, health checks on `/_shop/health`, X-Forwarded-For added. The instances
 * trust only the balancer's address (it connects from 127.0.0.2), so per-client throttles count
 * the shopper's address, not the balancer's, and a forwarded address a shopper wrote is not believed.
 *
 *   npm run cluster [-- --size 3 --port 8080 --no-redis]
 *
 * CLUSTER_SIZE, CLUSTER_PORT, DATABASE_URL (default postgres://postgres@127.0.0.1:5432/shop_cluster,
 * created, migrated and seeded before the instances start), REDIS_URL (redis://127.0.0.1:6379),
 * REDIS_PREFIX (the database's name). Ctrl-C stops everything. Tests start it as a module
 * (`startCluster`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { z } from 'zod';
import { redactUrl } from '../api/db/client';
import { prepareDatabase } from '../api/db/setup';
import { redactRedisUrl } from '../host/server/shared-page-cache';
import { shopServerArgs } from './shop-server';

const root = path.resolve(import.meta.dirname, '..');
/** The address HAProxy connects to the instances from: the one address they trust as a proxy. */
export const BALANCER_SOURCE = '127.0.0.2';
/** The header HAProxy names the answering instance in (for tests and for seeing the rotation). */
export const INSTANCE_HEADER = 'x-shop-instance';

export interface ClusterOptions {
  /** Instances (3). */
  size?: number;
  /** The balancer's port (8080), on `host`. */
  port?: number;
  /** Ports of the instances (default: the ports after `port`). */
  instancePorts?: number[];
  /** Address the balancer listens on (127.0.0.1). */
  host?: string;
  databaseUrl?: string;
  /** Redis of the shared tier; null runs the instances without it. */
  redisUrl?: string | null;
  redisPrefix?: string;
  /** More settings for every instance (payment keys, SMTP…). */
  env?: Record<string, string>;
  /** Start-up lines (console.log). */
  log?: (line: string) => void;
  /** Each line the instances and HAProxy print, prefixed with their name (dropped by default in tests: see `tail`). */
  output?: (line: string) => void;
}

export interface ClusterInstance {
  name: string;
  port: number;
  url: string;
  process: ChildProcess;
}

export interface Cluster {
  /** The balancer's address: what shoppers use (SHOP_ORIGIN). */
  publicUrl: string;
  instances: ClusterInstance[];
  /** HAProxy's process. */
  balancer: ChildProcess;
  databaseUrl: string;
  redisUrl: string | null;
  redisPrefix: string;
  /** The last lines each process printed (for a failure report). */
  tail(): string;
  stop(): Promise<void>;
}

export class ClusterError extends Error {
  override readonly name = 'ClusterError';
}

const DEFAULT_DATABASE = 'postgres://postgres@127.0.0.1:5432/shop_cluster';
const DEFAULT_REDIS = 'redis://127.0.0.1:6379';

/** The haproxy binary, or a ClusterError saying how to install it. */
export function haproxyBinary(): string {
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new ClusterError('HAProxy is not installed. On Debian/Ubuntu: apt-get install -y haproxy (the cluster runs it as a plain process; no service needs to be enabled).');
  return found;
}

/** A port nobody listens on now (tests). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Checks that Redis answers (a ClusterError with the fix when not) and starts the build's shared
 * tier anew: the database may have been reset or restored while no instance was listening.
 */
async function prepareRedis(url: string, prefix: string, build: string): Promise<void> {
  const client = createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.incr(`${prefix}:${build}:ns`);
  } catch (error) {
    throw new ClusterError(
      `Redis does not answer at ${redactRedisUrl(url)} (${(error as Error).message}). Start it (redis-server --daemonize yes --save "" --appendonly no; on Debian: apt-get install -y redis-server), set REDIS_URL, or run with --no-redis.`,
    );
  } finally {
    await client.close().catch(() => client.destroy());
  }
}

/** The balancer's configuration: one frontend, the instances round robin with health checks. */
export function haproxyConfig(options: { host: string; port: number; instances: { name: string; port: number }[] }): string {
  return [
    'global',
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    // A connection an instance refuses (it is stopping) is tried again on another one, and so is a
    // GET or HEAD an instance dropped without an answer (it crashed): those are safe to repeat.
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout',
    '',
    'frontend shop',
    `  bind ${options.host}:${options.port}`,
    // The balancer is the edge: what a client claims about forwarding is dropped, its own address added.
    '  http-request del-header x-forwarded-for',
    '  http-request del-header forwarded',
    '  http-request set-header x-forwarded-proto http',
    '  option forwardfor',
    // A change (POST, PUT, …) is never sent twice by the balancer: the shopper's own retry carries its idempotency key.
    '  http-request disable-l7-retry if !METH_GET',
    '  default_backend instances',
    '',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /_shop/health',
    '  http-check expect status 200',
    `  source ${BALANCER_SOURCE}`,
    `  http-response set-header ${INSTANCE_HEADER} %s`,
    ...options.instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check inter 1s fall 2 rise 2`),
    '',
  ].join('\n');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 200; fails early when `child` exits. */
async function waitFor(url: string, child: ChildProcess, name: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) throw new ClusterError(`${name} stopped while starting (exit ${child.exitCode ?? child.signalCode})`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(5000) }).then((response) => response.ok, () => false);
    if (ok) return;
    await sleep(250);
  }
  throw new ClusterError(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Ends a process: SIGTERM, then SIGKILL after `graceMs`. */
function end(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the database, the instances and the balancer; rejects (after stopping what it started) when one fails. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const log = options.log ?? ((line: string) => console.log(line));
  const output = options.output ?? (() => undefined);
  const size = options.size ?? 3;
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 8080;
  const instancePorts = options.instancePorts ?? Array.from({ length: size }, (_, index) => port + 1 + index);
  if (instancePorts.length !== size) throw new ClusterError(`${size} instances need ${size} ports`);
  const databaseUrl = options.databaseUrl ?? DEFAULT_DATABASE;
  const redisUrl = options.redisUrl === undefined ? DEFAULT_REDIS : options.redisUrl;
  const redisPrefix = options.redisPrefix ?? (decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'shop');
  const publicUrl = `http://${host}:${port}`;
  const haproxy = haproxyBinary();

  if (!existsSync(path.join(root, 'host', '.next', 'BUILD_ID'))) {
    log('[cluster] no production build yet: building (about a minute, once)…');
    const build = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', 'host'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (build.status !== 0) throw new ClusterError('the production build failed');
  }
  if (redisUrl) await prepareRedis(redisUrl, redisPrefix, readFileSync(path.join(root, 'host', '.next', 'BUILD_ID'), 'utf8').trim());

  // Once, before the instances: they then start on a ready database (each would wait on the lock).
  const started = Date.now();
  const database = await prepareDatabase({ url: databaseUrl }, { log: (line) => log(`[cluster] ${line}`) });
  await database.close();
  log(`[cluster] database ready: PostgreSQL at ${redactUrl(databaseUrl)} (${Date.now() - started} ms)`);

  const lines = new Map<string, string[]>();
  const pipe = (name: string, child: ChildProcess) => {
    const kept: string[] = [];
    lines.set(name, kept);
    let partial = '';
    const take = (chunk: Buffer) => {
      const text = partial + chunk.toString();
      const parts = text.split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        kept.push(line);
        if (kept.length > 60) kept.shift();
        output(`[${name}] ${line}`);
      }
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
  };

  const children: ChildProcess[] = [];
  let configDir: string | null = null;
  let stopping = false;
  const stop = async () => {
    stopping = true;
    await Promise.all(children.map((child) => end(child)));
    if (configDir) await rm(configDir, { recursive: true, force: true });
  };
  const tail = () => [...lines].map(([name, kept]) => `--- ${name}\n${kept.slice(-30).join('\n')}`).join('\n');

  try {
    const instances: ClusterInstance[] = instancePorts.map((instancePort, index) => {
      const name = `shop-${index + 1}`;
      const child = spawn(process.execPath, shopServerArgs(root), {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          NEXT_TELEMETRY_DISABLED: '1',
          PORT: String(instancePort),
          LISTEN_HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          API_URL: '',
          SHOP_ORIGIN: publicUrl,
          TRUSTED_PROXIES: BALANCER_SOURCE,
          REDIS_URL: redisUrl ?? '',
          REDIS_PREFIX: redisPrefix,
          // Two failed health checks (1 s apart) take a stopping instance out before it closes.
          SHUTDOWN_DRAIN_SECONDS: '3',
          ...options.env,
        },
      });
      children.push(child);
      pipe(name, child);
      child.once('exit', (code, signal) => {
        if (!stopping) log(`[cluster] ${name} exited (${signal ?? `code ${code}`})`);
      });
      return { name, port: instancePort, url: `http://127.0.0.1:${instancePort}`, process: child };
    });
    await Promise.all(instances.map((instance) => waitFor(`${instance.url}/_shop/health`, instance.process, instance.name, 180_000)));
    for (const instance of instances) log(`[cluster] ${instance.name}: ${instance.url} (pid ${instance.process.pid})`);

    configDir = await mkdtemp(path.join(os.tmpdir(), 'shop-cluster-'));
    const configFile = path.join(configDir, 'haproxy.cfg');
    await writeFile(configFile, haproxyConfig({ host, port, instances }));
    const check = spawnSync(haproxy, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
    if (check.status !== 0) throw new ClusterError(`HAProxy refused its configuration: ${check.stderr || check.stdout}`);
    // -db: in the foreground, not as a daemon, so it ends with this script.
    const balancer = spawn(haproxy, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(balancer);
    pipe('haproxy', balancer);
    await waitFor(`${publicUrl}/_shop/health`, balancer, 'HAProxy', 15_000);

    log(`[cluster] HAProxy: ${publicUrl} -> ${instances.length} instances, round robin (config ${configFile})`);
    log(`[cluster] page cache shared through ${redisUrl ? `Redis at ${redactRedisUrl(redisUrl)} (prefix ${redisPrefix})` : 'nothing (--no-redis: each instance keeps its own)'}`);
    log(`[cluster] the shop: ${publicUrl}`);
    return { publicUrl, instances, balancer, databaseUrl, redisUrl, redisPrefix, tail, stop };
  } catch (error) {
    const report = tail();
    await stop();
    if (error instanceof ClusterError) error.message += report ? `\n${report}` : '';
    throw error;
  }
}

const cliSchema = z.object({
  size: z.coerce.number().int().min(1).max(16),
  port: z.coerce.number().int().min(1).max(65_535 - 16),
});

/** `npm run cluster`: starts, prints the addresses, and stops everything on Ctrl-C or SIGTERM. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const value = (flag: string) => {
    const index = args.indexOf(flag);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const parsed = cliSchema.safeParse({ size: value('--size') ?? process.env.CLUSTER_SIZE ?? 3, port: value('--port') ?? process.env.CLUSTER_PORT ?? 8080 });
  if (!parsed.success) {
    console.error(`[cluster] ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')} (--size 1..16, --port)`);
    process.exit(2);
  }
  let cluster: Cluster | null = null;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('[cluster] stopping the balancer and the instances…');
    await cluster?.stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(0));
  try {
    cluster = await startCluster({
      size: parsed.data.size,
      port: parsed.data.port,
      databaseUrl: process.env.DATABASE_URL || undefined,
      redisUrl: args.includes('--no-redis') ? null : process.env.REDIS_URL || undefined,
      redisPrefix: process.env.REDIS_PREFIX || undefined,
      output: (line) => console.log(line),
    });
  } catch (error) {
    console.error(`[cluster] ${error instanceof ClusterError ? error.message : (error as Error).stack}`);
    process.exit(1);
  }
  if (stopping) return;
  // One instance (or the balancer) ending on its own ends the cluster, with its code.
  for (const [name, child] of [...cluster.instances.map((instance) => [instance.name, instance.process] as const), ['HAProxy', cluster.balancer] as const]) {
    child.once('exit', (code) => {
      if (!stopping) {
        console.error(`[cluster] ${name} stopped (exit ${code}): stopping the cluster`);
        void shutdown(1);
      }
    });
  }
  console.log('[cluster] running; Ctrl-C stops it');
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
