import { z } from 'zod';
import { firstUnstorablePath, RULE_PREFIX, textSchema } from './common';

/** Shopper events the storefront sends (spec section 4 "Analytics events"). */
export const frontendEventTypes = [
  'visit',
  'add_to_cart',
  'remove_from_cart',
  'begin_checkout',
  'add_payment_info',
  'add_shipping_info',
  'checkout_error',
  'purchase',
  'search',
  'add_to_favorites',
  'remove_from_favorites',
  'remain',
  'scroll_depth',
] as const;
export const frontendEventTypeSchema = z.enum(frontendEventTypes);
export type FrontendEventType = z.infer<typeof frontendEventTypeSchema>;

/** Largest serialised payload in bytes (422 on `payload` beyond). */
export const EVENT_PAYLOAD_MAX_BYTES = 4096;
/** Longest `url` accepted. */
export const EVENT_URL_MAX_LENGTH = 2048;

/** The `uid` cookie value: 8..64 of [A-Za-z0-9_-]. */
export const visitorIdSchema = textSchema
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** A same-site path (`/…`, not `//…`) or an absolute http(s) URL. */
export const eventUrlSchema = textSchema
  .max(EVENT_URL_MAX_LENGTH)
  .refine((value) => {
    if (value.startsWith('/')) return !value.startsWith('//') && !/[\s\\]/.test(value);
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'not a path or absolute URL');

/** A JSON object of at most EVENT_PAYLOAD_MAX_BYTES serialised (UTF-8), whose texts a jsonb column holds (no NUL, no lone surrogate). */
export const eventPayloadSchema = z
  .record(z.string(), z.unknown())
  .refine((value) => new TextEncoder().encode(JSON.stringify(value)).length <= EVENT_PAYLOAD_MAX_BYTES, `payload larger than ${EVENT_PAYLOAD_MAX_BYTES} bytes`)
  .refine((value) => firstUnstorablePath(value) === undefined, { message: `${RULE_PREFIX}characters` });
export type EventPayload = z.infer<typeof eventPayloadSchema>;

/**
 * POST /events/frontend-event. `visitor_id` is the `uid` cookie value; when the body lacks it the
 * `uid` cookie is used (422 on `visitor_id` when neither is there or valid).
 */
export const frontendEventRequestSchema = z.object({
  type: frontendEventTypeSchema,
  visitor_id: visitorIdSchema.optional(),
  url: eventUrlSchema.nullish(),
  payload: eventPayloadSchema.nullish(),
});
export type FrontendEventRequest = z.infer<typeof frontendEventRequestSchema>;

/** The 202 answer. */
export const frontendEventAcceptedSchema = z.object({ accepted: z.literal(true) });
export type FrontendEventAccepted = z.infer<typeof frontendEventAcceptedSchema>;
