import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogCategories, blogCategoryTranslations, blogPostCategories, blogPosts, blogPostTranslations } from '../../db/schema/blog';
import { published } from './blog.queries';
import { slugsByLanguage } from './blog.hydrate';

/** Slugs by language code: `{ nl: 'onderhoud', en: 'care' }` (a language without its own text has none). */
type Slugs = Record<string, string>;

export interface JournalSitemap {
  /** Categories with at least one published post. */
  categories: { slugs: Slugs }[];
  /** Published posts: their slugs and their first category's (the post's section; null: the type is). */
  posts: { type: string; updatedAt: Date; slugs: Slugs; sectionSlugs: Slugs | null }[];
}

/** What of the journal search engines are told about: published posts and the categories that have them. */
export async function journalSitemap(db: Db): Promise<JournalSitemap> {
  const [posts, postTexts, links, counts, categoryRows] = await Promise.all([
    db.select({ id: blogPosts.id, type: blogPosts.type, updatedAt: blogPosts.updatedAt }).from(blogPosts).where(published).orderBy(asc(blogPosts.publishedAt), asc(blogPosts.id)),
    db.select({ postId: blogPostTranslations.postId, languageId: blogPostTranslations.languageId, slug: blogPostTranslations.slug }).from(blogPostTranslations),
    // A post's first category is its section, in the order the posts show their categories.
    db.select().from(blogPostCategories).orderBy(asc(blogPostCategories.sortOrder), asc(blogPostCategories.categoryId)),
    db
      .select({ categoryId: blogPostCategories.categoryId, n: count() })
      .from(blogPostCategories)
      .innerJoin(blogPosts, eq(blogPosts.id, blogPostCategories.postId))
      .where(published)
      .groupBy(blogPostCategories.categoryId),
    db.select({ id: blogCategories.id }).from(blogCategories).orderBy(asc(blogCategories.sortOrder), asc(blogCategories.id)),
  ]);
  const categoryIds = categoryRows.map((row) => row.id);
  const categoryTexts = categoryIds.length
    ? await db.select({ categoryId: blogCategoryTranslations.categoryId, languageId: blogCategoryTranslations.languageId, slug: blogCategoryTranslations.slug }).from(blogCategoryTranslations).where(inArray(blogCategoryTranslations.categoryId, categoryIds))
    : [];
  const [postSlugs, categorySlugs] = await Promise.all([slugsByLanguage(db, postTexts, (row) => row.postId), slugsByLanguage(db, categoryTexts, (row) => row.categoryId)]);
  const withPosts = new Set(counts.filter((row) => Number(row.n) > 0).map((row) => row.categoryId));
  const firstCategory = new Map<number, number>();
  for (const link of links) if (!firstCategory.has(link.postId)) firstCategory.set(link.postId, link.categoryId);
  return {
    categories: categoryIds.filter((id) => withPosts.has(id) && categorySlugs.has(id)).map((id) => ({ slugs: categorySlugs.get(id)! })),
    posts: posts.flatMap((post) => {
      const slugs = postSlugs.get(post.id);
      if (!slugs) return [];
      const section = firstCategory.get(post.id);
      return [{ type: post.type, updatedAt: post.updatedAt, slugs, sectionSlugs: section === undefined ? null : (categorySlugs.get(section) ?? null) }];
    }),
  };
}
