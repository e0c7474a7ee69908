import { locales } from '../../../domain/locale';
import { localizePath, PRIVATE_PATHS } from '../../../domain/content/shop-paths';
import { siteOrigin } from '../../lib/site-origin';
import { robotsTxt } from '../../seo/sitemap-xml';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** `/robots.txt`: the private paths in every language and the back office are not crawled; the sitemap is named. */
export function GET() {
  // The back office too (its answers also say noindex; robots.txt keeps crawlers from asking).
  const paths = [...PRIVATE_PATHS.flatMap((path) => locales.map((locale) => localizePath(path, locale))), '/admin'];
  return new Response(robotsTxt(paths, `${siteOrigin()}/sitemap.xml`), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
