import { getT } from '../../kit/i18n';
import { localizePath } from '../../kit/i18n/paths';
import { cardLabels } from '../../kit/catalogue/catalog-parts';
import { SHOP_CURRENCY } from '../../kit/product/product-row-card';
import type { BlockProps } from '../types';
import { LazyRecentlyViewed } from './recently-viewed.lazy';
import type { RecentlyViewedBlock } from './schema';

/**
 * "Recently viewed": the products this browser's product pages recorded (kit/product/recently-viewed),
 * shown as cards by a client island. The server renders nothing: what was viewed is the browser's.
 */
export function RecentlyViewed({ block, locale, context }: BlockProps<RecentlyViewedBlock>) {
  const t = getT(locale);
  return (
    <LazyRecentlyViewed
      props={{
        blockId: block.id,
        title: block.data.title ?? t('contentBlocks.recentlyViewedTitle'),
        count: block.data.count,
        excludeId: context?.product?.id ?? null,
        locale,
        currency: SHOP_CURRENCY,
        localePrefix: localizePath('/', locale).replace(/\/$/, ''),
        labels: cardLabels(t),
      }}
    >
      {null}
    </LazyRecentlyViewed>
  );
}
