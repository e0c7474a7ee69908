import type { Locale } from '../../domain/locale';
import { catalogPaths } from '../../domain/content/shop-paths';
import { cardLabels } from '../catalogue/catalog-parts';
import { getT } from '../i18n';
import { localizePath } from '../i18n/paths';
import { SHOP_CURRENCY } from '../product/product-row-card';
import type { SearchButtonProps } from './search-button.client';

/** The header search island's props in a language: texts, the catalogue's path and the cards' context. */
export function searchButtonProps(locale: Locale, className: string): SearchButtonProps {
  const t = getT(locale);
  const s = (key: string, options?: Record<string, unknown>) => t(`search.${key}`, options ?? {});
  // `{count}` and `{search}` are filled in the browser (kit/format/fill).
  const count = (key: string, n: number) => s(key, { count: n, replace: { count: '{count}' } });
  return {
    openLabel: s('open'),
    className,
    popup: {
      locale,
      currency: SHOP_CURRENCY,
      catalogPath: localizePath(catalogPaths.catalog, locale),
      localePrefix: localizePath('/', locale).replace(/\/$/, ''),
      labels: {
        title: s('title'),
        label: s('label'),
        placeholder: s('placeholder'),
        hint: s('hint'),
        searching: s('searching'),
        results: s('results'),
        foundOne: count('found', 1),
        foundOther: count('found', 2),
        empty: t('catalog.emptySearch', { search: '{search}' }),
        failed: s('failed'),
        seeAllOne: count('seeAll', 1),
        seeAllOther: count('seeAll', 2),
        close: t('common.close'),
      },
      cardLabels: cardLabels(t),
    },
  };
}
