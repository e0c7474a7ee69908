import { z } from 'zod';
import { cacheVersionsSchema, languageSchema } from '../../contract/settings';
import { createRouter, getRoute } from '../../lib/openapi';
import { listLanguages } from './languages.service';
import { getCacheVersions } from './settings.service';
import { tagAnswer } from '../../lib/cache-tags';

export const settingsRoutes = createRouter().openapi(
  getRoute({ path: '/languages', tags: ['settings'], summary: 'The shop languages', response: z.array(languageSchema) }),
  async (c) => {
    tagAnswer(c, 'settings');
    return c.json({ data: await listLanguages(c.var.db) }, 200);
  },
);

/** `/cv` lives at the site root (spec section 7), outside /api/v1. */
export const cacheVersionRoutes = createRouter().openapi(
  getRoute({ path: '/cv', tags: ['settings'], summary: 'Cache versions per tag group', response: cacheVersionsSchema }),
  async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await getCacheVersions(c.var.db) }, 200);
  },
);
