import type { Locale } from '../../domain/locale';
import type { BlogCategory, BlogComment, BlogPost, BlogPostSummary } from '../../api/contract/blog';
import type { CommentItem } from './comment-list';
import type { PostCardData } from './post-card';
import { formatDate, isoDay } from '../format/date';
import { localizePath } from '../i18n/paths';
import { JOURNAL_PATH, journalPaths, postSection } from '../../domain/content/shop-paths';

/** How API posts become what the kit shows; the journal's routes are domain/content/shop-paths.ts. */
export { JOURNAL_PATH, journalPaths, postSection };

/** Posts show their date in words, in the page's language ("20 november 2026"). */
export const POST_DATE_FORMAT = 'd MMMM yyyy';

type Routable = Pick<BlogPostSummary, 'slug' | 'type' | 'categories'>;

/** The post's page, without locale prefix. */
export const postPath = (post: Routable) => journalPaths.post(postSection(post), post.slug);

export const postDate = (value: string, locale: Locale) => ({ label: formatDate(value, POST_DATE_FORMAT, locale), iso: isoDay(value) });

/** A post as a card, its link in the page's language. */
export function toPostCard(post: BlogPostSummary, locale: Locale): PostCardData {
  return {
    id: post.id,
    href: localizePath(postPath(post), locale),
    title: post.title,
    excerpt: post.excerpt,
    image: post.image,
    eyebrow: post.categories[0]?.title,
    date: postDate(post.published_at, locale),
    author: post.author?.name,
  };
}

export const toCommentItems = (comments: BlogComment[], locale: Locale): CommentItem[] =>
  comments.map((comment) => ({ id: comment.id, name: comment.name, body: comment.body, date: postDate(comment.created_at, locale) }));

export type PostRoute = { kind: 'show'; section: string } | { kind: 'redirect'; path: string };

/**
 * What `/articles/{section}/{slug}` does with the post the API found for `slug` (any language's):
 * show it when the section names one of its categories (in any language) and both are this
 * language's slugs; otherwise send the reader to the same post under this language's slugs, in the
 * named category when it has it, else in its own section.
 */
export function resolvePostRoute(post: Routable, section: string, slug: string, categories: Pick<BlogCategory, 'id' | 'slugs'>[]): PostRoute {
  const named = post.categories.find((category) => category.slug === section || Object.values(categories.find((c) => c.id === category.id)?.slugs ?? {}).includes(section));
  const canonical = named?.slug ?? postSection(post);
  if (canonical === section && post.slug === slug) return { kind: 'show', section };
  return { kind: 'redirect', path: journalPaths.post(canonical, post.slug) };
}

/** The post's page in each language (for `alternates`): that language's post and category slugs. */
export function postAlternates(post: Pick<BlogPost, 'slug' | 'slugs' | 'type' | 'categories'>, categories: Pick<BlogCategory, 'id' | 'slugs'>[], locales: readonly Locale[]) {
  const first = post.categories[0];
  const category = first ? categories.find((c) => c.id === first.id) : undefined;
  return Object.fromEntries(
    locales.map((locale) => {
      const section = category?.slugs[locale] ?? first?.slug ?? post.type;
      return [locale, localizePath(journalPaths.post(section, post.slugs[locale] ?? post.slug), locale)];
    }),
  ) as Record<Locale, string>;
}

export interface BlogPostingOptions {
  /** Absolute URL of the post page. */
  url: string;
  /** Absolute URLs of the cover. */
  images: string[];
  publisher: string;
  locale: Locale;
}

/** Schema.org BlogPosting of a post page: headline, dates, author, publisher, sections, tags, comments. */
export function blogPostingJsonLd(post: BlogPost, { url, images, publisher, locale }: BlogPostingOptions) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.meta_description ?? post.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: images.length ? images : undefined,
    datePublished: post.published_at,
    dateModified: post.updated_at,
    inLanguage: locale,
    author: post.author ? { '@type': 'Person', name: post.author.name, jobTitle: post.author.role || undefined } : { '@type': 'Organization', name: publisher },
    publisher: { '@type': 'Organization', name: publisher },
    articleSection: post.categories.length ? post.categories.map((category) => category.title) : undefined,
    keywords: post.tags.length ? post.tags.join(', ') : undefined,
    commentCount: post.comments_count,
  };
}
