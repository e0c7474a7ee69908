import type { SitemapEntry } from '../../api/contract/seo';

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** A `<urlset>` of the entries, each with its languages as `xhtml:link` alternates (Google's way for hreflang in sitemaps). */
export function urlsetXml(entries: SitemapEntry[], absolute: (path: string) => string): string {
  const urls = entries.map((entry) => {
    const links = Object.entries(entry.alternates)
      .map(([language, path]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(absolute(path))}"/>`)
      .join('');
    return `<url><loc>${escapeXml(absolute(entry.url))}</loc>${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''}${links}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A `<sitemapindex>` naming the files. */
export function sitemapIndexXml(files: string[]): string {
  const items = files.map((file) => `<sitemap><loc>${escapeXml(file)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** robots.txt: everyone may crawl but the private paths (in every language), and where the sitemap is. */
export function robotsTxt(privatePaths: string[], sitemapUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...privatePaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
