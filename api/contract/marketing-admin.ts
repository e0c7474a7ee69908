import { z } from 'zod';
import { hasUnstorableCharacters, idSchema, INT4_MAX, RULE_PREFIX, shopPathSchema, textSchema } from './common';
import { menuUrlSchema } from './composer';
import { popupFrequencySchema, promotionBannerOptionsSchema } from './marketing';

/*
 * The back office's popups and discount campaigns (`/admin/popups`, `/admin/campaigns`): every
 * field the storefront's `GET /popups` and `GET /campaign-discount` answer from, with the texts in
 * nl and en. HTML texts are cleaned by domain/html.ts before they are stored.
 */

/** A page a popup or campaign is limited to: a shop path without the locale prefix (`/catalog`). */
export const promotionPageSchema = shopPathSchema.max(300).refine((value) => !hasUnstorableCharacters(value), { message: `${RULE_PREFIX}characters` });
const pagesSchema = z.array(promotionPageSchema).max(50);
const momentSchema = z.iso.datetime({ offset: true }).nullable();
/** Editorial HTML as the rich-text field sends it; cleaned before it is stored. */
const htmlSchema = textSchema.max(20_000);

/** What both kinds share: on or off, when, how often and where. */
const runSchema = z.object({
  active: z.boolean(),
  /** Optional start and end (the end after the start, else 422 on `ends_at`). */
  starts_at: momentSchema,
  ends_at: momentSchema,
  /** Spec section 3 "Popup frequency": 1 ONCE, 2 EACH_PAGE_REFRESH, 3 EACH_PAGE_VIEW, 4 PER_DAY. */
  frequency: popupFrequencySchema,
  /** Empty: every page. */
  pages: pagesSchema,
});

export const popupTextsSchema = z.object({
  title: textSchema.trim().min(1).max(200),
  content: htmlSchema,
  /** The button: text and address both, or neither (422 on the missing one). */
  button_text: textSchema.trim().max(80).nullable(),
  button_url: menuUrlSchema.nullable(),
});
export type PopupTexts = z.infer<typeof popupTextsSchema>;

export const popupInputSchema = runSchema.extend({
  /** Highest first when several popups are for one page. */
  priority: z.number().int().min(-1000).max(1000),
  /** Show the newsletter form in the popup. */
  subscription: z.boolean(),
  /** A file of the media library (422 when there is none). */
  image_media_id: idSchema.nullable(),
  translations: z.object({ nl: popupTextsSchema, en: popupTextsSchema }),
});
export type PopupInput = z.infer<typeof popupInputSchema>;

/** Each text is shown only when its part is on; a part that is on needs its text in both languages. */
export const campaignTextsSchema = z.object({
  popup_text: htmlSchema.nullable(),
  top_bar_text: htmlSchema.nullable(),
  promotion_banner_text: htmlSchema.nullable(),
});
export type CampaignTexts = z.infer<typeof campaignTextsSchema>;

/** The catalogue tile of a campaign: where it sits in the product grid and where it leads (a shop path). */
export const campaignBannerOptionsSchema = promotionBannerOptionsSchema.extend({
  position: z.number().int().min(0).max(10_000),
  skip_rows: z.number().int().min(0).max(1000),
  url: shopPathSchema.max(300).nullable(),
});

export const campaignInputSchema = runSchema.extend({
  is_popup: z.boolean(),
  is_top_bar_text: z.boolean(),
  promotion_banner: z.boolean(),
  /** A file of the media library (image or video; 422 when there is none). */
  promotion_banner_media_id: idSchema.nullable(),
  promotion_banner_options: campaignBannerOptionsSchema.nullable(),
  translations: z.object({ nl: campaignTextsSchema, en: campaignTextsSchema }),
});
export type CampaignInput = z.infer<typeof campaignInputSchema>;

/** What an edit names: the version it started from (another one is 409 `edit_conflict`). */
const lockSchema = z.object({ lock_version: z.number().int().min(1).max(INT4_MAX) });
export const popupUpdateSchema = popupInputSchema.extend(lockSchema.shape);
export const campaignUpdateSchema = campaignInputSchema.extend(lockSchema.shape);

const storedSchema = z.object({ id: z.number().int(), lock_version: z.number().int(), updated_at: z.string() });
export const adminPopupSchema = popupInputSchema.extend(storedSchema.shape);
export type AdminPopup = z.infer<typeof adminPopupSchema>;
export const adminCampaignSchema = campaignInputSchema.extend(storedSchema.shape);
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;
