import type { Image } from '../../api/contract/common';
import { mediaSrcSet } from '../../domain/media/variants';

/** A journal post as a card shows it (kit/journal/journal.ts `toPostCard` makes one from the API's post). */
export interface PostCardData {
  id: number;
  /** The post page, localised. */
  href: string;
  title: string;
  excerpt: string;
  image: Image | null;
  /** Above the title: the post's first category. */
  eyebrow?: string;
  date: { label: string; iso: string };
  author?: string;
}

export interface PostCardProps {
  post: PostCardData;
  /** h2 on the journal's list, h3 under a section heading (a block, related posts). */
  headingLevel?: 2 | 3;
  /** Cards of the first row: load the cover eagerly. */
  eager?: boolean;
}

/** The journal's card grid: one column, two from 576 px, three from 992 px. */
export const postGridClass = 'grid grid-cols-1 gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3 lg:gap-x-8';

/**
 * A journal post as a card: cover, category, title, excerpt, date and author. The title's link
 * covers the whole card (one link per card for assistive tech, the whole card for a pointer).
 */
export function PostCard({ post, headingLevel = 2, eager = false }: PostCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article data-slot="post-card" className="group relative flex h-full flex-col">
      <div className="relative aspect-[16/10] overflow-hidden bg-brand-soft">
        {post.image ? (
          // The title says what the cover shows: the image is decoration here.
          <img
            src={post.image.url}
            srcSet={mediaSrcSet(post.image)}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            alt=""
            width={post.image.width}
            height={post.image.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="absolute inset-0 size-full object-cover transition-transform duration-700 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 pt-5">
        {post.eyebrow ? <p className="text-xs tracking-[0.14em] text-brand uppercase">{post.eyebrow}</p> : null}
        <Heading className="font-display text-2xl leading-snug font-normal text-ink">
          <a
            href={post.href}
            className="transition-colors after:absolute after:inset-0 group-hover:text-brand focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-brand"
          >
            {post.title}
          </a>
        </Heading>
        <p className="line-clamp-3 text-sm leading-relaxed text-ink-soft">{post.excerpt}</p>
        <p className="mt-auto pt-1 text-xs text-ink-muted">
          <time dateTime={post.date.iso}>{post.date.label}</time>
          {post.author ? <span> · {post.author}</span> : null}
        </p>
      </div>
    </article>
  );
}
