import { z } from 'zod';
import { textSchema } from './common';

export * from './common';
export * from './errors';
export * from './settings';
export * from './content';
export * from './catalog';
export * from './products';
export * from './cart';
export * from './lists';
export * from './accounts';

/** Every successful body is `{ data: T }` (lists: `data` is the array). */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** Query every call accepts: the response language (also via `lang` / `Accept-Language` headers). */
export const langQuerySchema = z.object({
  lang: textSchema.max(35).optional(),
  cv: textSchema.max(40).optional(),
});
export * from './events';
export * from './orders';
export * from './seo';
