import type { Configuration, Product, ProductMedia } from '../../api/contract/products';
import { lineMaxQuantity } from '../../domain/cart/cart-rules';

/** Below this many pieces a tracked configuration shows "only N left". */
export const LOW_STOCK_THRESHOLD = 5;

/**
 * The configuration a product page opens with: the one named by the URL's configuration_id
 * (its SKU), else the product's default SKU, else the first. Null for a product without any.
 */
export function initialConfiguration(
  configurations: readonly Configuration[],
  sku: string | null | undefined,
  defaultSku: string | null,
): Configuration | null {
  return (
    (sku ? configurations.find((c) => c.configuration_id === sku) : undefined) ??
    (defaultSku ? configurations.find((c) => c.configuration_id === defaultSku) : undefined) ??
    configurations[0] ??
    null
  );
}

export interface MetalOption {
  id: number;
  title: string;
  color: string;
}

/** The metals a product comes in, in the order of its configurations, each once. */
export function metalOptions(configurations: readonly Configuration[]): MetalOption[] {
  const seen = new Map<number, MetalOption>();
  for (const { material } of configurations) {
    if (material && !seen.has(material.id)) seen.set(material.id, { id: material.id, title: material.title, color: material.color });
  }
  return [...seen.values()];
}

export type StockStatus = 'in_stock' | 'low_stock' | 'sold_out' | 'made_to_order';

/**
 * Stock state of a configuration: untracked configurations are made to order, except a digital
 * product's (the gift card), which is sent at once and so in stock.
 */
export function stockStatus(config: Pick<Configuration, 'track_inventory' | 'stock_qty'> | null, digital = false): StockStatus {
  if (!config) return 'sold_out';
  if (!config.track_inventory) return digital ? 'in_stock' : 'made_to_order';
  if (config.stock_qty <= 0) return 'sold_out';
  return config.stock_qty <= LOW_STOCK_THRESHOLD ? 'low_stock' : 'in_stock';
}

/**
 * Largest quantity a shopper can pick on the product page: what the cart line's control offers
 * (`lineMaxQuantity`: the stock of a tracked configuration, at most the 99 one line takes; 99 made
 * to order, so the product page and the cart agree), and 0 when a tracked configuration has none.
 */
export function maxQuantity(config: Pick<Configuration, 'track_inventory' | 'stock_qty'> | null): number {
  if (!config || (config.track_inventory && config.stock_qty <= 0)) return 0;
  return lineMaxQuantity(config);
}

const isProductPage = (media: ProductMedia) => media.position.toUpperCase() === 'PDP';

/**
 * Gallery of the product page: every image of the chosen configuration's metal first (its own,
 * then those of the other sizes in that metal, listing packshots included), then the product's
 * product-page (PDP) medias. Each URL appears once.
 */
export function galleryMedia(product: Pick<Product, 'medias' | 'configurations'>, config: Configuration | null): ProductMedia[] {
  const materialId = config?.material?.id ?? null;
  const sameMetal = product.configurations.filter((c) => c !== config && materialId !== null && c.material?.id === materialId);
  const metalIds = new Set([config, ...sameMetal].filter(Boolean).map((c) => c!.id));
  const ofMetal = (media: ProductMedia) => media.product_configuration_id !== null && metalIds.has(media.product_configuration_id);

  const ordered = [
    ...(config?.medias ?? []),
    ...sameMetal.flatMap((c) => c.medias),
    ...product.medias.filter(ofMetal),
    ...product.medias.filter(isProductPage),
  ];
  const seen = new Set<string>();
  const unique = ordered.filter((m) => !seen.has(m.url) && seen.add(m.url));
  // A product with listing images only still shows one.
  return unique.length > 0 ? unique : product.medias.slice(0, 1);
}

export interface LimitedEdition {
  made: number;
  sold: number;
  /** Sold share, 0–100. */
  percent: number;
}

/** Sold bar of a limited edition: sold = made − pieces still in stock (tracked configurations). */
export function limitedEdition(size: number | null, configurations: readonly Configuration[]): LimitedEdition | null {
  if (!size || size <= 0) return null;
  const inStock = configurations.reduce((sum, c) => sum + (c.track_inventory ? Math.max(0, c.stock_qty) : 0), 0);
  const sold = Math.min(size, Math.max(0, size - inStock));
  return { made: size, sold, percent: Math.round((sold / size) * 100) };
}
