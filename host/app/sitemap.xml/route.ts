import { siteOrigin } from '../../lib/site-origin';
import { sitemapFile } from '../../seo/sitemap-data';
import { sitemapIndexXml } from '../../seo/sitemap-xml';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** `/sitemap.xml`: the index of the sitemap's files (`/sitemaps/{n}.xml`, at most 50 000 addresses each). */
export async function GET() {
  const first = await sitemapFile(1);
  const pages = first?.pages ?? 1;
  const files = Array.from({ length: pages }, (_, index) => `${siteOrigin()}/sitemaps/${index + 1}.xml`);
  return new Response(sitemapIndexXml(files), { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
