/**
 * Sale price in cents: price minus price × sale_value / 100, rounded to whole cents (the spec's
 * "2 decimals" of the currency unit). The one implementation: the API prices carts with it and
 * the storefront (kit/rules/price.ts) shows prices with it.
 */
export function salePrice(cents: number, saleValue: number): number {
  if (saleValue <= 0) return cents;
  return Math.round(cents - (cents * Math.min(saleValue, 100)) / 100);
}

/**
 * Card state "out of stock" (spec section 4): the price is zero, or the configuration tracks
 * inventory and has none left.
 */
export function isOutOfStock(price: number, config: { track_inventory: boolean; stock_qty: number } | null | undefined): boolean {
  if (price <= 0) return true;
  return Boolean(config && config.track_inventory && config.stock_qty <= 0);
}
