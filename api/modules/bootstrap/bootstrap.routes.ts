import { bootstrapSchema } from '../../contract/settings';
import { createRouter, getRoute } from '../../lib/openapi';
import { getBootstrap } from './bootstrap.service';
import { tagAnswer } from '../../lib/cache-tags';

export const bootstrapRoutes = createRouter().openapi(
  getRoute({
    path: '/bootstrap',
    tags: ['settings'],
    summary: 'Settings, menus, languages, integrations and other start-up data',
    response: bootstrapSchema,
  }),
  async (c) => {
    tagAnswer(c, 'settings', 'taxonomy', 'page');
    return c.json({ data: await getBootstrap(c.var.db, c.var.locale) }, 200);
  },
);
