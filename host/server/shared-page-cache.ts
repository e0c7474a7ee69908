import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants } from 'node:zlib';
import { createClient, RESP_TYPES } from 'redis';
import type { CachedPage } from './page-cache';

/**
 * The page cache's shared tier on Redis, for a shop that runs as several instances: a page one
 * instance rendered is served by the others from here (brotli body, headers and tags in one
 * value), kept for the page's max age and dropped through a tag index when the database announces
 * a change. Each instance keeps its own memory tier in front (host/server/page-cache.ts).
 *
 * Changes still come from the database (LISTEN/NOTIFY): every instance hears each one and drops it
 * here too, so the tier is clean as soon as the first instance heard it. Redis pub/sub carries
 * only "drop everything" (a purge, `npm run cache:purge`, or an instance whose announcements had a
 * gap), because that is the one event the database cannot announce.
 *
 * Race guard across instances: a lookup also reads the tier's epoch (advanced by every
 * invalidation); a store names it, and the store script refuses the page when one of its tags
 * was invalidated after that epoch, so a render that began before a change (on any instance) is
 * never kept after it. Everything runs in Lua scripts, atomically.
 *
 * Redis is never required: with it unreachable or slow (250 ms per command), lookups miss, stores
 * are skipped and the instance works from memory and the database; the client reconnects by
 * itself. An instance that could not pass an invalidation on empties the tier when it is back
 * before it reads from it again, since no other instance may have passed it on either.
 */

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);
const asBuffers = { [RESP_TYPES.BLOB_STRING]: Buffer } as const;
/** Seconds an invalidation is remembered for the race guard: far longer than any render. */
const REMEMBER_SECONDS = 600;

/** Where a page was found: this instance's memory or the shared tier. */
export type CacheTier = 'memory' | 'shared';

/** What a lookup saw: pass it back to `store` for the page whose render starts now. */
export interface SharedMark {
  ns: string;
  epoch: string;
  session: number;
}

export interface SharedTierOptions {
  url: string;
  /** REDIS_PREFIX: keys and channel start with it. */
  prefix: string;
  /** The build's id: pages of one build never reach another (their scripts and styles differ). */
  build: string;
  maxAgeSeconds: number;
  /** Drop this instance's memory tier (a purge, or another instance's gap). */
  onFlush: () => void;
  /** Milliseconds a command may take before the instance goes on without Redis (250). */
  timeoutMs?: number;
  log?: Pick<Console, 'warn' | 'log'>;
}

export interface SharedTier {
  /** The page under `key`, and the mark for a render that starts now (null when Redis is not reachable). */
  lookup(key: string): Promise<{ page: CachedPage | null; mark: SharedMark | null }>;
  /** Keeps a rendered page unless one of its tags was invalidated after `mark`; answers whether it did. */
  store(key: string, page: CachedPage, mark: SharedMark): Promise<boolean>;
  /** Drops the pages under these tags (a database announcement: `product:*` and `*` as in PageCache). */
  invalidate(tags: readonly string[]): Promise<void>;
  /** Empties the tier and tells every instance to drop its memory tier. */
  flushEverywhere(reason: 'gap' | 'purge'): Promise<void>;
  readonly ready: boolean;
  close(): Promise<void>;
}

/** The channel purges travel on: one per prefix, whatever the build. */
export const purgeChannel = (prefix: string) => `${prefix}:page-cache`;

/*
 * Keys, under `<prefix>:<build>:` (ARGV[1] of every script; a single Redis, so the scripts build
 * their keys themselves rather than declaring them):
 *   ns                      the namespace: `*` (a purge) advances it and the old keys expire
 *   epoch                   advanced by every invalidation
 *   at:<tag>                the epoch of the tag's last invalidation (10 minutes)
 *   <ns>:page:<page key>    a page: 4-byte metadata length, metadata JSON, brotli body
 *   <ns>:tag:<tag>          the page keys built from the tag
 *   <ns>:product-tags       the product tags in use (what `product:*` drops)
 */
/** ARGV: base, page key -> { ns, epoch, value or false } */
const LOOKUP = `
local base = ARGV[1]
local ns = redis.call('GET', base .. 'ns') or '0'
local epoch = redis.call('GET', base .. 'epoch') or '0'
return { ns, epoch, redis.call('GET', base .. ns .. ':page:' .. ARGV[2]) or false }`;

