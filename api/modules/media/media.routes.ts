import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParamSchema, textSchema } from '../../contract/common';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponses } from '../../lib/openapi';
import { storedFile } from './media.service';

const mediaParams = z.object({
  id: idParamSchema,
  name: textSchema.min(1).max(200).regex(/^[\w.-]+$/),
});

/**
 * Serves files the API stores itself (the seed's generated images) at their URL: the id and the
 * file's own name (another name is 404). Immutable: a change gets a new id.
 */
export const mediaRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/media/{id}/{name}',
    tags: ['media'],
    summary: 'A stored media file',
    request: { params: mediaParams },
    responses: {
      200: { description: 'The file', content: { 'image/svg+xml': { schema: z.string() } } },
      404: errorResponses[404],
      422: errorResponses[422],
    },
  }),
  async (c) => {
    const { id, name } = c.req.valid('param');
    const file = await storedFile(c.var.db, id, name);
    if (!file?.body) throw new AppError('not_found', 'media_not_found');
    return c.body(file.body, 200, {
      'Content-Type': file.mimeType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened on its own must not run anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  },
);
