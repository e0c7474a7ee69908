import { absoluteUrl } from '../../../lib/site-origin';
import { sitemapFile } from '../../../seo/sitemap-data';
import { urlsetXml } from '../../../seo/sitemap-xml';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const notFound = () => new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** `/sitemaps/{n}.xml`: file n of the sitemap, each page in nl and en with its `hreflang` alternates. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^([1-9][0-9]{0,3})\.xml$/.exec((await params).file);
  if (!match) return notFound();
  const file = await sitemapFile(Number(match[1]));
  if (!file) return notFound();
  return new Response(urlsetXml(file.sitemap, absoluteUrl), { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
