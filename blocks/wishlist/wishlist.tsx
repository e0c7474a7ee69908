import { getT } from '../../kit/i18n';
import { localizePath } from '../../kit/i18n/paths';
import type { BlockProps } from '../types';
import { LIST_CURRENCY, ListSection, listLabels } from '../../kit/saved-lists/list-parts';
import type { WishlistBlock } from './schema';
import { LazyWishlistView } from './wishlist.lazy';

/** The wishlist page: the shopper's saved pieces as cards, filled in the browser by the shop runtime. */
export function Wishlist({ block, locale }: BlockProps<WishlistBlock>) {
  const t = getT(locale);
  return (
    <ListSection type="wishlist" id={block.id} title={block.data.title ?? t('lists.wishlistTitle')} intro={block.data.intro}>
      <LazyWishlistView
        locale={locale}
        currency={LIST_CURRENCY}
        columns={block.data.columns}
        catalogHref={localizePath('/catalog', locale)}
        labels={{ ...listLabels(t, 'wishlist', block.data.empty_text), items: t('lists.wishlistItems') }}
      />
    </ListSection>
  );
}
