import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Locale } from '../../domain/locale';
import { ApiError } from '../../kit/data/client';
import { localizePath } from '../../kit/i18n/paths';
import { serverApi } from '../lib/api';
import { CmsPage, cmsPageMetadata } from './cms-page';

type SearchParams = Record<string, string | string[] | undefined>;

/** A collection by slug, or the 404 page. */
async function collectionOr404(slug: string, locale: Locale) {
  try {
    return await serverApi(locale).collection(slug);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

/** Title and description of a collection's listing. */
export async function collectionMetadata(slug: string, locale: Locale, path: string): Promise<Metadata> {
  const collection = await collectionOr404(slug, locale);
  return {
    title: collection.title,
    description: collection.description ?? undefined,
    alternates: { canonical: localizePath(path, locale), languages: { nl: localizePath(path, 'nl'), en: localizePath(path, 'en') } },
  };
}

export { cmsPageMetadata };

interface ListingPageProps {
  /** The CMS page whose catalog block lists the products. */
  page: 'catalog' | 'collection';
  locale: Locale;
  path: string;
  searchParams: SearchParams;
  collectionSlug?: string;
}

/**
 * A catalogue listing: the CMS page's blocks (its `catalog` block reads the query and the
 * collection slug), under the collection's own heading when there is one.
 */
export async function ListingPage({ page, locale, path, searchParams, collectionSlug }: ListingPageProps) {
  const collection = collectionSlug ? await collectionOr404(collectionSlug, locale) : null;
  return (
    <>
      {collection && (
        <header className="mx-auto grid max-w-wide items-center gap-6 px-5 pt-10 md:grid-cols-[1fr_auto] md:px-8 lg:px-12">
          <div>
            <h1 className="font-display text-4xl text-ink lg:text-5xl">{collection.title}</h1>
            {collection.description && <p className="mt-3 max-w-2xl text-ink-soft">{collection.description}</p>}
          </div>
          {collection.image && (
            <img src={collection.image.url} alt="" width={160} height={160} className="hidden size-40 rounded-full object-cover md:block" />
          )}
        </header>
      )}
      <CmsPage slug={page} locale={locale} path={path} searchParams={searchParams} params={{ slug: collectionSlug }} hideTitle={Boolean(collection)} />
    </>
  );
}
