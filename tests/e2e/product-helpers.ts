import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Configuration, Product } from '../../api/contract/products';
import { formatMoney } from '../../kit/format/money';
import { shownPrice } from '../../domain/pricing/price';

/** A seeded product the product-page tests can use, with the configurations they need. */
export interface ProductCase {
  product: Product;
  /** In stock, the page's first configuration. */
  start: Configuration;
  /** Another metal at another price, in stock. */
  otherMetal: Configuration;
  /** A sold-out configuration in the start configuration's metal. */
  soldOut: Configuration;
}

const inStock = (c: Configuration) => !c.track_inventory || c.stock_qty > 0;

function caseOf(product: Product): ProductCase | null {
  const start = product.configurations.find((c) => c.configuration_id === product.default_sku);
  if (!start?.material || !inStock(start)) return null;
  const otherMetal = product.configurations.find((c) => c.material && c.material.id !== start.material!.id && c.cost !== start.cost && inStock(c));
  const soldOut = product.configurations.find((c) => c.material?.id === start.material!.id && c.size && !inStock(c));
  return otherMetal && soldOut ? { product, start, otherMetal, soldOut } : null;
}

/** Finds a product with two metals at different prices and a sold-out size (a known seed product first). */
export async function findProductCase(request: APIRequestContext): Promise<ProductCase> {
  const read = async (slug: string) => {
    const response = await request.get(`/api/v1/products/${slug}`);
    return response.ok() ? ((await response.json()) as { data: Product }).data : null;
  };
  const known = await read('cocktailring-heritage-robijn');
  const found = known && caseOf(known);
  if (found) return found;
  const list = (await (await request.get('/api/v1/system-catalog?count=100')).json()) as { data: { slug: string }[] };
  for (const { slug } of list.data) {
    const product = await read(slug);
    const match = product && caseOf(product);
    if (match) return match;
  }
  throw new Error('no seeded product with two metals and a sold-out size');
}

export const priceOf = (product: Product, config: Configuration) => formatMoney(shownPrice(product, config).final, 'EUR', 'nl');

/** Chooses a configuration with the metal and size radios, as a shopper does. */
export async function choose(page: Page, config: Configuration) {
  await page.getByRole('radio', { name: config.material!.title, exact: true }).check();
  if (config.size) await page.locator('[data-slot="size-picker"]').getByRole('radio', { name: new RegExp(`^${config.size}( cm)?( \\(uitverkocht\\))?$`) }).check();
  await expect(page).toHaveURL(new RegExp(`configuration_id=${config.configuration_id}`));
}

/**
 * Waits for the image viewer, which loads when the browser is idle (`AssetViewerSlot`): until
 * then its empty slot stands as the product view's last child.
 */
export async function viewerReady(page: Page) {
  await expect(page.locator('[data-slot="product-view"] > [data-slot="idle-island"]')).toHaveCount(0);
}
