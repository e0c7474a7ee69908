import { createRoute, z } from '@hono/zod-openapi';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { cartSchema, mapImageFormSchema } from '../../contract/cart';
import { textSchema } from '../../contract/common';
import { MAP_IMAGE_MAX_BYTES } from '../../../domain/map/map-rules';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponses } from '../../lib/openapi';
import { limitBody, payloadTooLarge } from '../../lib/request-guard';
import { getCart } from './cart.service';
import { attachMapImage, readMapImage } from './map-image.service';

/** The upload's own body limit (the image plus the form's few fields); api/app.ts leaves this path to it. */
export const MAP_IMAGE_UPLOAD_PATH = '/carts/map-images';
const FORM_OVERHEAD_BYTES = 16_384;

export const mapImageRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: MAP_IMAGE_UPLOAD_PATH,
      tags: ['cart'],
      summary:
        "Attaches a map line's merged image (multipart/form-data: cart_unique_id, item_id, file): a 1200 × 1200 PNG of at most 4 MB (413 beyond), read by its content (422 on `file` otherwise). Only a line of the given cart (404) that holds a place (422 on `item_id`). The cart's lines show it as their image, at an unguessable URL.",
      middleware: [
        limitBody(MAP_IMAGE_MAX_BYTES + FORM_OVERHEAD_BYTES),
      ] as const,
      request: { query: langQuerySchema, body: { required: true, content: { 'multipart/form-data': { schema: mapImageFormSchema } } } },
      responses: { 200: { description: 'The cart', content: { 'application/json': { schema: dataEnvelope(cartSchema) } } }, ...errorResponses },
    }),
    async (c) => {
      const form = c.req.valid('form');
      if (form.file.size > MAP_IMAGE_MAX_BYTES) throw payloadTooLarge();
      const bytes = new Uint8Array(await form.file.arrayBuffer());
      const uniqueId = await attachMapImage(c.var.db, c.var.mediaStore, { cartUniqueId: form.cart_unique_id, itemId: form.item_id, bytes }, c.var.validationLanguage);
      return c.json({ data: await getCart(c.var.db, uniqueId, c.var.locale) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/map-images/{name}',
      tags: ['cart'],
      summary: "A map line's merged image, by its unguessable name",
      request: { params: z.object({ name: textSchema.min(1).max(100) }) },
      responses: {
        200: { description: 'The PNG', content: { 'image/png': { schema: z.string().meta({ format: 'binary' }) } } },
        404: errorResponses[404],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const bytes = await readMapImage(c.var.mediaStore, c.req.valid('param').name);
      if (!bytes) throw new AppError('not_found', 'not_found');
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'image/png',
        // Never changed (a new upload gets a new name); found only by whoever was given the name.
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'X-Robots-Tag': 'noindex',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
    },
  );
