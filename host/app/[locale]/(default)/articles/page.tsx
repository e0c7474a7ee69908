import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getT } from '../../../../../kit/i18n';
import { localizePath } from '../../../../../kit/i18n/paths';
import { journalPaths } from '../../../../../kit/journal/journal';
import { ApiError } from '../../../../../kit/data/client';
import { JournalList } from '../../../../../kit/journal/journal-list';
import { loadCategories, loadPosts, pageParam, tagParam } from '../../../../lib/journal-data';
import { localeOf } from '../../../../lib/request';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [locale, query] = await Promise.all([localeOf(params), searchParams]);
  const t = getT(locale);
  const page = pageParam(query.page);
  const tag = tagParam(query.tag);
  const title = tag ? t('journal.tagTitle', { tag }) : t('journal.title');
  const path = journalPaths.list({ page, tag });
  return {
    title: page > 1 ? t('journal.pageTitle', { title, n: page }) : title,
    description: tag ? t('journal.tagIntro', { tag }) : t('journal.metaDescription'),
    // A tag's list repeats posts the journal lists already: followed, not indexed.
    robots: tag ? { index: false, follow: true } : undefined,
    alternates: {
      canonical: localizePath(path, locale),
      languages: { nl: localizePath(path, 'nl'), en: localizePath(path, 'en'), 'x-default': path },
    },
  };
}

/** `/articles`: every published post, newest first, 20 a page; `?tag=` keeps those with a tag. */
export default async function JournalPage({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([localeOf(params), searchParams]);
  const t = getT(locale);
  const page = pageParam(query.page);
  const tag = tagParam(query.tag);
  const [posts, categories] = await Promise.all([
    loadPosts(locale, page, undefined, tag).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 422) return null;
      throw error;
    }),
    loadCategories(locale),
  ]);
  if (!posts) notFound();
  return (
    <JournalList
      locale={locale}
      title={tag ? t('journal.tagTitle', { tag }) : t('journal.title')}
      intro={tag ? t('journal.tagIntro', { tag }) : t('journal.intro')}
      posts={posts}
      categories={categories}
      tagged={Boolean(tag)}
      hrefFor={(n) => localizePath(journalPaths.list({ page: n, tag }), locale)}
    />
  );
}
