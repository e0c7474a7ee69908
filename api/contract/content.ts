import { z } from 'zod';
import { INT4_MAX, textSchema } from './common';

/**
 * A CMS block as the API sends it. `data` is checked by the block's own schema in the
 * storefront (registry.ts), so the contract keeps it open.
 */
export const blockSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type Block = z.infer<typeof blockSchema>;

export const pageSchema = z.object({
  id: z.number().int(),
  /** The page's address in the requested language. */
  slug: z.string(),
  /** Its address in each language (hreflang alternates, the language switch). */
  slugs: z.object({ nl: z.string(), en: z.string() }),
  layout: z.enum(['default', 'checkout', 'empty']),
  title: z.string(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  blocks: z.array(blockSchema),
});
export type Page = z.infer<typeof pageSchema>;

/** Digits name an id: then only canonical decimal within int4 (no `007`, no `2147483648`). */
const isIdOrName = (value: string) => !/^[0-9]+$/.test(value) || (/^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= INT4_MAX);

/** A path segment naming a row by its numeric id or by a slug, key or SKU matching `pattern`. */
export function idOrNameParam(max: number, pattern: RegExp) {
  return textSchema.min(1).max(max).regex(pattern, 'must be an id or a slug').refine(isIdOrName, 'not a valid id');
}

/** `/pages/{id}`, `/blocks/{id}` and `/products/{id}` take a numeric id or a slug/key. */
export const idOrSlugParamSchema = z.object({ id: idOrNameParam(200, /^[a-z0-9][a-z0-9-_]*$/i) });
