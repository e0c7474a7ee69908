import type { Image } from '../../api/contract/common';
import { mediaSrcSet } from '../../domain/media/variants';

export interface PostLink {
  label: string;
  href: string;
}

export interface PostAuthor {
  name: string;
  role: string;
  avatar: Image | null;
}

export interface PostHeaderProps {
  title: string;
  /** The lede under the title. */
  excerpt?: string;
  image: Image | null;
  date: { label: string; iso: string };
  author: PostAuthor | null;
  categories: PostLink[];
  labels: {
    /** Names the list of category links. */
    categories: string;
    /** Before the author's name for assistive tech, e.g. "Geschreven door". */
    by: string;
    /** Before the date, e.g. "Gepubliceerd op". */
    published: string;
  };
}

/**
 * The top of a journal post: its categories as links, the title (the page's h1), the lede, the
 * author with role and avatar, the date, and the cover image across the column.
 */
export function PostHeader({ title, excerpt, image, date, author, categories, labels }: PostHeaderProps) {
  return (
    <header data-slot="post-header" className="flex flex-col gap-8">
      <div className="mx-auto flex w-full max-w-[760px] flex-col items-center gap-5 text-center">
        {categories.length > 0 ? (
          <ul aria-label={labels.categories} className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs tracking-[0.14em] uppercase">
            {categories.map((category) => (
              <li key={category.href}>
                <a href={category.href} className="text-brand underline-offset-4 hover:text-brand-strong hover:underline">
                  {category.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <h1 className="font-display text-4xl leading-[1.1] font-normal text-balance text-ink md:text-5xl lg:text-6xl">{title}</h1>
        {excerpt ? <p className="max-w-[640px] text-lg leading-relaxed text-ink-soft">{excerpt}</p> : null}
        <div className="flex items-center gap-3 text-left text-sm">
          {author?.avatar ? (
            <img src={author.avatar.url} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full bg-brand-soft object-cover" data-slot="post-author-avatar" />
          ) : null}
          <div className="flex flex-col">
            {author ? (
              <p data-slot="post-author">
                <span className="sr-only">{labels.by} </span>
                <span className="font-medium text-ink">{author.name}</span>
                {author.role ? <span className="text-ink-muted">, {author.role}</span> : null}
              </p>
            ) : null}
            <p className="text-ink-muted">
              <span className="sr-only">{labels.published} </span>
              <time dateTime={date.iso}>{date.label}</time>
            </p>
          </div>
        </div>
      </div>
      {image ? (
        <div className="overflow-hidden bg-brand-soft">
          <img
            src={image.url}
            srcSet={mediaSrcSet(image)}
            sizes="100vw"
            alt={image.alt}
            width={image.width}
            height={image.height}
            fetchPriority="high"
            className="aspect-[16/9] w-full object-cover md:aspect-[16/7]"
            data-slot="post-cover"
          />
        </div>
      ) : null}
    </header>
  );
}

export interface PostTagsProps {
  tags: PostLink[];
  labels: {
    title: string;
    /** The link's accessible name with `{tag}`, e.g. "Artikelen over {tag}" (contains the visible text). */
    link: string;
  };
}

/** The post's tags as links to the journal filtered on each. Nothing without tags. */
export function PostTags({ tags, labels }: PostTagsProps) {
  if (tags.length === 0) return null;
  return (
    <div data-slot="post-tags" className="flex flex-wrap items-center gap-3">
      <p className="text-xs tracking-[0.14em] text-ink-muted uppercase">{labels.title}</p>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.href}>
            <a
              href={tag.href}
              aria-label={labels.link.replace('{tag}', tag.label)}
              className="inline-flex min-h-9 items-center rounded-full border border-line px-4 text-sm text-ink-soft transition-colors hover:border-ink hover:text-ink"
            >
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
