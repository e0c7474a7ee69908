import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '../../lib/env';

let generated: string | undefined;

/**
 * The key `GET /sitemap` asks for: SITEMAP_KEY, else one made at random for this process (the
 * host's in-process calls read it here; a separately running API needs SITEMAP_KEY on both).
 */
export function sitemapKey(): string {
  const configured = env().SITEMAP_KEY;
  if (configured) return configured;
  generated ??= randomBytes(24).toString('base64url');
  return generated;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `given` is the key (compared in constant time). */
export const isSitemapKey = (given: string) => timingSafeEqual(digest(given), digest(sitemapKey()));
