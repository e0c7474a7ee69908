import { and, asc, inArray } from 'drizzle-orm';
import type { BlogPostSummary, BlogPostType } from '../../contract/blog';
import type { Image } from '../../contract/common';
import type { Db } from '../../db/client';
import {
  blogAuthors,
  blogAuthorTranslations,
  blogCategoryTranslations,
  blogPostCategories,
  blogPosts,
  blogPostTranslations,
} from '../../db/schema/blog';
import { readMediaFiles, type MediaFile } from '../media';
import { languageSlugs, pickTranslations, type LanguageIds } from '../settings';

const image = (row: MediaFile): Image => ({
  url: row.url,
  alt: row.alt ?? '',
  ...(row.width ? { width: row.width } : {}),
  ...(row.height ? { height: row.height } : {}),
});

/** Category titles and slugs in the request's language (else the default), by category id. */
export async function categoryTexts(db: Db, categoryIds: number[], ids: LanguageIds) {
  if (categoryIds.length === 0) return new Map<number, typeof blogCategoryTranslations.$inferSelect>();
  const rows = await db
    .select()
    .from(blogCategoryTranslations)
    .where(and(inArray(blogCategoryTranslations.categoryId, categoryIds), inArray(blogCategoryTranslations.languageId, [ids.id, ids.defaultId])));
  return pickTranslations(rows, (row) => row.categoryId, ids);
}

/** Every language's slug of some rows, keyed by owner: `{ nl: 'onderhoud', en: 'care' }`. */
export async function slugsByLanguage<T extends { languageId: number; slug: string }>(db: Db, rows: T[], ownerOf: (row: T) => number): Promise<Map<number, Record<string, string>>> {
  const codes = await languageSlugs(db);
  const out = new Map<number, Record<string, string>>();
  for (const row of rows) {
    const code = codes.get(row.languageId);
    if (!code) continue;
    const slugs = out.get(ownerOf(row)) ?? {};
    slugs[code] = row.slug;
    out.set(ownerOf(row), slugs);
  }
  return out;
}

/** Posts as lists show them, in the order of `postIds`, texts in the request's language (else the default). */
export async function hydrateSummaries(db: Db, postIds: number[], ids: LanguageIds): Promise<BlogPostSummary[]> {
  if (postIds.length === 0) return [];
  const langs = [ids.id, ids.defaultId];
  const [posts, texts, links] = await Promise.all([
    db.select().from(blogPosts).where(inArray(blogPosts.id, postIds)),
    db
      .select()
      .from(blogPostTranslations)
      .where(and(inArray(blogPostTranslations.postId, postIds), inArray(blogPostTranslations.languageId, langs))),
    db
      .select()
      .from(blogPostCategories)
      .where(inArray(blogPostCategories.postId, postIds))
      .orderBy(asc(blogPostCategories.sortOrder), asc(blogPostCategories.categoryId)),
  ]);
  const authorIds = [...new Set(posts.map((post) => post.authorId).filter((id): id is number => id !== null))];
  const [authors, roles, categories] = await Promise.all([
    authorIds.length ? db.select().from(blogAuthors).where(inArray(blogAuthors.id, authorIds)) : Promise.resolve([]),
    authorIds.length
      ? db
          .select()
          .from(blogAuthorTranslations)
          .where(and(inArray(blogAuthorTranslations.authorId, authorIds), inArray(blogAuthorTranslations.languageId, langs)))
      : Promise.resolve([]),
    categoryTexts(db, [...new Set(links.map((link) => link.categoryId))], ids),
  ]);
  const mediaRows = await readMediaFiles(db, [...posts.map((post) => post.coverMediaId), ...authors.map((author) => author.avatarMediaId)], ids.id);
  const postById = new Map(posts.map((post) => [post.id, post]));
  const textOf = pickTranslations(texts, (row) => row.postId, ids);
  const roleOf = pickTranslations(roles, (row) => row.authorId, ids);
  const authorById = new Map(authors.map((author) => [author.id, author]));

  return postIds.flatMap((id): BlogPostSummary[] => {
    const post = postById.get(id);
    const text = textOf.get(id);
    if (!post || !text || !post.publishedAt) return [];
    const cover = post.coverMediaId === null ? undefined : mediaRows.get(post.coverMediaId);
    const author = post.authorId === null ? undefined : authorById.get(post.authorId);
    const avatar = author?.avatarMediaId == null ? undefined : mediaRows.get(author.avatarMediaId);
    return [
      {
        id: post.id,
        slug: text.slug,
        type: post.type as BlogPostType,
        title: text.title,
        excerpt: text.excerpt,
        // The cover shows what the title says: its alt text follows the language.
        image: cover ? { ...image(cover), alt: text.title } : null,
        medias: cover ? [{ ...image(cover), alt: text.title, media_type: cover.mediaType === 'video' ? 'video' : 'image', original_name: cover.originalName }] : [],
        author: author ? { name: author.name, role: roleOf.get(author.id)?.role ?? '', avatar: avatar ? { ...image(avatar), alt: author.name } : null } : null,
        categories: links
          .filter((link) => link.postId === id)
          .flatMap((link) => {
            const category = categories.get(link.categoryId);
            return category ? [{ id: link.categoryId, slug: category.slug, title: category.title }] : [];
          }),
        tags: text.tags,
        published_at: post.publishedAt.toISOString(),
        created_at: post.createdAt.toISOString(),
        updated_at: post.updatedAt.toISOString(),
      },
    ];
  });
}
