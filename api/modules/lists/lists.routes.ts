import { createRoute } from '@hono/zod-openapi';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { listUniqueIdSchema, saveListRequestSchema, savedListSchema, savedListWithItemsSchema, type ListKind } from '../../contract/lists';
import { createRouter, errorResponses } from '../../lib/openapi';
import { getList, saveList } from './lists.service';

/** POST and GET for one kind of list; `/wishlists` and `/comparisons` are the same code. */
function listRoutes(kind: ListKind, path: '/wishlists' | '/comparisons') {
  const label = kind === 'wishlist' ? 'wishlist' : 'comparison list';
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path,
        tags: ['lists'],
        summary: `A ${label} by its unique id, with display items (title, image, price, stock status) for the known SKUs`,
        request: { query: langQuerySchema.extend({ unique_id: listUniqueIdSchema }) },
        responses: { 200: { description: `The ${label}`, content: { 'application/json': { schema: dataEnvelope(savedListWithItemsSchema) } } }, ...errorResponses },
      }),
      async (c) => c.json({ data: await getList(c.var.db, kind, c.req.valid('query').unique_id, c.var.locale) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path,
        tags: ['lists'],
        summary: `Store the full baggage of a ${label}, replacing the stored one; without a known unique_id a new list is made`,
        request: { query: langQuerySchema, body: { required: true, content: { 'application/json': { schema: saveListRequestSchema } } } },
        responses: { 200: { description: `The stored ${label}`, content: { 'application/json': { schema: dataEnvelope(savedListSchema) } } }, ...errorResponses },
      }),
      async (c) => c.json({ data: await saveList(c.var.db, kind, c.req.valid('json')) }, 200),
    );
}

export const wishlistRoutes = listRoutes('wishlist', '/wishlists');
export const comparisonRoutes = listRoutes('comparison', '/comparisons');
