import { z } from 'zod';

/** Editorial HTML from the CMS. The HTML is sanitised before it is rendered. */
export const richTextBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('rich-text'),
  data: z.object({
    title: z.string().optional(),
    html: z.string().default(''),
    width: z.enum(['narrow', 'wide']).default('narrow'),
    align: z.enum(['left', 'center']).default('left'),
  }),
});

export type RichTextBlock = z.infer<typeof richTextBlockSchema>;
