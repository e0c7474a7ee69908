import type { Metadata } from 'next';
import { CmsPage, cmsPageMetadata } from '../../../cms/cms-page';
import { localeOf } from '../../../lib/request';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cmsPageMetadata('home', await localeOf(params), '/');
}

/** The home page: the CMS page `home`, composed of blocks. */
export default async function HomePage({ params, searchParams }: Props) {
  return <CmsPage slug="home" locale={await localeOf(params)} searchParams={await searchParams} path={'/'} />;
}
