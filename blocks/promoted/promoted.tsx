import type { Configuration, ProductListItem } from '../../api/contract/products';
import { getT } from '../../kit/i18n';
import { ProductSection } from '../../kit/product/product-section';
import type { BlockContext, BlockProps } from '../types';
import type { PromotedBlock, PromotedPick } from './schema';

/** A product as its card shows one configuration: that configuration's price, stock, listing image and link. */
export function withConfiguration(product: ProductListItem, config: Configuration): ProductListItem {
  const image = config.medias.find((media) => media.media_type === 'image' && media.position === 'PLP') ?? null;
  return {
    ...product,
    selected_config: { id: config.id, configuration_id: config.configuration_id, cost: config.cost, track_inventory: config.track_inventory, stock_qty: config.stock_qty, material_id: config.material?.id ?? null },
    variant_plp_image: { product_configuration_id: config.id, sku: config.configuration_id, cost: config.cost, image: image ? { url: image.url, alt: image.alt, width: image.width, height: image.height } : null },
  };
}

async function pickedProduct(pick: PromotedPick, context: BlockContext): Promise<ProductListItem | null> {
  if (pick.slug) return context.api.product(pick.slug);
  const config = await context.api.productConfiguration(pick.sku!);
  return withConfiguration(await context.api.product(config.product_id), config);
}

/**
 * The picked products in the block's order, each read as the product page reads it (by slug, or
 * a configuration by SKU and then its product). Unknown picks, failed calls, a product picked
 * twice and the page's own product are left out.
 */
export async function promotedProducts(block: PromotedBlock, context: BlockContext | undefined): Promise<ProductListItem[]> {
  if (!context) return [];
  const found = await Promise.all(block.data.products.map((pick) => pickedProduct(pick, context).catch(() => null)));
  const seen = new Set<number>(context.product ? [context.product.id] : []);
  return found.filter((product): product is ProductListItem => product !== null && !seen.has(product.id) && Boolean(seen.add(product.id)));
}

/** Hand-picked products (by slug or SKU) as a grid or scroller of product cards. Nothing when none is found. */
export async function Promoted({ block, locale, context }: BlockProps<PromotedBlock>) {
  const products = (await promotedProducts(block, context)).slice(0, block.data.count);
  if (products.length === 0) return null;
  const { title, subtitle, layout, link } = block.data;
  return (
    <ProductSection
      type="promoted"
      id={block.id}
      title={title ?? getT(locale)('contentBlocks.promotedTitle')}
      subtitle={subtitle}
      link={link}
      layout={layout}
      locale={locale}
      products={products}
    />
  );
}
