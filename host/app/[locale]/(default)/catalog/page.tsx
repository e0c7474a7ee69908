import type { Metadata } from 'next';
import { cmsPageMetadata, ListingPage } from '../../../../cms/listing-page';
import { localeOf } from '../../../../lib/request';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cmsPageMetadata('catalog', await localeOf(params), '/catalog');
}

/** `/catalog`: the CMS page `catalog`, whose main block is the listing. */
export default async function CatalogPage({ params, searchParams }: Props) {
  return <ListingPage page="catalog" locale={await localeOf(params)} path="/catalog" searchParams={await searchParams} />;
}
