import type { Metadata } from 'next';
import { collectionMetadata, ListingPage } from '../../../../../cms/listing-page';
import { localeOf } from '../../../../../lib/request';

type Props = { params: Promise<{ locale: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return collectionMetadata(slug, await localeOf(params), `/catalog/${slug}`);
}

/** `/catalog/{slug}`: the catalogue of one collection. */
export default async function CollectionCatalogPage({ params, searchParams }: Props) {
  const { slug } = await params;
  return <ListingPage page="catalog" locale={await localeOf(params)} path={`/catalog/${slug}`} searchParams={await searchParams} collectionSlug={slug} />;
}
