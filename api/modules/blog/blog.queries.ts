import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogCategoryTranslations, blogPosts, blogPostTranslations } from '../../db/schema/blog';
import { AppError } from '../../lib/errors';
import type { LanguageIds } from '../settings';

/** A post is public once its `published_at` has passed. */
export const published = and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`));

/**
 * The owner of a slug: the row in the request's language first, else the default language's, else
 * any (a link from the other language keeps working; the answer carries the request's slug).
 */
function preferredOwner(rows: { owner: number; languageId: number }[], ids: LanguageIds): number | undefined {
  return (rows.find((row) => row.languageId === ids.id) ?? rows.find((row) => row.languageId === ids.defaultId) ?? rows[0])?.owner;
}

/** A published post's id by slug, or 404 `blog_post_not_found`. */
export async function publishedPostId(db: Db, slug: string, ids: LanguageIds): Promise<number> {
  const rows = await db
    .select({ owner: blogPostTranslations.postId, languageId: blogPostTranslations.languageId })
    .from(blogPostTranslations)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostTranslations.postId))
    .where(and(eq(blogPostTranslations.slug, slug), published));
  const id = preferredOwner(rows, ids);
  if (id === undefined) throw new AppError('not_found', 'blog_post_not_found');
  return id;
}

/** A category's id by slug, or 404 `blog_category_not_found`. */
export async function categoryId(db: Db, slug: string, ids: LanguageIds): Promise<number> {
  const rows = await db
    .select({ owner: blogCategoryTranslations.categoryId, languageId: blogCategoryTranslations.languageId })
    .from(blogCategoryTranslations)
    .where(eq(blogCategoryTranslations.slug, slug));
  const id = preferredOwner(rows, ids);
  if (id === undefined) throw new AppError('not_found', 'blog_category_not_found');
  return id;
}