/** ARGV: base, page key, ns, epoch, ttl seconds, value, tags… -> 1 stored, 0 refused */
const STORE = `
local base, ns, since, ttl = ARGV[1], ARGV[3], tonumber(ARGV[4]), ARGV[5]
if (redis.call('GET', base .. 'ns') or '0') ~= ns then return 0 end
local function changed(tag)
  local at = redis.call('GET', base .. 'at:' .. tag)
  return at and tonumber(at) > since
end
if changed('*') then return 0 end
for i = 7, #ARGV do
  local tag = ARGV[i]
  if changed(tag) then return 0 end
  if (string.sub(tag, 1, 8) == 'product:' or tag == 'catalog' or tag == 'taxonomy') and changed('product:*') then return 0 end
end
local page = base .. ns .. ':page:' .. ARGV[2]
redis.call('SET', page, ARGV[6], 'EX', ttl)
for i = 7, #ARGV do
  local tag = ARGV[i]
  local index = base .. ns .. ':tag:' .. tag
  redis.call('SADD', index, page)
  redis.call('EXPIRE', index, ttl)
  if string.sub(tag, 1, 8) == 'product:' then
    redis.call('SADD', base .. ns .. ':product-tags', tag)
    redis.call('EXPIRE', base .. ns .. ':product-tags', ttl)
  end
end
return 1`;

/** ARGV: base, seconds a tag's invalidation is remembered, tags… -> pages dropped */
const INVALIDATE = `
local base, remember = ARGV[1], ARGV[2]
local ns = redis.call('GET', base .. 'ns') or '0'
local epoch = redis.call('INCR', base .. 'epoch')
local dropped = 0
local function drop(tag)
  local index = base .. ns .. ':tag:' .. tag
  for _, page in ipairs(redis.call('SMEMBERS', index)) do dropped = dropped + redis.call('DEL', page) end
  redis.call('DEL', index)
end
for i = 3, #ARGV do
  local tag = ARGV[i]
  redis.call('SET', base .. 'at:' .. tag, epoch, 'EX', remember)
  if tag == '*' then
    redis.call('INCR', base .. 'ns')
  elseif tag == 'product:*' then
    local list = base .. ns .. ':product-tags'
    for _, name in ipairs(redis.call('SMEMBERS', list)) do drop(name) end
    redis.call('DEL', list)
    drop('catalog')
    drop('taxonomy')
  else
    drop(tag)
  end
end
return dropped`;

/** A page as one binary value: 4 bytes of metadata length, the metadata (JSON), the brotli body. */
function encode(page: CachedPage, br: Buffer): Buffer {
  const meta = Buffer.from(JSON.stringify({ status: page.status, headers: page.headers, tags: page.tags, storedAt: page.storedAt }));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(meta.length);
  return Buffer.concat([length, meta, br]);
}

async function decode(value: Buffer): Promise<CachedPage> {
  const length = value.readUInt32BE(0);
  const meta = JSON.parse(value.subarray(4, 4 + length).toString()) as Pick<CachedPage, 'status' | 'headers' | 'tags' | 'storedAt'>;
  const br = value.subarray(4 + length);
  return { ...meta, body: await unbrotli(br), br: Buffer.from(br) };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Redis within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The address without a password, for logs. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis';
  }
}

/** A short reason, never a value: an error code or the first line of the message. */
const reason = (error: unknown) => (error as { code?: string }).code ?? String((error as Error)?.message ?? error).split('\n')[0]!.slice(0, 120);

