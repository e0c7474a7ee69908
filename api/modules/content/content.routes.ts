import { langQuerySchema } from '../../contract';
import { blockSchema, idOrSlugParamSchema, pageSchema } from '../../contract/content';
import { createRouter, getRoute } from '../../lib/openapi';
import { getBlock, getPage } from './content.service';
import { tagAnswer } from '../../lib/cache-tags';

export const contentRoutes = createRouter()
  .openapi(
    getRoute({
      path: '/pages/{id}',
      tags: ['content'],
      summary: 'A CMS page with its blocks, by id or slug',
      request: { params: idOrSlugParamSchema, query: langQuerySchema },
      response: pageSchema,
    }),
    async (c) => {
      tagAnswer(c, 'page');
      return c.json({ data: await getPage(c.var.db, c.req.valid('param').id, c.var.locale) }, 200);
    },
  )
  .openapi(
    getRoute({
      path: '/blocks/{id}',
      tags: ['content'],
      summary: 'One CMS block, by id or key',
      request: { params: idOrSlugParamSchema, query: langQuerySchema },
      response: blockSchema,
    }),
    async (c) => {
      tagAnswer(c, 'page');
      return c.json({ data: await getBlock(c.var.db, c.req.valid('param').id, c.var.locale) }, 200);
    },
  );
