import type { Metadata } from 'next';
import { CmsPage, cmsPageMetadata } from '../../../../cms/cms-page';
import { localeOf } from '../../../../lib/request';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cmsPageMetadata('collections', await localeOf(params), '/collections');
}

/** `/collections`: the CMS page `collections` (its marketing block lists them). */
export default async function CollectionsPage({ params, searchParams }: Props) {
  return <CmsPage slug="collections" locale={await localeOf(params)} path="/collections" searchParams={await searchParams} />;
}
