import type { ProductListItem } from '../../api/contract/products';
import { getT } from '../../kit/i18n';
import { ProductSection } from '../../kit/product/product-section';
import { rowProducts } from '../../kit/product/row-products';
import type { BlockProps } from '../types';
import type { BestSellingBlock } from './schema';

/** The badge the catalogue gives its best sellers. */
export const BESTSELLER_BADGE = 'bestseller';

/** Products with the bestseller badge first (in the order given), then the others; at most `count`. */
export function bestSellersFirst(products: ProductListItem[], count: number): ProductListItem[] {
  const best = (product: ProductListItem) => product.badges.some((badge) => badge.slug === BESTSELLER_BADGE);
  return [...products.filter(best), ...products.filter((product) => !best(product))].slice(0, count);
}

/**
 * Best sellers. The catalogue API has no sales sort (its columns: recommended, cost,
 * created_at, title, collection_sort_order), so the fallback is: the products carrying the
 * `bestseller` badge, in the catalogue's recommended order (which ranks them first), topped up
 * with the next recommended products when there are fewer than `count`.
 */
export async function BestSelling({ block, locale, context }: BlockProps<BestSellingBlock>) {
  if (!context) return null;
  const { title, subtitle, count, layout, link, categories, collections, materials } = block.data;
  // A few pages' worth, so the badge finds enough best sellers within a filter.
  const candidates = await rowProducts(context.api, { categories, collections, materials, sort: 'recommended', count: Math.min(100, count * 4) });
  const products = bestSellersFirst(candidates, count);
  if (products.length === 0) return null;
  return (
    <ProductSection
      type="best-selling"
      id={block.id}
      title={title ?? getT(locale)('contentBlocks.bestSellingTitle')}
      subtitle={subtitle}
      link={link}
      layout={layout}
      locale={locale}
      products={products}
    />
  );
}
