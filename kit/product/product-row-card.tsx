import type { Locale } from '../../domain/locale';
import type { ProductListItem } from '../../api/contract/products';
import { productPath, toCardProduct } from './card-product';
import { ProductCard } from './product-card';
import { getT } from '../i18n';
import { localizePath } from '../i18n/paths';

/** The shop sells in euros; the bootstrap's currency_code says the same. */
export const SHOP_CURRENCY = 'EUR';

/** A product of a row on the product page, as the catalogue's product card. */
export function ProductRowCard({ product, locale }: { product: ProductListItem; locale: Locale }) {
  const t = getT(locale);
  const card = toCardProduct(product);
  const title = card.mixedTranslation.title;
  return (
    <ProductCard
      product={card}
      href={localizePath(productPath(card), locale)}
      locale={locale}
      currency={SHOP_CURRENCY}
      toggles
      labels={{
        from: t('catalog.from'),
        was: t('catalog.wasPrice'),
        now: t('catalog.nowPrice'),
        outOfStock: t('catalog.outOfStock'),
        wishlist: t('catalog.wishlist', { title }),
        compare: t('catalog.compare', { title }),
      }}
    />
  );
}
