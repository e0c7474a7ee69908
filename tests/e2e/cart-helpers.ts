import type { APIRequestContext } from '@playwright/test';
import type { Configuration, Product } from '../../api/contract/products';
import { formatMoney } from '../../kit/format/money';
import { shownPrice } from '../../domain/pricing/price';

/** A seeded product whose default configuration can be bought several times (untracked or ≥ 5 in stock). */
export interface BuyableCase {
  product: Product;
  config: Configuration;
  /** The price as the shop shows it (one piece). */
  price: number;
}

export async function findBuyable(request: APIRequestContext, skip = 0): Promise<BuyableCase> {
  const list = (await (await request.get('/api/v1/system-catalog?count=60')).json()) as { data: { slug: string }[] };
  let seen = 0;
  for (const { slug } of list.data) {
    const response = await request.get(`/api/v1/products/${slug}`);
    if (!response.ok()) continue;
    const product = ((await response.json()) as { data: Product }).data;
    const config = product.configurations.find((c) => c.configuration_id === product.default_sku);
    // Map jewellery asks for a place before it goes in the cart (its own spec): not a plain buy.
    if (!config || config.cost <= 0 || (config.track_inventory && config.stock_qty < 5) || product.embedded || product.map) continue;
    if (seen++ < skip) continue;
    return { product, config, price: shownPrice(product, config).final };
  }
  throw new Error('no buyable seeded product');
}

export const eur = (cents: number) => formatMoney(cents, 'EUR', 'nl');
