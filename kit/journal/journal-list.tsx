import type { Locale } from '../../domain/locale';
import type { BlogCategory, BlogPostPage } from '../../api/contract/blog';
import { Pagination } from '../catalogue/pagination';
import { PostCard, postGridClass } from './post-card';
import { getT } from '../i18n';
import { localizePath } from '../i18n/paths';
import { journalPaths, toPostCard } from './journal';

interface JournalListProps {
  locale: Locale;
  title: string;
  intro?: string | null;
  posts: BlogPostPage;
  categories: BlogCategory[];
  /** The category shown (its id), or none for all posts and a tag's. */
  activeCategory?: number;
  /** The posts with a tag: no category link is current. */
  tagged?: boolean;
  /** The page's own path at a page number, localised. */
  hrefFor: (page: number) => string;
}

const tab = 'inline-flex min-h-11 items-center border-b-2 text-sm whitespace-nowrap transition-colors';

/**
 * A page of the journal: heading and intro, the categories as links (all posts first), the posts
 * as cards, and numbered pages (20 posts each).
 */
export function JournalList({ locale, title, intro, posts, categories, activeCategory, tagged = false, hrefFor }: JournalListProps) {
  const t = getT(locale);
  const { current_page: current, last_page: last, total } = posts.meta;
  const shown = categories.filter((category) => category.posts_count > 0 || category.id === activeCategory);
  const links = [
    { key: 'all', label: t('journal.all'), href: localizePath(journalPaths.list(), locale), active: activeCategory === undefined && !tagged },
    ...shown.map((category) => ({ key: category.slug, label: category.title, href: localizePath(journalPaths.category(category.slug), locale), active: category.id === activeCategory })),
  ];
  return (
    <div data-page="journal" className="mx-auto w-full max-w-container px-5 py-10 md:px-8 lg:px-12 lg:py-14">
      <header className="mb-8 flex max-w-2xl flex-col gap-4">
        {activeCategory !== undefined || tagged ? (
          <a href={localizePath(journalPaths.list(), locale)} className="text-xs tracking-[0.14em] text-brand uppercase underline-offset-4 hover:underline">
            {t('journal.title')}
          </a>
        ) : null}
        <h1 className="font-display text-4xl leading-tight font-normal text-ink lg:text-5xl">{title}</h1>
        {intro ? <p className="text-base leading-relaxed text-ink-soft md:text-lg">{intro}</p> : null}
      </header>
      {shown.length > 0 ? (
        <nav aria-label={t('journal.categories')} className="mb-10 border-b border-line">
          <ul className="-mb-px flex gap-6 overflow-x-auto [scrollbar-width:none]">
            {links.map((link) => (
              <li key={link.key}>
                <a
                  href={link.href}
                  aria-current={link.active ? 'page' : undefined}
                  className={link.active ? `${tab} border-ink text-ink` : `${tab} border-transparent text-ink-soft hover:border-line hover:text-ink`}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {posts.data.length > 0 ? (
        <ul className={postGridClass} data-slot="journal-posts">
          {posts.data.map((post, i) => (
            <li key={post.id}>
              <PostCard post={toPostCard(post, locale)} eager={i < 3} />
            </li>
          ))}
        </ul>
      ) : total > 0 ? (
        // A page past the last one (an old link): say so and offer the first page.
        <div className="flex flex-col items-start gap-4 border border-line bg-surface p-5 sm:p-8">
          <p className="text-sm text-ink-soft">{t('catalog.emptyPage')}</p>
          <a href={hrefFor(1)} className="text-sm text-brand underline underline-offset-4 hover:text-brand-strong">
            {t('catalog.firstPage')}
          </a>
        </div>
      ) : (
        <p className="border border-line bg-surface p-5 text-sm text-ink-soft sm:p-8">{t('journal.empty')}</p>
      )}
      <Pagination
        current={current}
        last={last}
        hrefFor={hrefFor}
        labels={{ nav: t('catalog.pagination'), previous: t('catalog.previousPage'), next: t('catalog.nextPage'), page: t('catalog.page', { n: '#' }) }}
      />
    </div>
  );
}
