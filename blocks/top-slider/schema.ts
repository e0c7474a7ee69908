import { z } from 'zod';
import { imageSchema, shopPathSchema } from '../../api/contract/common';

export const topSliderSlideSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string().optional(),
  button_text: z.string().optional(),
  url: shopPathSchema,
  image: imageSchema,
  /** Text colour over the image: dark text on light images, light text on dark ones. */
  tone: z.enum(['light', 'dark']).default('dark'),
});

/** The hero carousel at the top of a page. Slides advance every `autoplay_ms` (0 = never). */
export const topSliderBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('top-slider'),
  data: z.object({
    slides: z.array(topSliderSlideSchema).default([]),
    autoplay_ms: z.number().int().min(0).default(6000),
  }),
});

export type TopSliderBlock = z.infer<typeof topSliderBlockSchema>;
export type TopSliderSlide = z.infer<typeof topSliderSlideSchema>;
