import { z } from 'zod';
import { textSchema, wholeNumberParam } from './common';

/*
 * The media library of the back office (`/api/v1/admin/media`): uploads with their resized
 * variants and alternative texts per language. The storefront reads images through the shapes of
 * its own calls (contract/common.ts `imageSchema`), never these.
 */

/** What an upload may be: photos (JPEG, PNG, WebP) and drawings (SVG, sanitised). */
export const MEDIA_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'] as const;
export { MEDIA_VARIANT_WIDTHS } from '../../domain/media/variants';
/** An alternative text: what a screen reader says instead of the image (WCAG: short). */
export const MEDIA_ALT_MAX_LENGTH = 300;

const altSchema = textSchema.trim().max(MEDIA_ALT_MAX_LENGTH);

export const mediaAltTextsSchema = z.object({ nl: altSchema, en: altSchema });

export const mediaVariantSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  mime_type: z.string(),
  byte_size: z.number().int(),
});

export const adminMediaSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  mime_type: z.string(),
  original_name: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  byte_size: z.number().int().nullable(),
  alt: z.object({ nl: z.string(), en: z.string() }),
  variants: z.array(mediaVariantSchema),
  /** Whether the file came through the library (an upload) rather than the seed or an import. */
  uploaded: z.boolean(),
  created_at: z.string(),
});
export type AdminMedia = z.infer<typeof adminMediaSchema>;

/** Where a file is used (a table, `blocks`, `page_drafts` or `blog_post_texts`) and how often: a used file cannot be deleted. */
export const mediaUsageSchema = z.object({ kind: z.string(), count: z.number().int() });
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

export const adminMediaDetailSchema = adminMediaSchema.extend({ usage: z.array(mediaUsageSchema) });

export const MEDIA_PAGE_SIZE = 40;

export const adminMediaQuerySchema = z.object({
  /** Part of the file's name or of an alternative text. */
  search: textSchema.trim().max(100).optional(),
  kind: z.enum(['photo', 'drawing']).optional(),
  page: wholeNumberParam(1, 10_000).optional(),
});

export const adminMediaPageSchema = z.object({
  items: z.array(adminMediaSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type AdminMediaPage = z.infer<typeof adminMediaPageSchema>;

export const adminMediaUpdateSchema = z.object({ alt: mediaAltTextsSchema });

