import { cache } from 'react';
import type { Locale } from '../../domain/locale';
import { BLOG_PAGE_SIZE, type BlogCategory } from '../../api/contract/blog';
import { ApiError } from '../../kit/data/client';
import { serverApi } from './api';

/** What a slug in a journal URL can be (the API answers 422 for anything else). */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Null for a 404 (or a slug the API refuses); other failures go to the error page. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}

/** The journal's categories, once per request; none when they cannot load (the pages still work). */
export const loadCategories = cache((locale: Locale): Promise<BlogCategory[]> => serverApi(locale).blogCategories().catch(() => []));

/** A category by its slug in any language, or null. */
export const loadCategory = cache((slug: string, locale: Locale) => (slugPattern.test(slug) ? orNull(() => serverApi(locale).blogCategory(slug)) : Promise.resolve(null)));

/** A published post by its slug in any language, or null. */
export const loadPost = cache((slug: string, locale: Locale) => (slugPattern.test(slug) ? orNull(() => serverApi(locale).blogPost(slug)) : Promise.resolve(null)));

/** A page of 20 posts (spec section 9): all, a category's, or those with a tag. */
export const loadPosts = cache((locale: Locale, page: number, category?: string, tag?: string) =>
  serverApi(locale).blogPosts({ page, count: BLOG_PAGE_SIZE, category, tag }),
);

/** `?page=`: a whole number from 1 (the API's limit 10 000), else the first page. */
export function pageParam(value: string | string[] | undefined): number {
  const page = typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : 1;
  return page >= 1 && page <= 10_000 ? page : 1;
}

/** `?tag=`: lower-case text of 1..60 characters, else none. */
export function tagParam(value: string | string[] | undefined): string | undefined {
  const tag = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return tag.length >= 1 && tag.length <= 60 ? tag : undefined;
}
