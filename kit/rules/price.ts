import { isOutOfStock, salePrice } from '../../api/contract/price';
import type { ConfigRef, ProductListItem } from '../../api/contract/products';

/** The sale and out-of-stock rules live in the contract, shared with the API (carts, lists). */
export { isOutOfStock, salePrice };

/** The configuration whose price a product shows: the part of a product the rules below read. */
export type PricedProduct = Pick<ProductListItem, 'base_cost' | 'sale' | 'sale_value' | 'selected_config' | 'variant_plp_image' | 'default_config'>;

export interface ShownPrice {
  /** Regular price in cents (struck through when on sale). */
  regular: number;
  /** The price to pay, in cents. */
  final: number;
  onSale: boolean;
  /** The configuration the price belongs to, when one does. */
  config: Pick<ConfigRef, 'id' | 'configuration_id' | 'cost'> | null;
}

/**
 * Price precedence of spec section 5: the chosen configuration, then the selected config, then
 * the listing variant, then the default config, then the product itself.
 */
export function shownPrice(product: PricedProduct, chosen?: Pick<ConfigRef, 'id' | 'configuration_id' | 'cost'> | null): ShownPrice {
  const variant = product.variant_plp_image
    ? { id: product.variant_plp_image.product_configuration_id, configuration_id: product.variant_plp_image.sku, cost: product.variant_plp_image.cost }
    : null;
  const config = chosen ?? product.selected_config ?? variant ?? product.default_config ?? null;
  const regular = config ? config.cost : product.base_cost;
  const onSale = product.sale && product.sale_value > 0;
  return { regular, final: onSale ? salePrice(regular, product.sale_value) : regular, onSale, config };
}
