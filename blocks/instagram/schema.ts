import { z } from 'zod';
import { imageSchema, shopPathSchema } from '../../api/contract/common';

/** An https link to Instagram (a post or the profile). */
export const instagramUrlSchema = z.url({ protocol: /^https$/, hostname: /^(www\.)?instagram\.com$/, message: 'must be an https://www.instagram.com/ link' });

export const instagramPostSchema = z.object({
  image: imageSchema,
  caption: z.string().trim().min(1).max(300),
  /** The post on Instagram, or a page of the shop (the piece in the photo). */
  url: z.union([instagramUrlSchema, shopPathSchema]),
});

/**
 * A grid of Instagram posts given in the block's data (image, caption, link). No call to
 * Instagram's API: merchandisers pick the posts, so nothing third-party loads on the page.
 */
export const instagramBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('instagram'),
  data: z.object({
    title: z.string().trim().min(1).optional(),
    /** The account, e.g. `@juwelieraurum`. */
    handle: z.string().regex(/^@?[\w.]{1,30}$/, 'must be an Instagram handle').optional(),
    profile_url: instagramUrlSchema.optional(),
    posts: z.array(instagramPostSchema).max(12).default([]),
  }),
});

export type InstagramBlock = z.infer<typeof instagramBlockSchema>;
export type InstagramPost = z.infer<typeof instagramPostSchema>;
