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
import type { EmptyListingLabels } from './empty-listing';
import type { ResultsLabels } from './live-listing';

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

/** The texts of a listing without products; on a search the hint names what was searched. */
export function emptyLabels(t: TFunction, search: string | undefined): EmptyListingLabels {
  return {
    empty: t('catalog.empty'),
    hint: search ? t('catalog.emptySearch', { search }) : t('catalog.emptyHint'),
    emptyPage: t('catalog.emptyPage'),
    firstPage: t('catalog.firstPage'),
    loadError: t('catalog.loadError'),
    retry: t('catalog.retry'),
  };
}

/** "163 producten" for each plural form of the language (`#` is replaced by the number), for the listing to count with. */
export function resultsLabels(t: TFunction): ResultsLabels {
  return { one: t('catalog.results_one', { replace: { count: '#' } }), other: t('catalog.results_other', { replace: { count: '#' } }) };
}
