import type { Context } from 'hono';
import type { Locale } from '../../domain/locale';
import { localizePath } from '../../domain/content/shop-paths';
import { env, type Env } from './env';
import type { ApiEnv } from './openapi';

/** `SHOP_ORIGIN` (e.g. `https://www.juwelier.nl`) as an origin, or undefined when unset or not a URL. */
export function configuredShopOrigin(source: Pick<Partial<Env>, 'SHOP_ORIGIN'> = env()): string | undefined {
  if (!source.SHOP_ORIGIN) return undefined;
  try {
    return new URL(source.SHOP_ORIGIN).origin;
  } catch {
    return undefined;
  }
}

/** Whether the request reached the shop over https (itself, or at the proxy in front: `X-Forwarded-Proto`). */
export function isHttps(c: Context): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded ? forwarded === 'https' : new URL(c.req.url).protocol === 'https:';
}

/** The origin the request was sent to, with the scheme the client used (behind a TLS proxy too). */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  return `${isHttps(c) ? 'https' : url.protocol.slice(0, -1)}://${url.host}`;
}

/**
 * The origin the browser addressed, from `X-Forwarded-Host` (a proxy in front) or `Host`. Behind
 * the Next host the request URL no longer carries it (it says localhost), the headers do. A page
 * on another site cannot set either on a victim's request, so comparing `Origin` with it is the
 * standard same-origin check.
 */
export function addressedOrigin(c: Context): string | undefined {
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || c.req.header('host')?.trim();
  if (!host) return undefined;
  try {
    return new URL(`${isHttps(c) ? 'https' : 'http'}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origins a cookie-authenticated change may come from: the one the client addressed (Host, or
 * a trusted proxy's X-Forwarded-Host: the servers in front drop a client's own, see
 * api/lib/client-address.ts), `SHOP_ORIGIN`, and the request URL's when it is the client's (not
 * when the host built it from its own address: `http://localhost:3000` is no shopper's page).
 */
export function trustedOrigins(c: Context<ApiEnv>): Set<string> {
  const fromUrl = c.get('internalUrl') ? [] : [new URL(c.req.url).origin, requestOrigin(c)];
  return new Set([...fromUrl, addressedOrigin(c), configuredShopOrigin()].filter((origin): origin is string => Boolean(origin)));
}

/** The origin of the page that sent the request: `Origin`, else the origin of `Referer`. */
export function senderOrigin(c: Context): string | undefined {
  const origin = c.req.header('origin');
  if (origin) return origin;
  const referer = c.req.header('referer');
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/** The language prefix rule of the shop's paths (domain/content/shop-paths.ts). */
export const localizedPath = localizePath;

let warned = false;

/**
 * An absolute link into the shop for mails: `SHOP_ORIGIN` when set, else the request's origin
 * (set SHOP_ORIGIN in production: a forged Host header must not end up in a recovery mail).
 */
export function shopLink(c: Context, locale: Locale, path: string): string {
  const configured = configuredShopOrigin();
  if (!configured && process.env.NODE_ENV === 'production' && !warned) {
    warned = true;
    console.warn('[api] SHOP_ORIGIN is not set: links in mails use the request origin');
  }
  return `${configured ?? requestOrigin(c)}${localizedPath(path, locale)}`;
}

/** Builds an absolute shop link for a language (SHOP_ORIGIN or the request's origin). */
export type LinkBuilder = (locale: Locale, path: string) => string;

/** A link builder bound to one request, for the mails sent while answering it. */
export function shopLinks(c: Context): LinkBuilder {
  return (locale, path) => shopLink(c, locale, path);
}
