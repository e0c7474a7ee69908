import { z } from 'zod';
import { emailSchema } from './accounts';
import { imageSchema, textSchema } from './common';
import { POPUP_URL_MAX_LENGTH, POPUP_FREQUENCY } from '../../domain/content/page-match';

/*
 * Marketing (spec sections 3, 4 and 7): site popups, the discount campaign and the newsletter
 * sign-up. Texts are in the request's language; HTML fields hold sanitised HTML.
 */

/** The query every call accepts (api/contract/index.ts `langQuerySchema`), repeated to keep this file off the barrel. */
const langQuerySchema = z.object({ lang: textSchema.max(35).optional(), cv: textSchema.max(40).optional() });

/** Spec section 3 "Popup frequency". */
export { POPUP_FREQUENCY };
export const popupFrequencySchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** Spec: `pages (page_link)`: a shop path without locale prefix. */
export const pageLinkSchema = z.object({ page_link: z.string() });

/** GET /popups?url=: the page asked about, as a shop path or an absolute URL (its path counts). */
export const popupsQuerySchema = langQuerySchema.extend({
  url: textSchema
    .trim()
    .min(1)
    .max(POPUP_URL_MAX_LENGTH)
    .refine((value) => {
      if (value.startsWith('/')) return !value.startsWith('//');
      return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
    }, 'must be a path or an absolute URL'),
});

export const popupSchema = z.object({
  id: z.number().int(),
  frequency: popupFrequencySchema,
  priority: z.number().int(),
  pages: z.array(pageLinkSchema),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  image: imageSchema.nullable(),
  button: z.object({ text: z.string(), url: z.string() }).nullable(),
  /** Show the newsletter form in the popup. */
  subscription: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type Popup = z.infer<typeof popupSchema>;

/** Spec section 3 "Promotion banner" options; sizes as the catalogue grid places them. */
export const promotionBannerOptionsSchema = z.object({
  size: z.enum(['1x1', '1x2', '2x2', '1x4']),
  position: z.number().int().min(0),
  skip_rows: z.number().int().min(0),
  url: z.string().nullable(),
});
export const promotionBannerFileSchema = z.object({ url: z.string(), media_type: z.enum(['image', 'video']), original_name: z.string() });

/** Spec section 3 "Discount campaign". HTML texts are sanitised; `pages` empty means every page. */
export const discountCampaignSchema = z.object({
  id: z.number().int(),
  is_popup: z.boolean(),
  is_top_bar_text: z.boolean(),
  popup_text: z.string().nullable(),
  top_bar_text: z.string().nullable(),
  promotion_banner: z.boolean(),
  promotion_banner_text: z.string().nullable(),
  promotion_banner_file: promotionBannerFileSchema.nullable(),
  promotion_banner_options: promotionBannerOptionsSchema.nullable(),
  frequency: popupFrequencySchema,
  pages: z.array(pageLinkSchema),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type DiscountCampaign = z.infer<typeof discountCampaignSchema>;

/** Where a sign-up came from (footer, popup, block …): a short word, for the shop's statistics. */
const sourceSchema = textSchema
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9_-]+$/i);

/** POST /subscribe. The same 202 for every address: nothing tells whether it is subscribed. */
export const subscribeRequestSchema = z.object({ email: emailSchema, source: sourceSchema.optional() });
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/** POST /subscribe/confirm: the token of the confirmation link. */
export const subscribeConfirmRequestSchema = z.object({ token: textSchema.trim().min(10).max(200) });
export const subscriptionConfirmedSchema = z.object({ status: z.literal('confirmed') });

/** A double opt-in link works this long. */
export const SUBSCRIPTION_TOKEN_TTL_DAYS = 7;
/** At most one confirmation mail per address in this many minutes. */
export const SUBSCRIPTION_MAIL_INTERVAL_MINUTES = 15;
