import { z } from 'zod';
import { textSchema, wholeNumberParam } from './common';

/**
 * One address of the shop for search engines: a path without origin (the host puts the shop's
 * origin in front), the same page's path in each language (`nl`, `en`, `x-default`), and when it
 * last changed (ISO 8601, null when not known).
 */
export const sitemapEntrySchema = z.object({
  url: z.string(),
  lastmod: z.string().nullable(),
  alternates: z.record(z.string(), z.string()),
});

/** One file of the sitemap (at most 50 000 addresses, the protocol's limit) and how many files there are. */
export const sitemapSchema = z.object({
  sitemap: z.array(sitemapEntrySchema),
  page: z.number().int(),
  pages: z.number().int(),
});

/** `key`: the shop's sitemap key (SITEMAP_KEY); `page`: which file, from 1. */
export const sitemapQuerySchema = z.object({
  key: textSchema.max(200),
  page: wholeNumberParam(1, 10_000).default(1),
});

export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;
export type Sitemap = z.infer<typeof sitemapSchema>;
