import type { Configuration, Product } from '../../api/contract/products';
import { isOutOfStock, shownPrice } from '../../domain/pricing/price';
import { shippingCountries } from '../../domain/accounts/account-rules';

/** Spec section 5: an offer's price is valid for 30 days. */
export const OFFER_VALID_DAYS = 30;

const availability = {
  in_stock: 'https://schema.org/InStock',
  sold_out: 'https://schema.org/OutOfStock',
  made_to_order: 'https://schema.org/MadeToOrder',
} as const;

/** Cents as the spec's structured data wants them: the currency unit to 2 decimals. */
export const decimalPrice = (cents: number) => (cents / 100).toFixed(2);

export interface ProductJsonLdOptions {
  /** Absolute URL of the product page. */
  url: string;
  currency: string;
  brand: string;
  /** Absolute image URLs. */
  images: string[];
  /** The configuration the page shows. */
  config: Configuration | null;
  /** Time of the request, ms; priceValidUntil counts from it. */
  now: number;
}

/** ISO 3166-1 codes of the countries the shop ships to (the EU writes Greece EL, ISO GR). */
const isoCountries = shippingCountries.map((code) => (code === 'EL' ? 'GR' : code));

/**
 * Schema.org Product of the product page (spec section 5): an offer per configuration, the shown
 * one first; on sale, the price is the base minus sale_value percent and the base is the
 * strikethrough price; the return window is the product's return_days, in every shipping country.
 */
export function productJsonLd(product: Product, { url, currency, brand, images, config, now }: ProductJsonLdOptions) {
  const validUntil = new Date(now + OFFER_VALID_DAYS * 86_400_000).toISOString().slice(0, 10);
  const text = product.mixedTranslation;
  const returnPolicy = {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: isoCountries,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: product.return_days,
    returnMethod: 'https://schema.org/ReturnByMail',
  };
  const offer = (shown: Configuration | null) => {
    const price = shownPrice(product, shown);
    const soldOut = isOutOfStock(price.final, shown);
    return {
      '@type': 'Offer',
      url: shown ? `${url}?configuration_id=${encodeURIComponent(shown.configuration_id)}` : url,
      ...(shown ? { sku: shown.configuration_id } : {}),
      priceCurrency: currency,
      price: decimalPrice(price.final),
      priceValidUntil: validUntil,
      itemCondition: 'https://schema.org/NewCondition',
      availability: soldOut ? availability.sold_out : shown && !shown.track_inventory ? availability.made_to_order : availability.in_stock,
      ...(price.onSale
        ? {
            priceSpecification: [
              { '@type': 'UnitPriceSpecification', price: decimalPrice(price.final), priceCurrency: currency },
              { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: decimalPrice(price.regular), priceCurrency: currency },
            ],
          }
        : {}),
      hasMerchantReturnPolicy: returnPolicy,
    };
  };
  const others = product.configurations.filter((candidate) => candidate.configuration_id !== config?.configuration_id);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: text.title,
    description: text.meta_description ?? text.short_description ?? text.description ?? undefined,
    sku: config?.configuration_id ?? product.default_sku ?? undefined,
    mpn: product.vendor_model ?? undefined,
    image: images,
    brand: { '@type': 'Brand', name: brand },
    category: product.categories[0]?.title,
    material: config?.material?.title,
    offers: [offer(config), ...others.map(offer)],
  };
}

export { jsonLdScript } from '../ui/json-ld';
