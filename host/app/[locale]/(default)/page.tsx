import type { Metadata } from 'next';
import { CmsPage, cmsPageMetadata } from '../../../cms/cms-page';
import { localeOf } from '../../../lib/request';
import { getBootstrap } from '../../../lib/api';
import { absoluteUrl, siteOrigin } from '../../../lib/site-origin';
import { localizePath } from '../../../../kit/i18n/paths';
import { siteJsonLd } from '../../../../kit/shell/site-structured-data';
import { JsonLd } from '../../../../kit/ui/json-ld';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cmsPageMetadata('home', await localeOf(params), '/');
}

/** The home page: the CMS page `home`, composed of blocks, and the shop and its search for search engines. */
export default async function HomePage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const { settings } = await getBootstrap(locale);
  const jsonLd = siteJsonLd(settings, {
    origin: siteOrigin(),
    homeUrl: absoluteUrl(localizePath('/', locale)),
    catalogUrl: absoluteUrl(localizePath('/catalog', locale)),
    logoUrl: settings.desktop_logo ? absoluteUrl(settings.desktop_logo.url) : undefined,
    locale,
  });
  return (
    <>
      <JsonLd data={jsonLd} />
      <CmsPage slug="home" locale={locale} searchParams={await searchParams} path={'/'} />
    </>
  );
}
