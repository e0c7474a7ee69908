import type { Metadata } from 'next';
import { cache } from 'react';
import type { Locale } from '../../domain/locale';
import type { Page } from '../../api/contract/content';
import type { BlockContext } from '../../blocks/types';
import { ApiError } from '../../kit/data/client';
import { localizePath } from '../../kit/i18n/paths';
import { getSystemEntities, serverApi } from '../lib/api';
import { isBlockType, registry } from '../../registry';
import type { BlockWidth } from '../../kit/ui/block-frame';
import { RenderBlocks } from './render-blocks';
import { env } from '../../api/lib/env';

/** A CMS page by slug, or null when there is none; fetched once per request. */
const loadPage = cache(async (slug: string, locale: Locale) => {
  try {
    return await serverApi(locale).page(slug);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
});

export async function pageExists(slug: string, locale: Locale): Promise<boolean> {
  return (await loadPage(slug, locale)) !== null;
}

/** The page's own address in `locale` when `slug` names a page there by another (its Dutch slug in English, say); else null. */
export async function pageMovedTo(slug: string, locale: Locale): Promise<string | null> {
  const page = await loadPage(slug, locale);
  return page && page.slug !== slug ? page.slug : null;
}

/** Title, description and language alternates of a CMS page. */
export async function cmsPageMetadata(slug: string, locale: Locale, path: string): Promise<Metadata> {
  const page = await loadPage(slug, locale);
  if (!page) return {};
  // A page at its own address has one per language; the shop's routes (home, catalogue, …) keep theirs.
  const own = path === `/${slug}`;
  const pathIn = (language: Locale) => (own ? `/${page.slugs[language]}` : path);
  return {
    title: slug === 'home' ? { absolute: page.meta_title ?? page.title } : (page.meta_title ?? page.title),
    description: page.meta_description ?? undefined,
    alternates: {
      canonical: localizePath(pathIn(locale), locale),
      languages: { nl: localizePath(pathIn('nl'), 'nl'), en: localizePath(pathIn('en'), 'en'), 'x-default': pathIn('nl') },
    },
  };
}

interface CmsPageProps {
  slug: string;
  locale: Locale;
  searchParams: Record<string, string | string[] | undefined>;
  /** The path without locale prefix. */
  path: string;
  params?: BlockContext['params'];
  product?: BlockContext['product'];
  /** Hide the page title (when the main block brings its own heading). */
  hideTitle?: boolean;
}

/** The page title's column: a page starting with a wide or page-wide block lines its title up with it. */
const titleColumns: Partial<Record<BlockWidth, string>> = {
  wide: 'max-w-wide md:px-8 lg:px-12',
  container: 'max-w-container md:px-8 lg:px-12',
  bleed: 'max-w-container md:px-8 lg:px-12',
};

/** Renders a CMS page: its title as the page heading, then its blocks through the registry. */
export async function CmsPage({ slug, locale, searchParams, path, params = {}, product, hideTitle = false }: CmsPageProps) {
  const page = await loadPage(slug, locale);
  if (!page) return null;
  const previewToken = env().PREVIEW_TOKEN;
  const preview = Boolean(previewToken) && searchParams.preview === previewToken;
  const context: BlockContext = {
    api: serverApi(locale),
    path,
    searchParams,
    params,
    product,
    systemEntities: (type) => getSystemEntities(locale, type),
  };
  return <CmsArticle page={page} locale={locale} context={context} preview={preview} hideTitle={hideTitle} />;
}

/**
 * A CMS page's article: the title as the page heading (lined up with the first block, or for
 * assistive tech only above a hero), then the blocks through the registry. The storefront's pages
 * and the back office's preview of a draft both render through it.
 */
export function CmsArticle({ page, locale, context, preview = false, hideTitle = false }: { page: Page; locale: Locale; context: BlockContext; preview?: boolean; hideTitle?: boolean }) {
  const first = page.blocks[0]?.type;
  const firstIsHero = hideTitle || first === 'top-slider';
  // A listing spans the page's width; the title lines up with it rather than with a text column.
  const titleColumn = (first && isBlockType(first) && titleColumns[registry[first].width]) || 'max-w-[720px] md:px-8';
  return (
    <article data-page={page.slug} className={firstIsHero ? 'pb-8' : 'py-10 lg:py-14'}>
      {/* hideTitle: the caller shows its own h1 (a product, a collection); a hero keeps one for assistive tech. */}
      {hideTitle ? null : (
        <h1 className={firstIsHero ? 'sr-only' : `mx-auto mb-8 px-5 font-display text-4xl text-ink lg:text-5xl ${titleColumn}`}>
          {page.meta_title && page.slug === 'home' ? page.meta_title : page.title}
        </h1>
      )}
      <RenderBlocks blocks={page.blocks} locale={locale} preview={preview} context={context} deferFrom={hideTitle ? 0 : 1} />
    </article>
  );
}
