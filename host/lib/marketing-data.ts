import { cache } from 'react';
import type { z } from 'zod';
import type { Locale } from '../../domain/locale';
import type { DiscountCampaign } from '../../api/contract/marketing';
import { ApiError } from '../../kit/data/client';
import { blockSchemas } from '../../block-schemas';
import { serverApi } from './api';

type SubscriptionBlock = z.infer<(typeof blockSchemas)['subscription']>;

/** The key of the block the footer shows (spec section 4: "the footer-form block" loaded at start). */
export const FOOTER_FORM_KEY = 'footer-form';

/** A shop without a `footer-form` block still gets the newsletter form, in the shop's words. */
const defaultFooterForm: SubscriptionBlock = { id: 0, type: 'subscription', data: { source: 'footer' } };

export interface LayoutMarketing {
  campaign: DiscountCampaign | null;
  footerForm: SubscriptionBlock | null;
}

/**
 * What the default layout shows of the marketing: the running campaign (top banner) and the
 * footer's newsletter block, once per request. Neither may break a page: a failed call is
 * nothing, a `footer-form` block that is not a valid newsletter block is left out (and logged).
 */
export const loadMarketing = cache(async (locale: Locale): Promise<LayoutMarketing> => {
  const api = serverApi(locale);
  const [campaign, footerForm] = await Promise.all([
    api.campaign().catch(() => null),
    api.block(FOOTER_FORM_KEY).then(
      (block) => {
        const parsed = blockSchemas.subscription.safeParse(block);
        if (!parsed.success) console.warn(`[blocks] footer-form block ${block.id} of type "${block.type}" is not a valid subscription block`);
        return parsed.success ? parsed.data : null;
      },
      (error: unknown) => (error instanceof ApiError && error.status === 404 ? defaultFooterForm : null),
    ),
  ]);
  return { campaign, footerForm };
});
