import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogCategoryTranslations, blogPosts, blogPostTranslations } from '../../db/schema/blog';
import { AppError } from '../../lib/errors';
import { referenceRead } from '../../lib/reference-cache';
import type { LanguageIds } from '../settings';

/** A post is public once its `published_at` has passed. */
export const published = and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`));

/**
 * When the next scheduled post goes public (ms since the epoch), or null: part of the key of what
 * the reference cache keeps of published posts, since a post goes public by the clock, with no
 * write to move the cache's versions. The scheduled times are kept with the posts' version.
 */
export async function nextPublication(db: Db): Promise<number | null> {
  const scheduled = await referenceRead(db, 'posts-scheduled', ['posts'], async () => {
    const rows = await db.select({ at: blogPosts.publishedAt }).from(blogPosts).where(gt(blogPosts.publishedAt, sql`now()`));
    return rows.map((row) => row.at!.getTime()).sort((a, b) => a - b);
  });
  const now = Date.now();
  return scheduled.find((at) => at > now) ?? null;
}

/**
 * A read of published posts through the reference cache (home, the journal and a post page ask
 * the same on every render): the posts' own tables move the `posts` version, their cover images
 * `page`, the languages `settings`; a scheduled post going public changes the key.
 */
export async function publishedRead<T>(db: Db, key: readonly (string | number | null)[], load: () => Promise<T>): Promise<T> {
  return referenceRead(db, JSON.stringify([...key, await nextPublication(db)]), ['posts', 'page', 'settings'], load);
}

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

