import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParamSchema, textSchema } from '../../contract/common';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponses } from '../../lib/openapi';
import { servedFile } from './media-library';

const mediaParams = z.object({
  id: idParamSchema,
  name: textSchema.min(1).max(200).regex(/^[\w.-]+$/),
});

/**
 * Serves the media library's files at their URL: the id and the file's own name (an upload's
 * original or one of its variants, or a generated image stored in the database; another name is
 * 404). Immutable: a new file gets a new id.
 */
export const mediaRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/media/{id}/{name}',
    tags: ['media'],
    summary: 'A stored media file',
    request: { params: mediaParams },
    responses: {
      200: { description: 'The file', content: { 'image/*': { schema: z.string().meta({ format: 'binary' }) } } },
      404: errorResponses[404],
      422: errorResponses[422],
    },
  }),
  async (c) => {
    const { id, name } = c.req.valid('param');
    const file = await servedFile(c.var.db, c.var.mediaStore, id, name);
    if (!file) throw new AppError('not_found', 'media_not_found');
    return c.body(typeof file.body === 'string' ? file.body : (file.body as Uint8Array<ArrayBuffer>), 200, {
      'Content-Type': file.mimeType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened on its own must not run anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  },
);
