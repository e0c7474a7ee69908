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
export const SHOP_PATH = /^\/(?!\/)/;
export const shopPathSchema = z.string().regex(SHOP_PATH, 'must be a path inside the shop starting with one /');

/*
 * The schema family every request value goes through (api/contract/*.ts): what reaches the
 * database must fit its column, so a bad value is a 422 on its field and never a database error.
 */

/** The largest PostgreSQL `integer` (int4): every id and every whole number the shop stores fits it. */
export const INT4_MAX = 2_147_483_647;

/**
 * Marks a zod issue with a rule of the shop (`rule:password`, `rule:characters`), so the API's 422
 * uses that rule's text in the request's language (api/lib/validation.ts).
 */
export const RULE_PREFIX = 'rule:';

/** NUL, or a UTF-16 surrogate without its partner: text PostgreSQL cannot store. */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a text holds NUL or a lone surrogate. */
export function hasUnstorableCharacters(value: string): boolean {
  return UNSTORABLE.test(value);
}

/** The text with each NUL and lone surrogate replaced by U+FFFD, fit to show in a message. */
export function withoutUnstorableCharacters(value: string): string {
  return value.replace(new RegExp(UNSTORABLE.source, 'g'), '\ufffd');
}

/**
 * Where the first text holding NUL or a lone surrogate sits in a parsed JSON value (a key counts as
 * text too), as a path; undefined when there is none. Walks without recursion, so any depth is safe.
 */
export function firstUnstorablePath(root: unknown): (string | number)[] | undefined {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasUnstorableCharacters(value)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (hasUnstorableCharacters(key)) return [...path, key];
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return undefined;
}

/**
 * Every text a client sends: no NUL and no lone surrogate (422 "contains characters that are not
 * allowed" on its field). Chain the rest: `textSchema.trim().min(1).max(64)`.
 */
export const textSchema = z.string().refine((value) => !hasUnstorableCharacters(value), { message: `${RULE_PREFIX}characters` });

/** An id in a JSON body: a whole number 1..INT4_MAX. */
export const idSchema = z.number().int().min(1).max(INT4_MAX);

/**
 * A whole number from a path or query: canonical decimal only (no sign, leading zero, exponent,
 * hex or spaces: `0x25`, `+1`, `1e1`, `007` are 422), within `min..max`.
 */
export function wholeNumberParam(min: number, max: number) {
  return z
    .string()
    .regex(/^(?:0|[1-9][0-9]{0,9})$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .meta({ type: 'integer', minimum: min, maximum: max });
}

/** An id from a path or query: canonical decimal, 1..INT4_MAX. */
export const idParamSchema = wholeNumberParam(1, INT4_MAX);

/** The params of a `/things/{id}` path. */
export const idPathSchema = z.object({ id: idParamSchema });

/** Every successful body is `{ data: T }` (lists: `data` is the array). */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}
