import { z } from 'zod';
import type { ValidationLanguage } from '../../domain/messages/validation-messages';
import { idParamSchema, INT4_MAX, localeSchema, textSchema } from './common';

/*
 * The back office's page composer (`/admin/pages/*`): a page as one document. Each block holds its
 * data per language (what the storefront's block schema in block-schemas.ts checks: `data` of
 * `{ id, type, data }`); publishing writes the document to the live page tables.
 */

/**
 * Checks a block's data against its type's schema in the storefront's block-schemas.ts (the host passes it
 * to the API: api/ never imports the storefront). Null when the data is good; else field path ->
 * message in `lang`; an unknown type is a problem on `type`.
 */
export type BlockChecker = (type: string, data: unknown, lang: ValidationLanguage) => Record<string, string> | null;

export const pageLayoutSchema = z.enum(['default', 'checkout', 'empty']);

/** A page slug: lower-case letters, digits and dashes (domain/content/shop-paths.ts PAGE_SLUG). */
export const pageSlugSchema = textSchema.trim().regex(/^[a-z0-9][a-z0-9-]{0,99}$/);

export const pageTextsSchema = z.object({
  /**
   * The page's address in this language when it differs from the document's `slug` (the Dutch
   * one, which Dutch always uses): null or absent, the same.
   */
  slug: pageSlugSchema.nullable().optional(),
  title: textSchema.trim().min(1).max(200),
  meta_title: textSchema.trim().max(200).nullable().default(null),
  meta_description: textSchema.trim().max(320).nullable().default(null),
});

/** A block's data: an object of its fields (depth and size are bounded by the request guard). */
const blockDataSchema = z.record(z.string(), z.unknown());

export const documentBlockSchema = z.object({
  /** The composer's own key of the block within the page (stable across saves). */
  key: textSchema.min(1).max(64),
  type: textSchema.min(1).max(60),
  data: z.object({ nl: blockDataSchema, en: blockDataSchema }),
});
export type DocumentBlock = z.infer<typeof documentBlockSchema>;

export const pageDocumentSchema = z.object({
  slug: pageSlugSchema,
  layout: pageLayoutSchema.default('default'),
  translations: z.object({ nl: pageTextsSchema, en: pageTextsSchema }),
  blocks: z.array(documentBlockSchema).max(100),
});
export type PageDocument = z.infer<typeof pageDocumentSchema>;

/** Where a page stands: only a draft; live; live with unpublished changes; in the bin. */
export const pageStatusSchema = z.enum(['draft', 'published', 'changed', 'deleted']);
export type PageStatus = z.infer<typeof pageStatusSchema>;

export const adminPageSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  layout: pageLayoutSchema,
  status: pageStatusSchema,
  /** A page the shop's routes need (home, catalogue, product, wishlist, …): its slug stays, it cannot go to the bin. */
  system: z.boolean(),
  published_version: z.number().int().nullable(),
  lock_version: z.number().int(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
  publish_at: z.string().nullable(),
  unpublish_at: z.string().nullable(),
});
export type AdminPageSummary = z.infer<typeof adminPageSummarySchema>;

/** A block's problems against its schema, per language: field path (dot-separated) -> message. */
export const blockProblemsSchema = z.object({ key: z.string(), language: localeSchema, fields: z.record(z.string(), z.string()) });

export const adminPageSchema = adminPageSummarySchema.extend({
  document: pageDocumentSchema,
  /** What stops publishing now (empty when the draft may be published). */
  problems: z.array(blockProblemsSchema),
});
export type AdminPage = z.infer<typeof adminPageSchema>;

export const adminPageListQuerySchema = z.object({
  lang: localeSchema.optional(),
  q: textSchema.trim().max(100).optional(),
  status: pageStatusSchema.optional(),
  layout: pageLayoutSchema.optional(),
  /** Which language's titles are shown and searched (nl by default). */
  language: localeSchema.default('nl'),
});

export const savePageDraftSchema = z.object({
  /** The lock version the editor loaded; another one is 409 `edit_conflict`. */
  lock_version: z.number().int().min(0).max(INT4_MAX),
  document: pageDocumentSchema,
});

export const lockVersionSchema = z.object({ lock_version: z.number().int().min(0).max(INT4_MAX) });

export const schedulePageSchema = z.object({
  lock_version: z.number().int().min(0).max(INT4_MAX),
  publish_at: z.iso.datetime({ offset: true }).nullable(),
  unpublish_at: z.iso.datetime({ offset: true }).nullable(),
});

export const pageVersionSchema = z.object({
  version: z.number().int(),
  created_at: z.string(),
  staff_email: z.string().nullable(),
  /** What changed against the version before, in a line per kind of change. */
  summary: z.array(z.string()),
});

export const versionPathSchema = z.object({ id: idParamSchema, version: idParamSchema });

/*
 * The back office's menus (`/admin/menus/*`): the main and footer menus, two levels, each entry with
 * its title per language and its address (a path inside the shop, or an https address).
 */
const menuTitleSchema = textSchema.trim().min(1).max(80);
export const menuUrlSchema = textSchema
  .trim()
  .max(500)
  .refine((url) => /^\/(?!\/)/.test(url) || /^https:\/\/[^\s/]+/.test(url), { message: 'must be a path inside the shop (/…) or an https address' });

const menuLinkInputSchema = z.object({ titles: z.object({ nl: menuTitleSchema, en: menuTitleSchema }), url: menuUrlSchema });
export const adminMenuItemSchema = menuLinkInputSchema.extend({ children: z.array(menuLinkInputSchema).max(20).default([]) });
export type AdminMenuItem = z.infer<typeof adminMenuItemSchema>;

export const adminMenuSchema = z.object({
  slug: z.string(),
  items: z.array(adminMenuItemSchema),
  /** What the menu is now (a hash of its items): a save naming another one is 409 `edit_conflict`. */
  revision: z.string(),
});
export type AdminMenu = z.infer<typeof adminMenuSchema>;

export const saveMenuSchema = z.object({ revision: textSchema.max(64), items: z.array(adminMenuItemSchema).max(20) });
export const menuPathSchema = z.object({ slug: z.enum(['main', 'footer']) });
