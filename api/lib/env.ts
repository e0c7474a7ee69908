import { z } from 'zod';
import { trustedProxies } from './client-address';
import { isTileUrl } from '../../domain/map/map-rules';

/**
 * The shop's configuration: every environment variable it reads, checked in one place. The host
 * (host/instrumentation.ts), `npm start` and `npm run api` read it at start, so a wrong value stops
 * the shop with a message naming the variable instead of failing a request later. Next's own
 * variables (NODE_ENV, NEXT_RUNTIME) and build switches stay where Next reads them.
 */

/** An optional setting: unset and the empty string both mean "not set"; surrounding spaces are dropped. */
const text = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value), z.string().optional());
const url = (protocols: string[]) =>
  text.refine((value) => {
    if (value === undefined) return true;
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
const whole = (min: number, max: number, fallback: number) =>
  z.preprocess((value) => (value === undefined || value === '' ? fallback : Number(value)), z.number().int(`must be a whole number from ${min} to ${max}`).min(min, `must be from ${min} to ${max}`).max(max, `must be from ${min} to ${max}`));

const schema = z.object({
  // Database
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  PGLITE_DIR: text,
  /** Folder of the media library's uploads (api/modules/media/store.ts); by default beside the embedded database, or data/media. */
  MEDIA_DIR: text,
  /** Largest upload to the media library, in bytes. */
  MEDIA_UPLOAD_MAX_BYTES: whole(1024, 50_000_000, 8_000_000),
  /** `worker` (default) runs the embedded PGlite in a worker thread of its own; `inline` in the server's thread. */
  PGLITE_THREAD: z.preprocess((value) => (value === undefined || value === '' ? 'worker' : value), z.enum(['worker', 'inline'])),
  DATABASE_POOL_MAX: whole(1, 1000, 10),
  MIGRATIONS_DIR: text,
  // Where the shop and its API are
  SHOP_ORIGIN: url(['http:', 'https:']),
  API_URL: url(['http:', 'https:']),
  API_PORT: whole(1, 65_535, 8787),
  API_HOST: z.preprocess((value) => (value === undefined || value === '' ? '127.0.0.1' : value), z.string()),
  PREVIEW_TOKEN: text,
  /** The secret `GET /api/v1/sitemap` asks for (spec section 7); unset: a random one per process (the host's in-process calls know it). */
  SITEMAP_KEY: text,
  /** The page cache of host/server/main.ts: `off` turns it off; bytes kept; a page's longest life. */
  PAGE_CACHE: z.preprocess((value) => (value === undefined || value === '' ? 'on' : value), z.enum(['on', 'off'])),
  PAGE_CACHE_BYTES: whole(1_000_000, 4_000_000_000, 64_000_000),
  PAGE_CACHE_MAX_AGE_SECONDS: whole(1, 86_400, 60),
  /** How long a page a sale outdated (or that aged out) may still be served while it renders again (host/server/cached-pages.ts); 0: never. */
  PAGE_CACHE_STALE_MS: whole(0, 60_000, 1500),
  /**
   * Seconds host/server/main.ts keeps serving after SIGTERM while its health check answers 503, so
   * a balancer takes it out before it stops listening (a deploy loses no request). 0: close at once.
   */
  SHUTDOWN_DRAIN_SECONDS: whole(0, 120, 0),
  /**
   * Redis shared by the instances of a scaled-out shop (host/server/shared-page-cache.ts): the page
   * cache's shared tier and its purge channel. Unset: each instance keeps its pages in memory only.
   */
  REDIS_URL: url(['redis:', 'rediss:']),
  /** Prefix of the shop's keys and channel in Redis, so several shops (or test runs) can share one server. */
  REDIS_PREFIX: z.preprocess((value) => (value === undefined || value === '' ? 'shop' : value), z.string().regex(/^[\w.-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores')),
  /** Largest request body the API reads, in bytes (413 beyond; api/lib/request-guard.ts). */
  BODY_LIMIT_BYTES: whole(1024, 104_857_600, 1_048_576),
  /** Proxies whose X-Forwarded-For is believed (api/lib/client-address.ts): addresses, CIDR ranges, `loopback`. */
  TRUSTED_PROXIES: text.refine((list) => {
    try {
      trustedProxies(list);
      return true;
    } catch {
      return false;
    }
  }, 'must be a comma-separated list of IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal)'),
  // Map jewellery (domain/map/map-rules.ts): where the picker loads tiles ({z}/{x}/{y}), and whom it credits
  MAP_TILE_URL: text.refine((value) => value === undefined || isTileUrl(value), 'must be an http(s) URL with {z}, {x} and {y}'),
  MAP_TILE_ATTRIBUTION: text,
  MAP_TILE_ATTRIBUTION_URL: url(['http:', 'https:']),
  // Payments
  STRIPE_SECRET_KEY: text,
  STRIPE_PUBLISHABLE_KEY: text,
  STRIPE_WEBHOOK_SECRET: text,
  STRIPE_API_BASE: url(['http:', 'https:']),
  PAYPAL_CLIENT_ID: text,
  PAYPAL_CLIENT_SECRET: text,
  PAYPAL_API_BASE: url(['http:', 'https:']),
  PAYPAL_MODE: text,
  /** The id PayPal gave the shop's webhook (`/api/v1/webhooks/paypal`); without it every PayPal webhook is refused. */
  PAYPAL_WEBHOOK_ID: text,
  AFFIRM_PUBLIC_KEY: text,
  // Sign-in with other providers (a JSON list, read by api/modules/accounts/social.ts)
  OIDC_PROVIDERS: text,
  // Mail
  SMTP_URL: url(['smtp:', 'smtps:']),
  MAIL_FROM: z.preprocess((value) => (value === undefined || value === '' ? 'Juwelier Aurum <no-reply@localhost>' : value), z.string()),
});

export type Env = z.infer<typeof schema>;

/** A setting that cannot be used; the message names each variable and what is wrong with it. */
export class EnvError extends Error {
  override readonly name = 'EnvError';
}

/** Checks an environment (process.env by default); throws EnvError naming every wrong variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`The shop's configuration is not valid:\n${lines.join('\n')}`);
}

const names = Object.keys(schema.shape);
let current: { key: string; value: Env } | undefined;

/**
 * The current configuration, checked again only when one of its variables changed (tests change
 * process.env between cases). Checking it on every call cost 1 % of an uncached render's CPU: a
 * render reads it a few dozen times.
 */
export function env(): Env {
  const key = names.map((name) => process.env[name] ?? '\u0000').join('\u0001');
  if (current?.key !== key) current = { key, value: Object.freeze(parseEnv(process.env)) };
  return current.value;
}
