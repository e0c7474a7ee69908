import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../domain/locale';
import type { BlogCategory, BlogPageQuery, BlogPostPage, BlogPostType } from '../../contract/blog';
import type { Db } from '../../db/client';
import { blogCategories, blogCategoryTranslations, blogPostCategories, blogPosts, blogPostTranslations } from '../../db/schema/blog';
import { AppError } from '../../lib/errors';
import { languageIds, type LanguageIds } from '../settings';
import { categoryTexts, hydrateSummaries, slugsByLanguage } from './blog.hydrate';
import { categoryId, published, publishedRead } from './blog.queries';

const inCategory = (id: number): SQL => sql`EXISTS (SELECT 1 FROM ${blogPostCategories} WHERE ${blogPostCategories.postId} = ${blogPosts.id} AND ${blogPostCategories.categoryId} = ${id})`;
const withTag = (tag: string): SQL =>
  sql`EXISTS (SELECT 1 FROM ${blogPostTranslations} WHERE ${blogPostTranslations.postId} = ${blogPosts.id} AND ${blogPostTranslations.tags} @> ARRAY[${tag}]::text[])`;

/** One page of published posts matching `where`, newest first, as `{ data, meta }`. */
async function postPage(db: Db, where: SQL | undefined, query: BlogPageQuery, ids: LanguageIds): Promise<BlogPostPage> {
  const condition = and(published, where);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(condition)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(query.count)
      .offset((query.page - 1) * query.count),
    db.select({ n: count() }).from(blogPosts).where(condition),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    data: await hydrateSummaries(
      db,
      rows.map((row) => row.id),
      ids,
    ),
    meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(n / query.count)), total: n },
  };
}

/** Published posts per category id. */
async function postCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: blogPostCategories.categoryId, n: count() })
    .from(blogPostCategories)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostCategories.postId))
    .where(published)
    .groupBy(blogPostCategories.categoryId);
  return new Map(rows.map((row) => [row.categoryId, Number(row.n)]));
}

async function categories(db: Db, categoryIds: number[] | undefined, ids: LanguageIds): Promise<BlogCategory[]> {
  const rows = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(categoryIds ? inArray(blogCategories.id, categoryIds) : undefined)
    .orderBy(asc(blogCategories.sortOrder), asc(blogCategories.id));
  const wanted = rows.map((row) => row.id);
  if (wanted.length === 0) return [];
  const [texts, allSlugs, counts] = await Promise.all([
    categoryTexts(db, wanted, ids),
    db.select().from(blogCategoryTranslations).where(inArray(blogCategoryTranslations.categoryId, wanted)),
    postCounts(db),
  ]);
  const slugs = await slugsByLanguage(db, allSlugs, (row) => row.categoryId);
  return wanted.flatMap((id) => {
    const text = texts.get(id);
    if (!text) return [];
    return [
      {
        id,
        slug: text.slug,
        slugs: slugs.get(id) ?? {},
        title: text.title,
        description: text.description,
        meta_description: text.metaDescription,
        posts_count: counts.get(id) ?? 0,
      },
    ];
  });
}

/** The journal's categories in their order. */
export async function listBlogCategories(db: Db, locale: Locale): Promise<BlogCategory[]> {
  const ids = await languageIds(db, locale);
  return publishedRead(db, ['categories', ids.id, ids.defaultId], () => categories(db, undefined, ids));
}

/** One category by its slug in any language; 404 `blog_category_not_found`. */
export async function getBlogCategory(db: Db, slug: string, locale: Locale): Promise<BlogCategory> {
  const ids = await languageIds(db, locale);
  return publishedRead(db, ['category', ids.id, ids.defaultId, slug], async () => {
    const [category] = await categories(db, [await categoryId(db, slug, ids)], ids);
    if (!category) throw new AppError('not_found', 'blog_category_not_found');
    return category;
  });
}

/**
 * Published posts, newest first: all, of a type, of a category (by slug, 404 when unknown) or
 * both, or with a tag.
 */
export async function listBlogPosts(db: Db, query: BlogPageQuery & { tag?: string }, locale: Locale, filter: { type?: BlogPostType; category?: string } = {}): Promise<BlogPostPage> {
  const ids = await languageIds(db, locale);
  const key = ['posts', ids.id, ids.defaultId, filter.type ?? null, filter.category ?? null, query.tag ?? null, query.page, query.count];
  return publishedRead(db, key, async () => {
    const conditions: SQL[] = [];
    if (filter.type) conditions.push(eq(blogPosts.type, filter.type));
    if (filter.category !== undefined) conditions.push(inCategory(await categoryId(db, filter.category, ids)));
    if (query.tag) conditions.push(withTag(query.tag));
    return postPage(db, conditions.length ? and(...conditions) : undefined, query, ids);
  });
}
