import { z } from 'zod';

import { locales } from '../../domain/locale';

export const localeSchema = z.enum(locales);

/** An image as the API hands it out: a URL (absolute or site-relative) plus its box. */
export const imageSchema = z.object({
  url: z.string().min(1),
  alt: z.string().default(''),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type Image = z.infer<typeof imageSchema>;

/** Money as the API sends it: integer cents. */
export const centsSchema = z.number().int();

/** A path inside the shop, without the locale prefix (e.g. `/catalog?materials=gold`). */
export const shopPathSchema = z
  .string()
  .regex(/^\/(?!\/)/, 'must be a path inside the shop starting with one /');
