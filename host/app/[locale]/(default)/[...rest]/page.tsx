import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { CmsPage, cmsPageMetadata, pageExists, pageMovedTo } from '../../../../cms/cms-page';
import { localizePath } from '../../../../../kit/i18n/paths';
import { localeOf } from '../../../../lib/request';
import { PAGE_SLUG, TEMPLATE_PAGES } from '../../../../../domain/content/shop-paths';

type Props = {
  params: Promise<{ locale: string; rest: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** A one-segment path that names a CMS page (/over-ons); anything else matches no route. */
async function slugOf(params: Props['params']): Promise<string | null> {
  const { rest } = await params;
  const slug = rest.length === 1 ? decodeURIComponent(rest[0]!) : null;
  return slug && PAGE_SLUG.test(slug) && !TEMPLATE_PAGES.has(slug) ? slug : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = await slugOf(params);
  const locale = await localeOf(params);
  if (!slug || !(await pageExists(slug, locale))) return {};
  return cmsPageMetadata(slug, locale, `/${slug}`);
}

export default async function CatchAllPage({ params, searchParams }: Props) {
  const slug = await slugOf(params);
  const locale = await localeOf(params);
  if (!slug || !(await pageExists(slug, locale))) notFound();
  // A page's other-language address (the language switch keeps the path): on to its own here.
  const moved = await pageMovedTo(slug, locale);
  if (moved) permanentRedirect(localizePath(`/${moved}`, locale));
  return <CmsPage slug={slug} locale={locale} searchParams={await searchParams} path={`/${slug}`} />;
}
