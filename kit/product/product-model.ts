import type { MapPlace } from '../../domain/map/map-rules';
import type { TFunction } from 'i18next';
import type { Locale } from '../../domain/locale';
import type { Configuration, Product } from '../../api/contract/products';
import type { GalleryItem } from './product-gallery';
import type { MetalChoice } from './variant-picker';
import { formatMoney } from '../format/money';
import { galleryMedia, initialConfiguration, maxQuantity, metalOptions, stockStatus, type StockStatus } from './configuration';
import { isOnSale, isOutOfStock, isSoldOutEverywhere, shownPrice } from '../../domain/pricing/price';

/** One configuration as the purchase island needs it: everything formatted on the server. */
export interface PurchaseOption {
  id: number;
  /** The configuration's SKU (the URL's configuration_id). */
  sku: string;
  materialId: number | null;
  materialTitle: string | null;
  metalColor: string | null;
  size: string | null;
  sizeLabel: string | null;
  sizeSoldOutLabel: string | null;
  final: string;
  /** Regular price when on sale (struck through). */
  regular: string | null;
  from: boolean;
  status: StockStatus;
  statusText: string;
  /** Largest quantity (1..stock for tracked configurations). */
  max: number;
  /** Indexes into the model's media, the chosen metal's first. */
  gallery: number[];
}

export interface PurchaseModel {
  productId: number;
  embedded: boolean;
  engravable: boolean;
  /** Map jewellery: where the map picker starts; null for other products. */
  map: MapPlace | null;
  options: PurchaseOption[];
  initialId: number;
  media: GalleryItem[];
  metals: MetalChoice[];
  sizeLegend: string;
  save: { text: string; label: string } | null;
}

const ringKinds = new Set(['ring', 'engagement-ring', 'wedding-ring']);
const ringCategories = new Set(['rings', 'engagement-rings', 'wedding-rings', 'zasnuby']);

/** Sizes are ring sizes for rings (by kind, or by category for engraved and map pieces), else lengths in cm. */
export const hasRingSizes = (product: Pick<Product, 'kind' | 'categories'>) =>
  ringKinds.has(product.kind) || product.categories.some((c) => ringCategories.has(c.slug));

/** Reshapes a product into the purchase island's plain props: prices, stock texts and galleries per configuration. */
export function purchaseModel(product: Product, { locale, currency, t, sku }: { locale: Locale; currency: string; t: TFunction; sku?: string | null }): PurchaseModel {
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const ring = hasRingSizes(product);
  // A digital product (the gift card) has no stock, metal or length: its configurations differ by
  // their price (the amount), and it is always there to be sent by email.
  const digital = product.digital;
  const media: GalleryItem[] = [];
  const indexOf = new Map<string, number>();
  const galleryOf = (config: Configuration | null) =>
    galleryMedia(product, config).map((m) => {
      let index = indexOf.get(m.url);
      if (index === undefined) {
        index = media.push({ url: m.url, alt: m.alt || product.mixedTranslation.title, type: m.media_type, width: m.width, height: m.height }) - 1;
        indexOf.set(m.url, index);
      }
      return index;
    });

  const option = (config: Configuration | null): PurchaseOption => {
    const price = shownPrice(product, config);
    const status: StockStatus = config ? stockStatus(config, digital) : isOutOfStock(price.final, product.default_config) ? 'sold_out' : 'in_stock';
    const soldOut = status === 'sold_out' || price.final <= 0;
    const sizeLabel = !config?.size ? null : digital ? money(config.cost) : ring ? config.size : t('product.lengthValue', { size: config.size });
    return {
      id: config?.id ?? 0,
      sku: config?.configuration_id ?? product.default_sku ?? '',
      materialId: config?.material?.id ?? null,
      materialTitle: digital ? null : (config?.material?.title ?? null),
      metalColor: config?.material?.color ?? null,
      size: config?.size ?? null,
      sizeLabel,
      sizeSoldOutLabel: sizeLabel && soldOut ? t('product.soldOutOption', { option: sizeLabel }) : null,
      final: money(price.final),
      regular: price.onSale ? money(price.regular) : null,
      from: config ? config.start_at_cost : product.start_at_cost,
      status: soldOut ? 'sold_out' : status,
      statusText: soldOut
        ? t('product.soldOut')
        : status === 'low_stock'
          ? t('product.lowStock', { count: config?.stock_qty ?? 0 })
          : t(digital ? 'product.digitalDelivery' : status === 'made_to_order' ? 'product.madeToOrder' : 'product.inStock'),
      max: soldOut ? 0 : maxQuantity(config),
      gallery: galleryOf(config),
    };
  };

  const options = product.configurations.length > 0 ? product.configurations.map(option) : [option(null)];
  const initial = initialConfiguration(product.configurations, sku, product.default_sku);
  // No sale badge on what cannot be bought.
  const onSale = isOnSale(product) && !isSoldOutEverywhere(product);
  return {
    productId: product.id,
    embedded: product.embedded,
    engravable: product.engravable,
    map: product.map ?? null,
    options,
    initialId: initial?.id ?? options[0]!.id,
    media,
    metals: metalOptions(product.configurations),
    sizeLegend: t(digital ? 'product.amount' : ring ? 'product.ringSize' : 'product.length'),
    save: onSale
      ? { text: t('product.save', { percent: product.sale_value }), label: t('product.saveLabel', { percent: product.sale_value }) }
      : null,
  };
}
