/**
 * What search engines are told: the sitemap's addresses from the catalogue, the CMS pages and the
 * journal (composed from the modules that own them). Owns no tables.
 */
export { seoRoutes } from './seo.routes';
export { sitemapKey } from './sitemap-key';
export { PAGES_PER_FILE, sitemapFile } from './sitemap.service';
