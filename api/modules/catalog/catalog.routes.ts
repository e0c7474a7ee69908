import { z } from 'zod';
import { collectionSchema, filtersSchema } from '../../contract/catalog';
import { createRouter, getRoute } from '../../lib/openapi';
import { getFilters, listCollections } from './catalog.service';

export const catalogRoutes = createRouter()
  .openapi(
    getRoute({ path: '/filters', tags: ['catalog'], summary: 'Filter data for the catalogue', response: filtersSchema }),
    async (c) => c.json({ data: await getFilters(c.var.db, c.var.locale) }, 200),
  )
  .openapi(
    getRoute({ path: '/collections', tags: ['catalog'], summary: 'All collections, by sort_order', response: z.array(collectionSchema) }),
    async (c) => c.json({ data: await listCollections(c.var.db, c.var.locale) }, 200),
  );
