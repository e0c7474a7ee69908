import { isOnSale } from '../../domain/pricing/price';
import { getT } from '../../kit/i18n';
import { ProductSection } from '../../kit/product/product-section';
import { rowProducts } from '../../kit/product/row-products';
import type { BlockProps } from '../types';
import type { SalesBlock } from './schema';

/** The API's largest page: the catalogue has no "on sale" filter, so the block reads one page and keeps those on sale. */
const CANDIDATES = 100;


/**
 * Products on sale: the catalogue within the block's filters and sort (at most 100 products
 * read), keeping those on sale, as a grid or a scroller of product cards. Nothing when none are.
 */
export async function Sales({ block, locale, context }: BlockProps<SalesBlock>) {
  if (!context) return null;
  const { title, subtitle, count, layout, link, categories, collections, materials, sort } = block.data;
  const products = (await rowProducts(context.api, { categories, collections, materials, sort, count: CANDIDATES })).filter(isOnSale).slice(0, count);
  if (products.length === 0) return null;
  return (
    <ProductSection
      type="sales"
      id={block.id}
      title={title ?? getT(locale)('contentBlocks.salesTitle')}
      subtitle={subtitle}
      link={link}
      layout={layout}
      locale={locale}
      products={products}
    />
  );
}
