import { z } from 'zod';
import { imageSchema, shopPathSchema } from '../../api/contract/common';

export const sliderSlideSchema = z
  .object({
    title: z.string().trim().min(1).optional(),
    text: z.string().optional(),
    image: imageSchema.optional(),
    url: shopPathSchema.optional(),
    /** Without it, the slide's title is the link (when the slide has a URL). */
    button_text: z.string().trim().min(1).optional(),
  })
  .refine((slide) => slide.title || slide.text || slide.image, { message: 'a slide needs a title, a text or an image' })
  .refine((slide) => !slide.button_text || slide.url, { message: 'a button needs a url', path: ['url'] });

/**
 * A carousel of image and text slides inside the page's column (the top slider is the
 * full-width hero). It turns only with `autoplay_ms` > 0, and then always offers a pause button.
 */
export const sliderBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('slider'),
  data: z.object({
    title: z.string().trim().min(1).optional(),
    slides: z.array(sliderSlideSchema).max(12).default([]),
    autoplay_ms: z.number().int().min(0).default(0),
  }),
});

export type SliderBlock = z.infer<typeof sliderBlockSchema>;
export type SliderSlide = z.infer<typeof sliderSlideSchema>;
