import type { TFunction } from 'i18next';
import type { Locale } from '../../domain/locale';
import type { ProductCardLabels } from '../product/product-card';
import { localizePath } from '../i18n/paths';
import { sanitizeHtml } from '../../domain/html';
import type { BannerSlot } from './infinite';
import { PromotionTile } from './promotion-tile';
import type { MobileLabels } from './mobile-filters.client';
import type { GridLabels } from './product-grid.client';
import type { PromotionBanner } from './promotion-banner';
import { withPageParam } from '../../domain/catalogue/url';

/** Spec section 9 has no cap; this keeps the hidden list of page links reasonable on huge catalogues. */
const MAX_SEO_PAGES = 500;

/** The block's banners, rendered here (HTML sanitised, links localised) for the client grid to place. */
export function bannerSlots(banners: PromotionBanner[], locale: Locale, t: TFunction, blockId: number): BannerSlot[] {
  return banners.map((banner, i) => ({
    key: `banner-${blockId}-${i}`,
    position: banner.position,
    node: (
      <PromotionTile
        size={banner.size}
        href={banner.url ? localizePath(banner.url, locale) : undefined}
        image={banner.image}
        html={sanitizeHtml(banner.html).trim()}
        tone={banner.tone}
        linkLabel={t('catalog.bannerLink')}
      />
    ),
  }));
}

/** Product card texts; `{title}` in the toggle names stands for the product's title. */
export function cardLabels(t: TFunction): ProductCardLabels {
  return {
    from: t('catalog.from'),
    was: t('catalog.wasPrice'),
    now: t('catalog.nowPrice'),
    outOfStock: t('catalog.outOfStock'),
    wishlist: t('catalog.wishlist', { title: '{title}' }),
    compare: t('catalog.compare', { title: '{title}' }),
  };
}

export function gridLabels(t: TFunction): GridLabels {
  return {
    loading: t('catalog.loading'),
    loadingMore: t('catalog.loadingMore'),
    loadingPrevious: t('catalog.loadingPrevious'),
    loadError: t('catalog.loadError'),
    retry: t('catalog.retry'),
    pagination: { nav: t('catalog.pagination'), previous: t('catalog.previousPage'), next: t('catalog.nextPage'), page: t('catalog.page', { n: '#' }) },
  };
}

export function mobileLabels(t: TFunction): MobileLabels {
  return {
    openFilters: t('catalog.openFilters'),
    openSorting: t('catalog.openSorting'),
    filters: t('catalog.filters'),
    sorting: t('catalog.sorting'),
    reset: t('catalog.reset'),
    apply: t('catalog.apply'),
    close: t('catalog.close'),
  };
}

interface EmptyListingProps {
  t: TFunction;
  /** The catalogue call failed. */
  failed: boolean;
  search?: string;
  /** There are products, just not on this page. */
  beyondLast: boolean;
  firstPageHref: string;
}

/** What shows instead of the grid: no results, a page past the last, or a failed call. */
export function EmptyListing({ t, failed, search, beyondLast, firstPageHref }: EmptyListingProps) {
  const [title, text] = failed
    ? [t('catalog.loadError'), null]
    : beyondLast
      ? [t('catalog.emptyPage'), null]
      : [t('catalog.empty'), search ? t('catalog.emptySearch', { search }) : t('catalog.emptyHint')];
  return (
    <div data-slot="catalog-empty" className="flex flex-col items-start gap-3 border-y border-line py-12">
      <p className="font-display text-2xl text-ink">{title}</p>
      {text ? <p className="text-ink-soft">{text}</p> : null}
      {beyondLast || failed ? (
        <a href={firstPageHref} className="text-sm text-brand underline underline-offset-4">
          {failed ? t('catalog.retry') : t('catalog.firstPage')}
        </a>
      ) : null}
    </div>
  );
}

interface SeoPageLinksProps {
  last: number;
  basePath: string;
  baseQuery: string;
  label: string;
  pageLabel: (n: number) => string;
}

/** Every page as a plain link, visually hidden: crawlers reach all products however far the scroll goes. */
export function SeoPageLinks({ last, basePath, baseQuery, label, pageLabel }: SeoPageLinksProps) {
  if (last <= 1) return null;
  const pages = Array.from({ length: Math.min(last, MAX_SEO_PAGES) }, (_, i) => i + 1);
  return (
    <nav aria-label={label} data-slot="seo-pages" className="sr-only">
      <ul>
        {pages.map((page) => (
          <li key={page}>
            <a href={`${basePath}${withPageParam(baseQuery, page)}`}>{pageLabel(page)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
