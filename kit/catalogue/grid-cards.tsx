import type { Locale } from '../../domain/locale';
import type { ProductListItem } from '../../api/contract/products';
import { productPath, toCardProduct } from '../product/card-product';
import { ProductCard, type ProductCardLabels } from '../product/product-card';
import type { GridItem } from './infinite';

/** What a card needs besides its product: plain data, passed from the server to the grid. */
export interface CardContext {
  locale: Locale;
  currency: string;
  /** '' or '/en': put before product paths. */
  localePrefix: string;
  /** `{title}` in the toggle names stands for the product's title. */
  labels: ProductCardLabels;
}

/**
 * Product cards as grid cells. The server renders the first page with it; the grid imports it
 * on demand for the pages it loads, so the card is not part of the first-load JavaScript.
 */
export function renderCards(products: ProductListItem[], context: CardContext, eager = 0): GridItem[] {
  return products.map((item, i) => {
    const product = toCardProduct(item);
    const title = product.mixedTranslation.title;
    return {
      id: product.id,
      node: (
        <ProductCard
          product={product}
          href={context.localePrefix + productPath(product)}
          locale={context.locale}
          currency={context.currency}
          labels={{ ...context.labels, wishlist: context.labels.wishlist.replace('{title}', title), compare: context.labels.compare.replace('{title}', title) }}
          eager={i < eager}
          highPriority={i < Math.min(eager, 2)}
          toggles
        />
      ),
    };
  });
}
