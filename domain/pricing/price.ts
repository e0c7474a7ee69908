/**
 * Sale price in cents: price minus price × sale_value / 100, rounded to whole cents (the spec's
 * "2 decimals" of the currency unit). The one implementation: the API prices carts with it and
 * the storefront shows prices with it (shownPrice below).
 */
export function salePrice(cents: number, saleValue: number): number {
  if (saleValue <= 0) return cents;
  return Math.round(cents - (cents * Math.min(saleValue, 100)) / 100);
}

/**
 * Whether a product's sale runs at `now`: its flag is on and its end date (if any) has not passed.
 * The catalogue's scheduler switches an ended sale off within seconds; until it has, prices read
 * through this never give a discount past the date the shop showed.
 */
export function saleRunning(product: { sale: boolean; saleEndsAt: Date | string | null }, now: Date = new Date()): boolean {
  if (!product.sale) return false;
  if (product.saleEndsAt === null) return true;
  return new Date(product.saleEndsAt).getTime() > now.getTime();
}

/**
 * Card state "out of stock" (spec section 4): the price is zero, or the configuration tracks
 * inventory and has none left.
 */
export function isOutOfStock(price: number, config: { track_inventory: boolean; stock_qty: number } | null | undefined): boolean {
  if (price <= 0) return true;
  return Boolean(config && config.track_inventory && config.stock_qty <= 0);
}

/** A configuration as a listing refers to it: its id, SKU and regular price in cents. */
export interface PriceConfig {
  id: number;
  configuration_id: string;
  cost: number;
}

/** The parts of a listed product the price rules read. */
export interface PricedProduct {
  base_cost: number;
  sale: boolean;
  sale_value: number;
  selected_config: PriceConfig | null;
  variant_plp_image?: { product_configuration_id: number; sku: string; cost: number } | null;
  default_config: PriceConfig | null;
}

/** Whether a product is on sale: its sale flag is on and the sale takes something off. */
export const isOnSale = (product: { sale: boolean; sale_value: number }): boolean => product.sale && product.sale_value > 0;

export interface ShownPrice {
  /** Regular price in cents (struck through when on sale). */
  regular: number;
  /** The price to pay, in cents. */
  final: number;
  onSale: boolean;
  /** The configuration the price belongs to, when one does. */
  config: PriceConfig | null;
}

/**
 * Price precedence of spec section 5: the chosen configuration, then the selected config, then
 * the listing variant, then the default config, then the product itself.
 */
export function shownPrice(product: PricedProduct, chosen?: PriceConfig | null): ShownPrice {
  const variant = product.variant_plp_image
    ? { id: product.variant_plp_image.product_configuration_id, configuration_id: product.variant_plp_image.sku, cost: product.variant_plp_image.cost }
    : null;
  const config = chosen ?? product.selected_config ?? variant ?? product.default_config ?? null;
  const regular = config ? config.cost : product.base_cost;
  const onSale = isOnSale(product);
  return { regular, final: onSale ? salePrice(regular, product.sale_value) : regular, onSale, config };
}

/**
 * Whether nothing of a product can be bought: every configuration is out of stock at its shown
 * price (or, without configurations, the product itself). Such a product shows no sale badge and
 * no countdown: no urgency on what cannot be bought.
 */
export function isSoldOutEverywhere(product: PricedProduct & { configurations: (PriceConfig & { track_inventory: boolean; stock_qty: number })[] }): boolean {
  if (product.configurations.length === 0) return isOutOfStock(shownPrice(product).final, null);
  return product.configurations.every((config) => isOutOfStock(shownPrice(product, config).final, config));
}
