import { PostCard, postGridClass } from '../../kit/journal/post-card';
import { localizePath } from '../../kit/i18n/paths';
import { toPostCard } from '../../kit/journal/journal';
import type { BlockProps } from '../types';
import type { ArticlesBlock } from './schema';

/**
 * The latest journal posts as cards, all or one category's (or type's), under an optional title
 * with a link to the journal. Renders nothing when there are no posts or the journal cannot load.
 */
export async function Articles({ block, locale, context }: BlockProps<ArticlesBlock>) {
  if (!context) return null;
  const { title, subtitle, category, post_type: type, count, link } = block.data;
  const posts = await context.api
    .blogPosts({ category, type, count })
    .then((page) => page.data.slice(0, count))
    .catch(() => []);
  if (posts.length === 0) return null;

  const headingId = `articles-${block.id}-title`;
  return (
    <section data-block="articles" data-block-id={block.id} aria-labelledby={title ? headingId : undefined}>
      {title || subtitle || link ? (
        <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            {title ? (
              <h2 id={headingId} className="font-display text-3xl leading-tight font-normal text-ink md:text-4xl">
                {title}
              </h2>
            ) : null}
            {subtitle ? <p className="mt-2 text-base text-ink-muted">{subtitle}</p> : null}
          </div>
          {link ? (
            <a href={localizePath(link.url, locale)} className="text-sm tracking-[0.14em] text-brand uppercase underline-offset-4 hover:underline">
              {link.text}
            </a>
          ) : null}
        </header>
      ) : null}
      <ul className={postGridClass}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={toPostCard(post, locale)} headingLevel={title ? 3 : 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}
