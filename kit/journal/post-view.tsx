import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../domain/accounts/account-rules';
import type { Locale } from '../../domain/locale';
import { COMMENT_MAX_LENGTH, type BlogPost } from '../../api/contract/blog';
import { Breadcrumb } from '../ui/breadcrumb';
import { CommentList } from './comment-list';
import { PostBody } from './post-body';
import { PostCard, postGridClass } from './post-card';
import { PostHeader, PostTags } from './post-header';
import { PostNeighbours, type PostNeighbour } from './post-neighbours';
import { ShareLinks } from '../ui/share-links';
import { getT } from '../i18n';
import { localizePath } from '../i18n/paths';
import { journalPaths, postPath, postDate, toCommentItems, toPostCard } from './journal';
import { buttonVariants } from '../ui/button';
import { formTexts } from '../account/account-fields';
import { CommentFormPart } from './comment-form-part';

interface PostViewProps {
  post: BlogPost;
  locale: Locale;
  /** The section the URL names (a category of the post, in this language). */
  section: string;
  /** Absolute URL of the post page and of its cover, for sharing. */
  share: { url: string; image?: string };
}

const column = 'mx-auto w-full max-w-[720px] px-5 md:px-8';
const wide = 'mx-auto w-full max-w-container px-5 md:px-8 lg:px-12';

/**
 * A journal post (spec section 2 "blog post"): breadcrumb, header with author and cover, the
 * body as server HTML, tags and share links, previous and next, related posts, the approved
 * comments and the leave-a-comment form (the one client island).
 */
export function PostView({ post, locale, section, share }: PostViewProps) {
  const t = getT(locale);
  const href = (path: string) => localizePath(path, locale);
  const here = post.categories.find((category) => category.slug === section);
  const neighbour = (item: BlogPost['previous']): PostNeighbour | null => (item ? { title: item.title, href: href(postPath(item)) } : null);
  const headingId = `post-${post.id}-related`;
  const formHeadingId = `post-${post.id}-leave-comment`;

  return (
    <div data-page="journal-post" className="flex flex-col gap-16 pt-6 pb-8 lg:gap-20 lg:pt-8">
      <article className="flex flex-col gap-10 lg:gap-14" data-post={post.slug}>
        <div className={`${wide} flex flex-col gap-8`}>
          <Breadcrumb
            pageUrl={share.url}
            items={[
              { label: t('common.home'), href: href('/') },
              { label: t('journal.title'), href: href(journalPaths.list()) },
              ...(here ? [{ label: here.title, href: href(journalPaths.category(here.slug)) }] : []),
              { label: post.title },
            ]}
            labels={{ breadcrumb: t('journal.breadcrumb'), navigation: t('journal.neighbours'), previous: t('journal.previous'), next: t('journal.next'), previousProduct: '{title}', nextProduct: '{title}' }}
          />
          <PostHeader
            title={post.title}
            excerpt={post.excerpt}
            image={post.image}
            date={postDate(post.published_at, locale)}
            author={post.author}
            categories={post.categories.map((category) => ({ label: category.title, href: href(journalPaths.category(category.slug)) }))}
            labels={{ categories: t('journal.categories'), by: t('journal.by'), published: t('journal.published') }}
          />
        </div>
        <div className={`${column} flex flex-col gap-10`}>
          <PostBody html={post.body} />
          <footer className="flex flex-col gap-6 border-t border-line pt-6">
            <PostTags tags={post.tags.map((tag) => ({ label: tag, href: href(journalPaths.list({ tag })) }))} labels={{ title: t('journal.tags'), link: t('journal.tagLink', { tag: '{tag}' }) }} />
            <ShareLinks
              url={share.url}
              title={post.title}
              image={share.image}
              labels={{ title: t('journal.share'), email: t('product.shareEmail'), whatsapp: t('product.shareWhatsapp'), pinterest: t('product.sharePinterest'), newWindow: t('product.newWindow') }}
            />
          </footer>
          <PostNeighbours
            previous={neighbour(post.previous)}
            next={neighbour(post.next)}
            labels={{ nav: t('journal.neighbours'), previous: t('journal.previous'), next: t('journal.next') }}
          />
        </div>
      </article>

      {post.related.length > 0 ? (
        <section aria-labelledby={headingId} className={`${wide} defer-render`} data-slot="related-posts">
          <h2 id={headingId} className="mb-8 font-display text-3xl font-normal text-ink md:text-4xl">
            {t('journal.related')}
          </h2>
          <ul className={postGridClass}>
            {post.related.map((related) => (
              <li key={related.id}>
                <PostCard post={toPostCard(related, locale)} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {/* Below the post: rendered by the browser as they near the viewport (defer-render). */}
      <div className={`${column} defer-render flex flex-col gap-14`}>
        <CommentList
          comments={toCommentItems(post.comments, locale)}
          labels={{ title: t('journal.comments'), count: t('journal.commentCount', { count: post.comments_count }), none: t('journal.noComments') }}
        />
        <section aria-labelledby={formHeadingId} className="flex flex-col gap-4" data-slot="leave-comment">
          <h2 id={formHeadingId} className="font-display text-3xl font-normal text-ink">
            {t('journal.leaveComment')}
          </h2>
          <p className="text-sm text-ink-soft">{t('journal.commentIntro')}</p>
          <CommentFormPart
            props={{
              id: 'comment-form',
              locale,
              slug: post.slug,
              fields: {
                name: { name: 'name', label: t('journal.name'), kind: 'text', required: true, max: NAME_MAX_LENGTH, autoComplete: 'name', half: true },
                email: { name: 'email', label: t('journal.email'), kind: 'email', required: true, rule: 'email', max: EMAIL_MAX_LENGTH, autoComplete: 'email', half: true },
                body: { name: 'body', label: t('journal.comment'), kind: 'text', required: true, min: 2, max: COMMENT_MAX_LENGTH },
              },
              texts: formTexts(locale),
              labels: { title: t('journal.leaveComment'), submit: t('journal.submit'), loading: t('common.loading'), required: t('journal.required') },
              submitClassName: buttonVariants({ intent: 'primary' }),
              messages: {
                pending: t('journal.commentPending'),
                postGone: t('journal.postGone'),
                tooManyAttempts: t('journal.tooManyAttempts'),
                network: t('journal.network'),
                generic: t('journal.generic'),
              },
            }}
          />
        </section>
      </div>
    </div>
  );
}
