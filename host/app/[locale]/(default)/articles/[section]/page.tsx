import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getT } from '../../../../../../kit/i18n';
import { localizePath } from '../../../../../../kit/i18n/paths';
import { journalPaths } from '../../../../../../kit/journal/journal';
import { JournalList } from '../../../../../../kit/journal/journal-list';
import { loadCategories, loadCategory, loadPosts, pageParam } from '../../../../../lib/journal-data';
import { localeOf } from '../../../../../lib/request';

type Props = {
  params: Promise<{ locale: string; section: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ section }, locale, query] = await Promise.all([params, localeOf(params), searchParams]);
  const category = await loadCategory(decodeURIComponent(section), locale);
  if (!category) return {};
  const page = pageParam(query.page);
  const pathIn = (lang: 'nl' | 'en') => localizePath(journalPaths.category(category.slugs[lang] ?? category.slug, page), lang);
  return {
    title: page > 1 ? getT(locale)('journal.pageTitle', { title: category.title, n: page }) : category.title,
    description: category.meta_description ?? category.description ?? undefined,
    alternates: {
      canonical: localizePath(journalPaths.category(category.slug, page), locale),
      languages: { nl: pathIn('nl'), en: pathIn('en'), 'x-default': pathIn('nl') },
    },
  };
}

/** `/articles/{section}`: one category's posts, 20 a page; an unknown category is the 404 page. */
export default async function JournalCategoryPage({ params, searchParams }: Props) {
  const [{ section: raw }, locale, query] = await Promise.all([params, localeOf(params), searchParams]);
  const section = decodeURIComponent(raw);
  const category = await loadCategory(section, locale);
  if (!category) notFound();
  const page = pageParam(query.page);
  // Another language's slug (the language switcher): this language's page of the same category.
  if (category.slug !== section) redirect(localizePath(journalPaths.category(category.slug, page), locale));
  const [posts, categories] = await Promise.all([loadPosts(locale, page, category.slug), loadCategories(locale)]);
  return (
    <JournalList
      locale={locale}
      title={category.title}
      intro={category.description}
      posts={posts}
      categories={categories}
      activeCategory={category.id}
      hrefFor={(n) => localizePath(journalPaths.category(category.slug, n), locale)}
    />
  );
}
