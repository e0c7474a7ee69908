import { createRoute, z } from '@hono/zod-openapi';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { idPathSchema, textSchema } from '../../contract/common';
import { adminMediaDetailSchema, adminMediaPageSchema, adminMediaQuerySchema, adminMediaSchema, adminMediaUpdateSchema, MEDIA_ALT_MAX_LENGTH } from '../../contract/media';
import { env } from '../../lib/env';
import { createRouter } from '../../lib/openapi';
import { limitBody } from '../../lib/request-guard';
import { requireStaff, staffErrorResponses } from '../staff';
import { deleteMedia, getMedia, listMedia, updateMediaAlt, uploadMedia, uploadRefusal } from './media-library';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const tags = ['admin: media'];

/** The upload's form: the file and, optionally, its alternative texts. */
const altField = textSchema.trim().max(MEDIA_ALT_MAX_LENGTH).default('');
const uploadFormSchema = z.object({
  file: z.instanceof(File).meta({ type: 'string', format: 'binary', description: 'A JPEG, PNG, WebP or SVG file' }),
  alt_nl: altField,
  alt_en: altField,
});

/** Uploads may be larger than other bodies (MEDIA_UPLOAD_MAX_BYTES); api/app.ts leaves this path to this limit. */
export const MEDIA_UPLOAD_PATH = '/admin/media';

export const mediaAdminRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/media',
      tags,
      summary: 'The media library, newest first, 40 a page: `search` in names and alternative texts, `kind` photo or drawing (SVG).',
      request: { query: adminMediaQuerySchema.extend(langQuerySchema.shape) },
      responses: { 200: { description: 'A page of files', content: json(dataEnvelope(adminMediaPageSchema)) }, ...staffErrorResponses },
    }),
    async (c) => {
      requireStaff(c, 'content');
      return c.json({ data: await listMedia(c.var.db, c.req.valid('query')) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: MEDIA_UPLOAD_PATH,
      tags,
      summary:
        'Uploads a file (multipart/form-data, at most MEDIA_UPLOAD_MAX_BYTES, 8 MB by default): a JPEG, PNG or WebP photo (stored upright without its metadata, with WebP copies 480, 960 and 1600 px wide where narrower than the photo) or an SVG drawing (scripts, links, foreign content and external references removed). Read by its content, not its name. 201 with the file; 200 with the file already there when the same bytes were uploaded before.',
      middleware: [
        limitBody(env().MEDIA_UPLOAD_MAX_BYTES),
      ] as const,
      request: { query: langQuerySchema, body: { required: true, content: { 'multipart/form-data': { schema: uploadFormSchema } } } },
      responses: {
        201: { description: 'Added', content: json(dataEnvelope(adminMediaSchema)) },
        200: { description: 'The same file was in the library already', content: json(dataEnvelope(adminMediaSchema)) },
        ...staffErrorResponses,
      },
    }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      const lang = c.var.locale;
      const form = c.req.valid('form');
      if (form.file.size === 0) throw uploadRefusal('unsupported_type', lang);
      const alt = { nl: form.alt_nl, en: form.alt_en };
      const result = await uploadMedia(c.var.db, c.var.mediaStore, actor, { bytes: new Uint8Array(await form.file.arrayBuffer()), name: form.file.name, alt }, lang);
      return c.json({ data: result.media }, result.created ? 201 : 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/media/{id}',
      tags,
      summary: 'One file, with where it is used (`usage`: tables that point at it, blocks, drafts and posts that show it).',
      request: { params: idPathSchema, query: langQuerySchema },
      responses: { 200: { description: 'The file', content: json(dataEnvelope(adminMediaDetailSchema)) }, ...staffErrorResponses },
    }),
    async (c) => {
      requireStaff(c, 'content');
      return c.json({ data: await getMedia(c.var.db, c.req.valid('param').id) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/admin/media/{id}',
      tags,
      summary: 'Sets the alternative texts (nl, en). Audited.',
      request: { params: idPathSchema, query: langQuerySchema, body: { required: true, content: json(adminMediaUpdateSchema) } },
      responses: { 200: { description: 'Saved', content: json(dataEnvelope(adminMediaSchema)) }, ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      return c.json({ data: await updateMediaAlt(c.var.db, actor, c.req.valid('param').id, c.req.valid('json').alt) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/admin/media/{id}',
      tags,
      summary: 'Deletes a file nothing uses (409 `media_in_use` otherwise, its `fields` naming where and how often), with its variants. Audited.',
      request: { params: idPathSchema, query: langQuerySchema },
      responses: { 204: { description: 'Deleted' }, ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      await deleteMedia(c.var.db, c.var.mediaStore, actor, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
