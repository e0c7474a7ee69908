import { z } from 'zod';
import { shopPathSchema } from '../../api/contract/common';
import { blogPostTypeSchema, blogSlugSchema } from '../../api/contract/blog';

/** The latest journal posts as cards ("Uit ons journaal"): all, one category's or one type's. */
export const articlesBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('articles'),
  data: z.object({
    title: z.string().optional(),
    subtitle: z.string().optional(),
    /** A category's slug (any language); all posts without it. */
    category: blogSlugSchema.optional(),
    /** Only posts of this kind (article, guide, news). */
    post_type: blogPostTypeSchema.optional(),
    count: z.number().int().min(1).max(12).default(3),
    /** "To the journal", e.g. `/articles` or a category's page. */
    link: z.object({ text: z.string().min(1), url: shopPathSchema }).optional(),
  }),
});

export type ArticlesBlock = z.infer<typeof articlesBlockSchema>;
