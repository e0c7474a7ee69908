import '../data/zod-no-eval';
import { z } from 'zod';
import { imageSchema, shopPathSchema } from '../../api/contract/common';

/** A promotion tile inside the product grid (spec section 3, Promotion banner). */
export const promotionBannerSchema = z.object({
  /** Columns x rows as the spec names them: 1x2 is two rows high, 2x2 two by two, 1x4 a full row (only from 1400 px). */
  size: z.enum(['1x1', '1x2', '2x2', '1x4']).default('1x1'),
  /** Index in the product list the banner is inserted before (0 = first cell). */
  position: z.number().int().min(0).max(10_000),
  url: shopPathSchema.optional(),
  image: imageSchema.optional(),
  /** Editorial HTML over the image; sanitised when rendered. */
  html: z.string().default(''),
  /** Text colour over the image: dark text on light images, light text on dark ones. */
  tone: z.enum(['light', 'dark']).default('dark'),
});
export type PromotionBanner = z.infer<typeof promotionBannerSchema>;
