import type { Locale } from '../../domain/locale';
import { getT } from '../../kit/i18n';
import { localizePath } from '../../kit/i18n/paths';
import type { BlockProps } from '../types';
import type { InstagramBlock, InstagramPost } from './schema';

const isExternal = (url: string) => /^https:\/\//.test(url);

/**
 * A grid of Instagram posts picked by the merchandiser (image, caption, link), plus a link to
 * the account. Nothing is fetched from Instagram: no third-party script, cookie or request.
 */
export function Instagram({ block, locale }: BlockProps<InstagramBlock>) {
  const { title, handle, profile_url, posts } = block.data;
  if (posts.length === 0) return null;
  const t = getT(locale);
  const headingId = `instagram-${block.id}-title`;
  const account = handle ? (handle.startsWith('@') ? handle : `@${handle}`) : null;
  return (
    <section data-block="instagram" data-block-id={block.id} aria-labelledby={headingId}>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4 md:mb-8">
        <h2 id={headingId} className="font-display text-3xl leading-tight text-ink md:text-4xl">
          {title ?? t('contentBlocks.instagramTitle')}
        </h2>
        {account && profile_url ? (
          <a href={profile_url} target="_blank" rel="noopener noreferrer" className="text-sm tracking-[0.14em] text-brand uppercase underline-offset-4 hover:underline">
            {t('contentBlocks.instagramFollow', { handle: account })}
            <span className="sr-only"> {t('contentBlocks.newWindow')}</span>
          </a>
        ) : null}
      </header>
      <ul aria-label={t('contentBlocks.instagramPosts')} className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:gap-3 xl:grid-cols-6">
        {posts.map((post, i) => (
          <li key={i}>
            <Post post={post} locale={locale} newWindow={t('contentBlocks.newWindow')} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Post({ post, locale, newWindow }: { post: InstagramPost; locale: Locale; newWindow: string }) {
  const external = isExternal(post.url);
  return (
    <a
      href={external ? post.url : localizePath(post.url, locale)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className="group relative block aspect-square overflow-hidden bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {/* The caption names the link; the photo's own alt text adds what it shows. */}
      <img src={post.image.url} alt={post.image.alt} width={post.image.width} height={post.image.height} loading="lazy" decoding="async" className="size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none" />
      <span className="absolute inset-x-0 bottom-0 line-clamp-3 bg-linear-to-t from-ink/80 to-transparent px-3 pt-8 pb-3 text-xs leading-snug text-surface">
        {post.caption}
        {external ? <span className="sr-only"> {newWindow}</span> : null}
      </span>
    </a>
  );
}
