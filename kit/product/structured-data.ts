import type { Configuration, Product } from '../../api/contract/products';
import type { DayRange, ShopShippingRate } from '../../api/contract/settings';
import { isOutOfStock, shownPrice } from '../../domain/pricing/price';
import { shippingPrice } from '../../domain/pricing/checkout-totals';
import { shippingCountries } from '../../domain/accounts/account-rules';
import { stockStatus } from './configuration';

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
  /** The shop's active rates in sort order (bootstrap `shipping_rates`). */
  shippingRates: readonly ShopShippingRate[];
}

/** The ISO 3166-1 code of a country the shop ships to (the EU writes Greece EL, ISO GR). */
const isoCountry = (code: string) => (code === 'EL' ? 'GR' : code);

/** The countries the shop ships to that a rate reaches. */
function reachOf({ countries }: ShopShippingRate): readonly string[] {
  return countries ? shippingCountries.filter((code) => countries.includes(code)) : shippingCountries;
}

const workingDays = (range: DayRange) => ({ '@type': 'QuantitativeValue', minValue: range.min, maxValue: range.max, unitCode: 'DAY' });

/** One OfferShippingDetails per rate that ships (a pickup sends no parcel); free when the price reaches the rate's free_from. */
function shippingDetails(rates: readonly ShopShippingRate[], price: number, currency: string) {
  return rates
    .filter((rate) => !rate.pickup && reachOf(rate).length > 0)
    .map((rate) => ({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: decimalPrice(shippingPrice(rate, price)), currency },
      shippingDestination: reachOf(rate).map((code) => ({ '@type': 'DefinedRegion', addressCountry: isoCountry(code) })),
      deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: workingDays(rate.handling_days), transitTime: workingDays(rate.transit_days) },
    }));
}

/** Schema.org's returnFees for a return fee in cents (null: the customer's; undefined: not known, left out). */
function returnFees(fee: number | null | undefined, currency: string) {
  if (fee === undefined) return {};
  if (fee === null) return { returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility' };
  if (fee === 0) return { returnFees: 'https://schema.org/FreeReturn' };
  return { returnFees: 'https://schema.org/ReturnShippingFees', returnShippingFeesAmount: { '@type': 'MonetaryAmount', value: decimalPrice(fee), currency } };
}

/**
 * The shipping countries grouped by what a return costs: a country's fee is that of the first
 * rate (in sort order) that ships a parcel there; a country no such rate reaches states no fee.
 */
function returnFeeGroups(rates: readonly ShopShippingRate[]) {
  const groups = new Map<number | null | undefined, string[]>();
  for (const code of shippingCountries) {
    const fee = rates.find((rate) => !rate.pickup && reachOf(rate).includes(code))?.return_shipping_fee;
    groups.set(fee, [...(groups.get(fee) ?? []), isoCountry(code)]);
  }
  return [...groups].map(([fee, countries]) => ({ fee, countries }));
}

/**
 * Schema.org Product of the product page (spec section 5): an offer per configuration, the shown
 * one first; on sale, the price is the base minus sale_value percent and the base is the
 * strikethrough price; the return window is the product's return_days, in every shipping country,
 * with a policy per return fee; shipping per rate, with its working days, free from its free_from.
 */
export function productJsonLd(product: Product, { url, currency, brand, images, config, now, shippingRates }: ProductJsonLdOptions) {
  const validUntil = new Date(now + OFFER_VALID_DAYS * 86_400_000).toISOString().slice(0, 10);
  const text = product.mixedTranslation;
  const returnPolicies = returnFeeGroups(shippingRates).map(({ fee, countries }) => ({
    '@type': 'MerchantReturnPolicy',
    applicableCountry: countries,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: product.return_days,
    returnMethod: 'https://schema.org/ReturnByMail',
    ...returnFees(fee, currency),
  }));
  // Offers whose prices cost the same to ship share one list (measured once by jsonLdScript).
  const shippingByCost = new Map<string, ReturnType<typeof shippingDetails>>();
  const shippingAt = (price: number) => {
    const costs = shippingRates.map((rate) => shippingPrice(rate, price)).join();
    let shipping = shippingByCost.get(costs);
    if (!shipping) shippingByCost.set(costs, (shipping = shippingDetails(shippingRates, price, currency)));
    return shipping;
  };
  const offer = (shown: Configuration | null) => {
    const price = shownPrice(product, shown);
    const soldOut = isOutOfStock(price.final, shown);
    const shipping = shippingAt(price.final);
    return {
      '@type': 'Offer',
      url: shown ? `${url}?configuration_id=${encodeURIComponent(shown.configuration_id)}` : url,
      ...(shown ? { sku: shown.configuration_id } : {}),
      priceCurrency: currency,
      price: decimalPrice(price.final),
      priceValidUntil: validUntil,
      itemCondition: 'https://schema.org/NewCondition',
      availability: soldOut ? availability.sold_out : stockStatus(shown, product.digital) === 'made_to_order' ? availability.made_to_order : availability.in_stock,
      ...(price.onSale
        ? {
            priceSpecification: [
              { '@type': 'UnitPriceSpecification', price: decimalPrice(price.final), priceCurrency: currency },
              { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: decimalPrice(price.regular), priceCurrency: currency },
            ],
          }
        : {}),
      ...(shipping.length > 0 ? { shippingDetails: shipping } : {}),
      // One policy as an object (the common case), several as a list.
      hasMerchantReturnPolicy: returnPolicies.length === 1 ? returnPolicies[0]! : returnPolicies,
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
