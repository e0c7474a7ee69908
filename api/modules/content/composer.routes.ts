import { createRoute, z } from '@hono/zod-openapi';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { idPathSchema } from '../../contract/common';
import {
  adminPageListQuerySchema,
  adminPageSchema,
  adminPageSummarySchema,
  lockVersionSchema,
  pageDocumentSchema,
  pageVersionSchema,
  savePageDraftSchema,
  schedulePageSchema,
  versionPathSchema,
  adminMenuSchema,
  menuPathSchema,
  saveMenuSchema,
  type BlockChecker,
} from '../../contract/composer';
import type { Context } from 'hono';
import { createRouter, type ApiEnv } from '../../lib/openapi';
import { requireStaff, staffErrorResponses } from '../staff';
import {
  createPage,
  deletePage,
  duplicatePage,
  listAdminPages,
  listVersions,
  publishPage,
  readAdminPage,
  restorePage,
  restoreVersion,
  saveDraft,
  schedulePage,
  unpublishPage,
} from './composer.service';
import { readAdminMenus, saveAdminMenu } from './menus.admin';

declare module '../../lib/openapi' {
  interface ApiVariables {
    /** The storefront's block schemas, as the host passes them (null: the API runs without the storefront). */
    checkBlock: BlockChecker | null;
  }
}

/** A page as the composer's answers show it, in the request's language. */
const pageOf = (c: Context<ApiEnv>, id: number) => readAdminPage(c.var.db, id, c.var.checkBlock, c.var.validationLanguage);

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const tags = ['admin: pages'];
const pageAnswer = { 200: { description: 'The page in the composer', content: json(dataEnvelope(adminPageSchema)) }, ...staffErrorResponses };
const lockAnswer = { 200: { description: 'Saved', content: json(dataEnvelope(z.object({ lock_version: z.number().int() }))) }, ...staffErrorResponses };

