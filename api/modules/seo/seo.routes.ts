import { sitemapQuerySchema, sitemapSchema } from '../../contract/seo';
import { langQuerySchema } from '../../contract';
import { notFound } from '../../lib/errors';
import { createRouter, getRoute } from '../../lib/openapi';
import { isSitemapKey } from './sitemap-key';
import { sitemapFile } from './sitemap.service';

export const seoRoutes = createRouter().openapi(
  getRoute({
    path: '/sitemap',
    tags: ['seo'],
    summary: "One file of the shop's sitemap (spec section 7: with the secret key; 25 000 pages in nl and en a file)",
    request: { query: langQuerySchema.extend(sitemapQuerySchema.shape) },
    response: sitemapSchema,
  }),
  async (c) => {
    const { key, page } = c.req.valid('query');
    // A wrong key finds nothing: the endpoint does not tell it exists.
    if (!isSitemapKey(key)) throw notFound('route_not_found');
    c.header('cache-control', 'private, no-store');
    return c.json({ data: await sitemapFile(c.var.db, page) }, 200);
  },
);
