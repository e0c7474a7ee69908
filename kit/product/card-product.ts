import type { ProductListItem } from '../../api/contract/products';

/** What a product card reads of a listing item: the rest (texts, medias, taxonomy) stays on the server. */
export type CardProduct = Pick<
  ProductListItem,
  'id' | 'slug' | 'default_sku' | 'embedded' | 'base_cost' | 'start_at_cost' | 'sale' | 'sale_value' | 'selected_config' | 'default_config' | 'badges' | 'images'
> & {
  mixedTranslation: Pick<ProductListItem['mixedTranslation'], 'title'>;
  variant_plp_image: (Omit<NonNullable<ProductListItem['variant_plp_image']>, 'image'> & { image: CardImage | null }) | null;
};

type CardImage = ProductListItem['images'][number];

const image = (img: CardImage): CardImage => ({ url: img.url, alt: img.alt, width: img.width, height: img.height });

/** A listing item cut down to what a card shows, for the client islands' props. */
export function toCardProduct(product: ProductListItem | CardProduct): CardProduct {
  const variant = product.variant_plp_image;
  return {
    id: product.id,
    slug: product.slug,
    default_sku: product.default_sku,
    embedded: product.embedded,
    base_cost: product.base_cost,
    start_at_cost: product.start_at_cost,
    sale: product.sale,
    sale_value: product.sale_value,
    selected_config: product.selected_config,
    default_config: product.default_config,
    variant_plp_image: variant
      ? { product_configuration_id: variant.product_configuration_id, sku: variant.sku, cost: variant.cost, image: variant.image ? image(variant.image) : null }
      : null,
    badges: product.badges.map(({ id, slug, name, tone }) => ({ id, slug, name, tone })),
    images: product.images.slice(0, 2).map(image),
    mixedTranslation: { title: product.mixedTranslation.title },
  };
}

/**
 * The product page of a card, without the locale prefix: `/product/{slug}`, plus
 * `?configuration_id={sku}` when the listing picked a configuration (spec section 2), never for
 * embedded products.
 */
export function productPath(product: Pick<CardProduct, 'slug' | 'embedded' | 'selected_config' | 'variant_plp_image'>): string {
  const path = `/product/${encodeURIComponent(product.slug)}`;
  const sku = product.selected_config?.configuration_id ?? product.variant_plp_image?.sku;
  return sku && !product.embedded ? `${path}?configuration_id=${encodeURIComponent(sku)}` : path;
}
