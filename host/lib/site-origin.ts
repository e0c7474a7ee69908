import { configuredShopOrigin } from '../../api/lib/origin';

/**
 * The shop's public origin, in front of every address the pages give search engines and other
 * sites (canonical and hreflang links, JSON-LD, Open Graph, robots.txt, the sitemap): SHOP_ORIGIN,
 * which every start of the server sets (host/server/main.ts). The settings' `front_domain` is not
 * used for it: one configured origin, the one mails and origin checks use too.
 */
export function siteOrigin(): string {
  return configuredShopOrigin() ?? 'http://localhost:3000';
}

/** A path (or an absolute URL, kept) as an absolute URL on the shop. */
export const absoluteUrl = (pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : new URL(pathOrUrl, siteOrigin()).toString());
