import '../data/zod-no-eval';
import { z } from 'zod';

/** A text the merchandiser wrote for one language; empty means "not filled in", so the shop's copy shows. */
const text = z.string().trim().min(1).max(500);

/**
 * The newsletter sign-up's CMS data (the "subscription" block, also the `footer-form` block the
 * layout loads at start). Texts fall back to the shop's copy.
 */
export const newsletterSchema = z.object({
  title: text.optional(),
  intro: text.optional(),
  /** Under the form, e.g. how to unsubscribe. */
  note: text.optional(),
  /** Where sign-ups come from, for the shop's statistics (the API's `source`). */
  source: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,40}$/i, 'must be a short word (letters, digits, - and _)')
    .default('block'),
});

export type NewsletterData = z.infer<typeof newsletterSchema>;
