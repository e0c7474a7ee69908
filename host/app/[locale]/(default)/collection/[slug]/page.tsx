import type { Metadata } from 'next';
import { collectionMetadata, ListingPage } from '../../../../../cms/listing-page';
import { localeOf } from '../../../../../lib/request';

type Props = { params: Promise<{ locale: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return collectionMetadata(slug, await localeOf(params), `/collection/${slug}`);
}

/** `/collection/{slug}`: one collection, through the CMS page `collection`. */
export default async function CollectionPage({ params, searchParams }: Props) {
  const { slug } = await params;
  return <ListingPage page="collection" locale={await localeOf(params)} path={`/collection/${slug}`} searchParams={await searchParams} collectionSlug={slug} />;
}
