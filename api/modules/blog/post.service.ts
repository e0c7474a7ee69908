import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/locale';
import { RELATED_POSTS, type BlogPost } from '../../contract/blog';
import { sanitizeHtml } from '../../../domain/html';
import type { Db } from '../../db/client';
import { blogComments, blogPostCategories, blogPosts, blogPostTranslations } from '../../db/schema/blog';
import { AppError } from '../../lib/errors';
import { languageIds, type LanguageIds } from '../settings';
import { hydrateSummaries, slugsByLanguage } from './blog.hydrate';
import { published, publishedPostId, publishedRead } from './blog.queries';

/** Comments shown on a post page (the oldest first; `comments_count` counts them all). */
const COMMENTS_SHOWN = 100;

/** The newer (`previous`) and older (`next`) neighbours of a post in the journal's order. */
async function neighbours(db: Db, postId: number): Promise<{ previous?: number; next?: number }> {
  const self = sql`(SELECT ${blogPosts.publishedAt}, ${blogPosts.id} FROM ${blogPosts} WHERE ${blogPosts.id} = ${postId})`;
  const position = sql`(${blogPosts.publishedAt}, ${blogPosts.id})`;
  const [[newer], [older]] = await Promise.all([
    db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(published, sql`${position} > ${self}`))
      .orderBy(asc(blogPosts.publishedAt), asc(blogPosts.id))
      .limit(1),
    db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(published, sql`${position} < ${self}`))
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(1),
  ]);
  return { previous: newer?.id, next: older?.id };
}

/** Up to RELATED_POSTS other posts: those sharing most categories first, then the newest. */
async function relatedPostIds(db: Db, postId: number): Promise<number[]> {
  const own = db.select({ id: blogPostCategories.categoryId }).from(blogPostCategories).where(eq(blogPostCategories.postId, postId));
  const shared = sql<number>`(SELECT count(*) FROM ${blogPostCategories} WHERE ${blogPostCategories.postId} = ${blogPosts.id} AND ${blogPostCategories.categoryId} IN ${own})`;
  const rows = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(published, ne(blogPosts.id, postId)))
    .orderBy(desc(shared), desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(RELATED_POSTS);
  return rows.map((row) => row.id);
}

async function approvedComments(db: Db, postId: number) {
  const approved = and(eq(blogComments.postId, postId), eq(blogComments.status, 'approved'));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: blogComments.id, name: blogComments.authorName, body: blogComments.body, createdAt: blogComments.createdAt })
      .from(blogComments)
      .where(approved)
      .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
      .limit(COMMENTS_SHOWN),
    db.select({ n: count() }).from(blogComments).where(approved),
  ]);
  return { comments: rows.map((row) => ({ id: row.id, name: row.name, body: row.body, created_at: row.createdAt.toISOString() })), total: Number(total?.n ?? 0) };
}

async function postById(db: Db, postId: number, ids: LanguageIds): Promise<BlogPost> {
  const [[summary], texts, near, relatedIds, comments] = await Promise.all([
    hydrateSummaries(db, [postId], ids),
    db.select().from(blogPostTranslations).where(eq(blogPostTranslations.postId, postId)),
    neighbours(db, postId),
    relatedPostIds(db, postId),
    approvedComments(db, postId),
  ]);
  if (!summary) throw new AppError('not_found', 'blog_post_not_found');
  const text = texts.find((row) => row.languageId === ids.id) ?? texts.find((row) => row.languageId === ids.defaultId) ?? texts[0]!;
  const neighbourIds = [near.previous, near.next].filter((id): id is number => id !== undefined);
  const [related, neighbourSummaries, slugs] = await Promise.all([
    hydrateSummaries(db, relatedIds, ids),
    hydrateSummaries(db, neighbourIds, ids),
    slugsByLanguage(db, texts, (row) => row.postId),
  ]);
  const neighbour = (id: number | undefined) => {
    const found = neighbourSummaries.find((post) => post.id === id);
    return found ? { slug: found.slug, title: found.title, type: found.type, categories: found.categories } : null;
  };
  return {
    ...summary,
    slugs: slugs.get(postId) ?? {},
    // Stored clean; cleaned again on the way out, for rows written by other means than the API.
    body: sanitizeHtml(text.body),
    meta_description: text.metaDescription,
    related,
    comments: comments.comments,
    comments_count: comments.total,
    previous: neighbour(near.previous),
    next: neighbour(near.next),
  };
}

/** A published post with its body, related posts, approved comments and neighbours; 404 `blog_post_not_found`. */
export async function getBlogPost(db: Db, slug: string, locale: Locale): Promise<BlogPost> {
  const ids = await languageIds(db, locale);
  return publishedRead(db, ['post', ids.id, ids.defaultId, slug], async () => postById(db, await publishedPostId(db, slug, ids), ids));
}

/** The post a reader continues with after this one (the next older), or null after the oldest. */
export async function getNextBlogPost(db: Db, slug: string, locale: Locale): Promise<BlogPost | null> {
  const ids = await languageIds(db, locale);
  return publishedRead(db, ['next-post', ids.id, ids.defaultId, slug], async () => {
    const { next } = await neighbours(db, await publishedPostId(db, slug, ids));
    return next === undefined ? null : postById(db, next, ids);
  });
}

/** The id of a published post (for comments), or 404. */
export async function publishedPostBySlug(db: Db, slug: string, locale: Locale): Promise<number> {
  return publishedPostId(db, slug, await languageIds(db, locale));
}
