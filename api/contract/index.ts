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

/** Query every call accepts: the response language (also via `lang` / `Accept-Language` headers). */
export const langQuerySchema = z.object({
  lang: textSchema.max(35).optional(),
  cv: textSchema.max(40).optional(),
});
export * from './events';
export * from './orders';
export * from './seo';
