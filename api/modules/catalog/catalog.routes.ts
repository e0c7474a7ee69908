import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idPathSchema, langQuerySchema, textSchema } from '../../contract';
import { collectionSchema, filtersSchema } from '../../contract/catalog';
import { idOrSlugParamSchema } from '../../contract/content';
import { catalogQuerySchema, catalogResponseSchema, configurationSchema, idOrSkuParamSchema, productSchema, stockNotificationRequestSchema } from '../../contract/products';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponses, getRoute } from '../../lib/openapi';
import type { ValidationLanguage } from '../../../domain/messages/validation-messages';
import { validationError } from '../../lib/validation';
import { getFilters, getCollection, listCollections } from './catalog.service';
import { systemEntities } from './entities';
import { getCatalog, getConfiguration, getProduct, requestStockNotification } from './product.service';
import { productTags, stockTag, tagAnswer } from '../../lib/cache-tags';

const slugParam = z.object({ slug: textSchema.min(1).max(200).regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a slug') });

const catalogResponses = {
  200: { description: 'Products and page info', content: { 'application/json': { schema: catalogResponseSchema } } },
  400: errorResponses[400],
  404: errorResponses[404],
  500: errorResponses[500],
} as const;

const catalogRoute = createRoute({
  method: 'get',
  path: '/system-catalog',
  tags: ['catalog'],
  summary: 'One page of the catalogue',
  request: { query: catalogQuerySchema },
  responses: catalogResponses,
});

const collectionCatalogRoute = createRoute({
  method: 'get',
  path: '/system-catalog/{slug}',
  tags: ['catalog'],
  summary: "One page of a collection's catalogue (default order: collection_sort_order)",
  request: { query: catalogQuerySchema, params: slugParam },
  responses: catalogResponses,
});

/** The catalogue answers a malformed query with 400 (spec section 8: the storefront shows its 404 page). */
function badCatalogQuery(error: z.ZodError, input: unknown, language: ValidationLanguage): AppError {
  return new AppError('bad_request', 'invalid_catalog_query', { fields: validationError(error, input, language).fields });
}

/** The listing calls, whose invalid queries are 400s. */
export const catalogListingRoutes = createRouter(badCatalogQuery)
  .openapi(catalogRoute, async (c) => {
    const listing = await getCatalog(c.var.db, c.req.valid('query'), c.var.locale);
    tagAnswer(c, 'catalog', 'taxonomy', ...productTags(listing.data));
    return c.json(listing, 200);
  })
  .openapi(collectionCatalogRoute, async (c) => {
    const listing = await getCatalog(c.var.db, c.req.valid('query'), c.var.locale, c.req.valid('param').slug);
    tagAnswer(c, 'catalog', 'taxonomy', 'collection', ...productTags(listing.data));
    return c.json(listing, 200);
  });

export const catalogRoutes = createRouter()
  .openapi(
    getRoute({ path: '/filters', tags: ['catalog'], summary: 'Filter data for the catalogue', response: filtersSchema }),
    async (c) => {
      tagAnswer(c, 'catalog', 'taxonomy', 'collection', 'settings');
      return c.json({ data: await getFilters(c.var.db, c.var.locale) }, 200);
    },
  )
  .openapi(
    getRoute({ path: '/collections', tags: ['catalog'], summary: 'All collections, by sort_order', response: z.array(collectionSchema) }),
    async (c) => {
      tagAnswer(c, 'collection', 'taxonomy', 'catalog');
      return c.json({ data: await listCollections(c.var.db, c.var.locale) }, 200);
    },
  )
  .openapi(
    getRoute({ path: '/collections/{slug}', tags: ['catalog'], summary: 'One collection', response: collectionSchema, request: { params: slugParam, query: langQuerySchema } }),
    async (c) => {
      tagAnswer(c, 'collection', 'taxonomy', 'catalog');
      return c.json({ data: await getCollection(c.var.db, c.req.valid('param').slug, c.var.locale) }, 200);
    },
  )
  .openapi(
    getRoute({ path: '/products/{id}', tags: ['catalog'], summary: 'A product with configurations, media, translations, badges and related products', response: productSchema, request: { params: idOrSlugParamSchema, query: langQuerySchema } }),
    async (c) => {
      const product = await getProduct(c.var.db, c.req.valid('param').id, c.var.locale);
      tagAnswer(c, 'taxonomy', stockTag(product.id), ...productTags([product, ...product.related]));
      return c.json({ data: product }, 200);
    },
  )
  .openapi(
    getRoute({ path: '/product-configurations/{id}', tags: ['catalog'], summary: 'A configuration by id or SKU', response: configurationSchema, request: { params: idOrSkuParamSchema, query: langQuerySchema } }),
    async (c) => {
      const configuration = await getConfiguration(c.var.db, c.req.valid('param').id, c.var.locale);
      tagAnswer(c, 'taxonomy', stockTag(configuration.product_id), `product:${configuration.product_id}`);
      return c.json({ data: configuration }, 200);
    },
  )
  .openapi(
    getRoute({
      path: '/system-entities/{type}',
      tags: ['catalog'],
      summary: 'Reference lists: countries, badges, categories, collections, materials, stones, head-styles, stone-shapes',
      response: z.array(z.object({ id: z.union([z.string(), z.number()]), slug: z.string(), title: z.string() })),
      request: { params: z.object({ type: textSchema.min(1).max(40).regex(/^[a-z-]+$/) }), query: langQuerySchema },
    }),
    async (c) => {
      tagAnswer(c, 'taxonomy', 'collection', 'settings');
      return c.json({ data: await systemEntities(c.var.db, c.req.valid('param').type, c.var.locale) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/products/{id}/stock-notifications',
      tags: ['catalog'],
      summary: 'Mail me when this configuration is back in stock (idempotent per address)',
      request: {
        params: idPathSchema,
        query: langQuerySchema,
        body: { required: true, content: { 'application/json': { schema: stockNotificationRequestSchema } } },
      },
      responses: {
        201: { description: 'Stored', content: { 'application/json': { schema: z.object({ data: z.object({ created: z.boolean() }) }) } } },
        200: { description: 'Already stored', content: { 'application/json': { schema: z.object({ data: z.object({ created: z.boolean() }) }) } } },
        ...errorResponses,
      },
    }),
    async (c) => {
      const result = await requestStockNotification(c.var.db, c.req.valid('param').id, c.req.valid('json'), c.var.locale);
      return c.json({ data: result }, result.created ? 201 : 200);
    },
  );