export const composerRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/pages',
      tags,
      summary: 'The CMS pages with where each stands (draft, published, changed, deleted), searched in one language (`language`, nl by default) by title and slug, filtered by status and layout.',
      request: { query: adminPageListQuerySchema },
      responses: { 200: { description: 'The pages', content: json(dataEnvelope(z.array(adminPageSummarySchema))) }, ...staffErrorResponses },
    }),
    async (c) => {
      requireStaff(c, 'content');
      return c.json({ data: await listAdminPages(c.var.db, c.req.valid('query')) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/pages',
      tags,
      summary: 'Make a page from a document: a draft, not on the storefront until published. The slug must be free and not one of the shop\'s own routes (422 on `document.slug`).',
      request: { query: langQuerySchema, body: { required: true, content: json(z.object({ document: pageDocumentSchema })) } },
      responses: { 201: pageAnswer[200], ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      const id = await createPage(c.var.db, c.req.valid('json').document, actor, c.var.validationLanguage);
      return c.json({ data: await pageOf(c, id) }, 201);
    },
  )
  .openapi(
    createRoute({ method: 'get', path: '/admin/pages/{id}', tags, summary: 'A page\'s draft document, where it stands, and its blocks\' problems (what stops publishing).', request: { params: idPathSchema, query: langQuerySchema }, responses: pageAnswer }),
    async (c) => {
      requireStaff(c, 'content');
      return c.json({ data: await pageOf(c, c.req.valid('param').id) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/pages/{id}/draft',
      tags,
      summary: 'Save the draft (autosave). `lock_version` is the one the editor loaded: when someone saved in between the answer is 409 `edit_conflict` and nothing is written. Answers the new lock version.',
      request: { params: idPathSchema, query: langQuerySchema, body: { required: true, content: json(savePageDraftSchema) } },
      responses: lockAnswer,
    }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      const body = c.req.valid('json');
      return c.json({ data: { lock_version: await saveDraft(c.var.db, c.req.valid('param').id, body.lock_version, body.document, actor, c.var.validationLanguage) } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/pages/{id}/publish',
      tags,
      summary: 'Publish the draft the editor saw (`lock_version`; 409 when it changed). Every block must pass its schema in nl and en: else 422 `page_has_invalid_blocks` with fields `blocks.{key}.{language}.{path}`. The storefront shows it within seconds.',
      request: { params: idPathSchema, query: langQuerySchema, body: { required: true, content: json(lockVersionSchema) } },
      responses: pageAnswer,
    }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      const id = c.req.valid('param').id;
      await publishPage(c.var.db, id, c.req.valid('json').lock_version, c.var.checkBlock, actor, c.var.validationLanguage);
      return c.json({ data: await pageOf(c, id) }, 200);
    },
  )
  .openapi(
    createRoute({ method: 'post', path: '/admin/pages/{id}/unpublish', tags, summary: 'Take the page off the storefront (not a page the shop\'s routes need: 403 `system_page`).', request: { params: idPathSchema, query: langQuerySchema }, responses: pageAnswer }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      const id = c.req.valid('param').id;
      await unpublishPage(c.var.db, id, actor);
      return c.json({ data: await pageOf(c, id) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/pages/{id}/schedule',
      tags,
      summary: 'Set (or clear, with null) when the draft goes live and when the page comes off the storefront. The scheduler runs every 15 seconds on every instance.',
      request: { params: idPathSchema, query: langQuerySchema, body: { required: true, content: json(schedulePageSchema) } },
      responses: pageAnswer,
    }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      const id = c.req.valid('param').id;
      const body = c.req.valid('json');
      await schedulePage(c.var.db, id, { lockVersion: body.lock_version, publishAt: body.publish_at ? new Date(body.publish_at) : null, unpublishAt: body.unpublish_at ? new Date(body.unpublish_at) : null }, actor, c.var.validationLanguage);
      return c.json({ data: await pageOf(c, id) }, 200);
    },
  )
  .openapi(
    createRoute({ method: 'post', path: '/admin/pages/{id}/duplicate', tags, summary: 'Copy the page\'s draft to a new draft page at `{slug}-copy`.', request: { params: idPathSchema, query: langQuerySchema }, responses: { 201: pageAnswer[200], ...staffErrorResponses } }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      const id = await duplicatePage(c.var.db, c.req.valid('param').id, actor, c.var.validationLanguage);
      return c.json({ data: await pageOf(c, id) }, 201);
    },
  )
  .openapi(
    createRoute({ method: 'delete', path: '/admin/pages/{id}', tags, summary: 'Move the page to the bin (off the storefront; restore brings it back as a draft). Not a page the shop\'s routes need.', request: { params: idPathSchema, query: langQuerySchema }, responses: pageAnswer }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      const id = c.req.valid('param').id;
      await deletePage(c.var.db, id, actor);
      return c.json({ data: await pageOf(c, id) }, 200);
    },
  )
  .openapi(
    createRoute({ method: 'post', path: '/admin/pages/{id}/restore', tags, summary: 'Take the page out of the bin, as a draft.', request: { params: idPathSchema, query: langQuerySchema }, responses: pageAnswer }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      const id = c.req.valid('param').id;
      await restorePage(c.var.db, id, actor, c.var.validationLanguage);
      return c.json({ data: await pageOf(c, id) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/pages/{id}/versions',
      tags,
      summary: 'The page\'s published versions, newest first, each with a summary of what it changed.',
      request: { params: idPathSchema, query: langQuerySchema },
      responses: { 200: { description: 'The versions', content: json(dataEnvelope(z.array(pageVersionSchema))) }, ...staffErrorResponses },
    }),
    async (c) => {
      requireStaff(c, 'content');
      return c.json({ data: await listVersions(c.var.db, c.req.valid('param').id) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/pages/{id}/versions/{version}/restore',
      tags,
      summary: 'Make a published version the draft again (publish to make it live). 409 on a stale `lock_version`.',
      request: { params: versionPathSchema, query: langQuerySchema, body: { required: true, content: json(lockVersionSchema) } },
      responses: lockAnswer,
    }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      const { id, version } = c.req.valid('param');
      return c.json({ data: { lock_version: await restoreVersion(c.var.db, id, version, c.req.valid('json').lock_version, actor) } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/menus',
      tags: ['admin: menus'],
      summary: 'The main and footer menus, two levels, each entry with its titles in nl and en and its address, and the revision a save names.',
      request: { query: langQuerySchema },
      responses: { 200: { description: 'The menus', content: json(dataEnvelope(z.array(adminMenuSchema))) }, ...staffErrorResponses },
    }),
    async (c) => {
      requireStaff(c, 'content');
      return c.json({ data: await readAdminMenus(c.var.db) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/menus/{slug}',
      tags: ['admin: menus'],
      summary: "Replace a menu's entries (order, titles, addresses, second level) when `revision` is the menu's current one (else 409 `edit_conflict`). An address is a path inside the shop or an https address (422 on `items.{i}.url`).",
      request: { params: menuPathSchema, query: langQuerySchema, body: { required: true, content: json(saveMenuSchema) } },
      responses: { 200: { description: 'Saved', content: json(dataEnvelope(adminMenuSchema)) }, ...staffErrorResponses },
    }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      const body = c.req.valid('json');
      return c.json({ data: await saveAdminMenu(c.var.db, c.req.valid('param').slug, body.revision, body.items, actor) }, 200);
    },
  );
