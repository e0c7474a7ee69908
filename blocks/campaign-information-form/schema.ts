import { z } from 'zod';

/** A text the merchandiser wrote for one language; empty means "not filled in", so the shop's copy shows. */
const text = z.string().trim().min(1).max(500);

/**
 * The spec's "campaign information form": the running discount campaign's text and a form to ask
 * about it (a question to the shop with the campaign as its subject). Nothing without a campaign.
 */
export const campaignInformationFormBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('campaign-information-form'),
  data: z.object({
    title: text.optional(),
    intro: text.optional(),
  }),
});

export type CampaignInformationFormBlock = z.infer<typeof campaignInformationFormBlockSchema>;
