import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '../../lib/env';

const generatedKey = Symbol.for('juwelier.sitemap-key');
type WithKey = typeof globalThis & { [generatedKey]?: string };

/**
 * The key `GET /sitemap` asks for: SITEMAP_KEY, else one made at random for this process (the
 * host's in-process calls read it here; a separately running API needs SITEMAP_KEY on both). The
 * random one lives on globalThis: the shop's server (which answers /api/v1) and Next's bundle (the
 * sitemap's pages) each hold a copy of this module, and both must know the same key.
 */
export function sitemapKey(): string {
  const configured = env().SITEMAP_KEY;
  if (configured) return configured;
  const holder = globalThis as WithKey;
  holder[generatedKey] ??= randomBytes(24).toString('base64url');
  return holder[generatedKey];
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `given` is the key (compared in constant time). */
export const isSitemapKey = (given: string) => timingSafeEqual(digest(given), digest(sitemapKey()));
