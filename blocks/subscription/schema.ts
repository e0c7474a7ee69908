import { z } from 'zod';
import { newsletterSchema } from '../../kit/marketing/newsletter-schema';

/**
 * The newsletter sign-up (spec: "subscription" block, "newsletter subscription form with success
 * popup"; the layout's `footer-form` block has the same data).
 */
export const subscriptionBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('subscription'),
  data: newsletterSchema,
});

export type SubscriptionBlock = z.infer<typeof subscriptionBlockSchema>;