/** Connects (in the background: the instance starts whether or not Redis answers) and returns the tier. */
export function sharedTier(options: SharedTierOptions): SharedTier {
  const log = options.log ?? console;
  const timeout = options.timeoutMs ?? 250;
  const base = `${options.prefix}:${options.build}:`;
  const channel = purgeChannel(options.prefix);
  const instance = randomUUID();
  const where = redactRedisUrl(options.url);
  const socket = { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000) };
  // Commands fail at once while the connection is down (no queue that would hold a request).
  const client = createClient({ url: options.url, disableOfflineQueue: true, socket });
  const subscriber = client.duplicate();
  const sha = new Map<string, string>();

  /** Connections made so far: a mark from an earlier one is not trusted (Redis may have restarted). */
  let session = 0;
  /** Said in the log once per outage. */
  let down = false;
  /** After a failure or a slow answer Redis is left alone for a moment, so requests do not wait on it each time. */
  let pausedUntil = 0;
  /** An invalidation could not be passed on: the tier is emptied before it is read again. */
  let missed = false;
  let recovering: Promise<void> | null = null;
  let closed = false;

  const failed = (error: unknown) => {
    pausedUntil = Date.now() + 2000;
    if (down || closed) return;
    down = true;
    log.warn(`[page-cache] Redis at ${where} is not reachable (${reason(error)}): pages are served from this instance's memory until it is back`);
  };
  const answered = () => {
    if (!down) return;
    down = false;
    log.log(`[page-cache] Redis at ${where} answers again: the shared tier is back`);
  };
  /** Empties the tier after a missed invalidation: no instance may have passed it on. */
  const recover = () => {
    recovering ??= run(INVALIDATE, [String(REMEMBER_SECONDS), '*'], 2000)
      .then(() => {
        missed = false;
        answered();
      }, failed)
      .finally(() => (recovering = null));
  };
  client.on('error', failed);
  subscriber.on('error', () => undefined);
  client.on('ready', () => {
    session += 1;
    pausedUntil = 0;
    answered();
    if (missed) recover();
  });
  let subscribed = false;
  subscriber.on('ready', () => {
    // Purges sent while this subscription was down are lost: drop the memory tier once.
    if (subscribed) options.onFlush();
    subscribed = true;
  });

  void client.connect().catch(failed);
  void subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(channel, (message) => {
        let from: unknown;
        try {
          from = (JSON.parse(message) as { from?: unknown }).from;
        } catch {
          from = undefined;
        }
        if (from === instance) return;
        options.onFlush();
        // Instances of other builds share the channel: each empties its own build's tier.
        void run(INVALIDATE, [String(REMEMBER_SECONDS), '*'], 2000).catch((error: unknown) => {
          missed = true;
          failed(error);
        });
      }),
    )
    .catch(() => undefined);

  /** EVALSHA (the script loaded once when Redis does not know it), all within `ms`. */
  function run<T = unknown>(script: string, args: (string | Buffer)[], ms = timeout): Promise<T> {
    const argv = [base, ...args];
    const evaluate = async (): Promise<T> => {
      const known = sha.get(script);
      if (known) {
        try {
          return await client.sendCommand<T>(['EVALSHA', known, '0', ...argv], { typeMapping: asBuffers });
        } catch (error) {
          if (!String((error as Error).message).startsWith('NOSCRIPT')) throw error;
        }
      }
      const loaded = String(await client.sendCommand<string>(['SCRIPT', 'LOAD', script]));
      sha.set(script, loaded);
      return client.sendCommand<T>(['EVALSHA', loaded, '0', ...argv], { typeMapping: asBuffers });
    };
    return withTimeout(evaluate(), ms);
  }

  const usable = () => client.isReady && !closed && Date.now() >= pausedUntil;

  return {
    get ready() {
      return usable() && !missed && !recovering;
    },

    async lookup(key) {
      if (missed && usable()) recover();
      if (!this.ready) return { page: null, mark: null };
      try {
        const [ns, epoch, value] = await run<[Buffer, Buffer, Buffer | null]>(LOOKUP, [key]);
        answered();
        return { page: value ? await decode(value) : null, mark: { ns: ns.toString(), epoch: epoch.toString(), session } };
      } catch (error) {
        failed(error);
        return { page: null, mark: null };
      }
    },

    async store(key, page, mark) {
      if (!this.ready || mark.session !== session) return false;
      try {
        page.br ??= await brotli(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
        const ttl = Math.max(1, options.maxAgeSeconds - Math.floor((Date.now() - page.storedAt) / 1000));
        return (await run<number>(STORE, [key, mark.ns, mark.epoch, String(ttl), encode(page, page.br), ...page.tags])) === 1;
      } catch (error) {
        failed(error);
        return false;
      }
    },

    async invalidate(tags) {
      if (!tags.length) return;
      try {
        // Tried even while paused: a change must reach the tier whenever it can.
        await run(INVALIDATE, [String(REMEMBER_SECONDS), ...tags], 2000);
      } catch (error) {
        missed = true;
        failed(error);
      }
    },

    async flushEverywhere(why) {
      try {
        await run(INVALIDATE, [String(REMEMBER_SECONDS), '*'], 2000);
        await withTimeout(client.sendCommand(['PUBLISH', channel, JSON.stringify({ from: instance, reason: why })]), 2000);
      } catch (error) {
        missed = true;
        failed(error);
      }
    },

    async close() {
      closed = true;
      await Promise.all([client.close().catch(() => client.destroy()), subscriber.close().catch(() => subscriber.destroy())]);
    },
  };
}
