import { describe, expect, it } from 'vitest';
import type { ShopShippingRate } from '../../api/contract/settings';
import { necklaceDetail, productDetail, soldOutDetail } from '../../stories/fixtures/product-detail';
import { decimalPrice, jsonLdScript, productJsonLd } from './structured-data';

const now = Date.parse('2026-03-01T10:00:00Z');

/** The demo shop's rates (api/seed/checkout.ts) as the bootstrap carries them. */
const europe = ['CZ', 'AT', 'BG', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IT', 'LT', 'LU', 'LV', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'];
const postnl: ShopShippingRate = { id: 'postnl-insured', amount: 495, free_from: 10_000, countries: ['NL', 'BE'], pickup: false, handling_days: { min: 0, max: 1 }, transit_days: { min: 1, max: 1 }, return_shipping_fee: 0 };
const dhl: ShopShippingRate = { id: 'dhl-europe', amount: 1495, free_from: 25_000, countries: europe, pickup: false, handling_days: { min: 0, max: 1 }, transit_days: { min: 2, max: 4 }, return_shipping_fee: 0 };
const pickup: ShopShippingRate = { id: 'pickup-amsterdam', amount: 0, free_from: null, countries: ['NL', 'BE', 'DE'], pickup: true, handling_days: { min: 0, max: 2 }, transit_days: { min: 0, max: 0 }, return_shipping_fee: null };
const shippingRates = [postnl, dhl, pickup];

const options = { url: 'https://shop.example/product/x', currency: 'EUR', brand: 'Juwelier Aurum', images: ['https://shop.example/a.svg'], now, shippingRates };

type JsonLd = ReturnType<typeof productJsonLd>;
type Offer = JsonLd['offers'][number];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the checker reads the JSON as Google does, property by property
type Json = any;

const policiesOf = (offer: Offer) => [offer.hasMerchantReturnPolicy].flat();

const ISO_COUNTRY = /^[A-Z]{2}$/;
const DECIMAL = /^\d+\.\d{2}$/;
const returnFeeValues = ['https://schema.org/FreeReturn', 'https://schema.org/ReturnFeesCustomerResponsibility', 'https://schema.org/ReturnShippingFees'];

function dayProblems(value: Json, where: string): string[] {
  if (value?.['@type'] !== 'QuantitativeValue') return [`${where}: not a QuantitativeValue`];
  const problems: string[] = [];
  if (!Number.isInteger(value.minValue) || !Number.isInteger(value.maxValue) || value.minValue < 0) problems.push(`${where}: minValue/maxValue must be whole days >= 0`);
  if (value.minValue > value.maxValue) problems.push(`${where}: minValue above maxValue`);
  if (value.unitCode !== 'DAY') problems.push(`${where}: unitCode must be DAY`);
  return problems;
}

/**
 * What Google's merchant listing documentation requires of Product structured data, and the
 * recommended shipping and return properties this shop states (shippingDetails, returnFees).
 */
function merchantListingProblems(data: Json): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, problem: string) => void (ok ? undefined : problems.push(problem));
  need(data['@type'] === 'Product', 'Product: @type');
  need(typeof data.name === 'string' && data.name.length > 0, 'Product: name required');
  need(Array.isArray(data.image) && data.image.length > 0, 'Product: image required');
  need(data.brand?.name, 'Product: brand.name recommended');
  need(data.description, 'Product: description recommended');
  need(Array.isArray(data.offers) && data.offers.length > 0, 'Product: offers required');
  for (const [i, offer] of (data.offers ?? []).entries()) {
    const at = `offers[${i}]`;
    need(DECIMAL.test(offer.price ?? ''), `${at}: price required`);
    need(/^[A-Z]{3}$/.test(offer.priceCurrency ?? ''), `${at}: priceCurrency required`);
    need(String(offer.availability).startsWith('https://schema.org/'), `${at}: availability recommended`);
    need(offer.itemCondition, `${at}: itemCondition recommended`);
    need(offer.priceValidUntil, `${at}: priceValidUntil recommended`);
    const details = offer.shippingDetails;
    need(Array.isArray(details) && details.length > 0, `${at}: shippingDetails recommended`);
    for (const [j, detail] of (details ?? []).entries()) {
      const where = `${at}.shippingDetails[${j}]`;
      need(detail['@type'] === 'OfferShippingDetails', `${where}: @type`);
      need(detail.shippingRate?.['@type'] === 'MonetaryAmount' && DECIMAL.test(detail.shippingRate?.value ?? ''), `${where}: shippingRate.value required`);
      need(detail.shippingRate?.currency === offer.priceCurrency, `${where}: shippingRate.currency must be the offer's`);
      const regions = [detail.shippingDestination].flat().filter(Boolean);
      need(regions.length > 0, `${where}: shippingDestination required`);
      for (const region of regions) need(region['@type'] === 'DefinedRegion' && ISO_COUNTRY.test(region.addressCountry ?? '') && region.addressCountry !== 'EL', `${where}: addressCountry must be ISO 3166-1 alpha-2`);
      need(detail.deliveryTime?.['@type'] === 'ShippingDeliveryTime', `${where}: deliveryTime recommended`);
      problems.push(...dayProblems(detail.deliveryTime?.handlingTime, `${where}.handlingTime`), ...dayProblems(detail.deliveryTime?.transitTime, `${where}.transitTime`));
    }
    const policies = [offer.hasMerchantReturnPolicy].flat().filter(Boolean);
    need(policies.length > 0, `${at}: hasMerchantReturnPolicy recommended`);
    const covered = new Set<string>();
    for (const [j, policy] of policies.entries()) {
      const where = `${at}.hasMerchantReturnPolicy[${j}]`;
      const countries = [policy.applicableCountry].flat().filter(Boolean);
      need(countries.length > 0 && countries.length <= 50, `${where}: applicableCountry required (1 to 50)`);
      for (const country of countries) {
        need(ISO_COUNTRY.test(country) && country !== 'EL', `${where}: applicableCountry ${country} is not ISO 3166-1 alpha-2`);
        need(!covered.has(country), `${where}: ${country} has two policies`);
        covered.add(country);
      }
      need(String(policy.returnPolicyCategory).startsWith('https://schema.org/MerchantReturn'), `${where}: returnPolicyCategory required`);
      if (policy.returnPolicyCategory === 'https://schema.org/MerchantReturnFiniteReturnWindow') need(Number.isInteger(policy.merchantReturnDays) && policy.merchantReturnDays > 0, `${where}: merchantReturnDays required for a finite window`);
      need(policy.returnMethod, `${where}: returnMethod recommended`);
      need(returnFeeValues.includes(policy.returnFees), `${where}: returnFees recommended`);
      const amount = policy.returnShippingFeesAmount;
      if (policy.returnFees === 'https://schema.org/ReturnShippingFees') need(amount?.['@type'] === 'MonetaryAmount' && DECIMAL.test(amount.value ?? '') && amount.currency === offer.priceCurrency, `${where}: returnShippingFeesAmount required with ReturnShippingFees`);
      else need(amount === undefined, `${where}: returnShippingFeesAmount only with ReturnShippingFees`);
    }
  }
  return problems;
}

describe('productJsonLd (spec section 5)', () => {
  it('offers the shown configuration at the sale price, valid for 30 days, with the regular price struck through', () => {
    const config = productDetail.configurations[0]!;
    const data = productJsonLd(productDetail, { ...options, config });
    expect(data['@type']).toBe('Product');
    expect(data.sku).toBe(config.configuration_id);
    const shown = data.offers[0]!;
    expect(shown.sku).toBe(config.configuration_id);
    expect(shown.url).toBe(`https://shop.example/product/x?configuration_id=${encodeURIComponent(config.configuration_id)}`);
    // 1495.00 minus 20 percent
    expect(shown.price).toBe('1196.00');
    expect(shown.priceValidUntil).toBe('2026-03-31');
    expect(shown.availability).toBe('https://schema.org/InStock');
    expect(shown.priceSpecification).toEqual([
      { '@type': 'UnitPriceSpecification', price: '1196.00', priceCurrency: 'EUR' },
      { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: '1495.00', priceCurrency: 'EUR' },
    ]);
  });

  it('offers every configuration once, the shown one first, each with its own sku and price', () => {
    const config = productDetail.configurations[2]!;
    const data = productJsonLd(productDetail, { ...options, config });
    expect(data.offers.map((offer) => offer.sku)).toEqual([config.configuration_id, ...productDetail.configurations.filter((c) => c !== config).map((c) => c.configuration_id)]);
    expect(new Set(data.offers.map((offer) => offer.url)).size).toBe(productDetail.configurations.length);
  });

  it('takes the return window from return_days, in every shipping country, and marks sold-out and made-to-order offers', () => {
    const made = productJsonLd(productDetail, { ...options, config: productDetail.configurations[3]! }).offers[0]!;
    const [policy, ...others] = policiesOf(made);
    expect(others).toEqual([]);
    expect(policy!.merchantReturnDays).toBe(30);
    expect(policy!.applicableCountry).toHaveLength(24);
    expect(policy!.applicableCountry).toContain('GR');
    expect(policy!.applicableCountry).not.toContain('EL');
    expect(made.availability).toBe('https://schema.org/MadeToOrder');
    // A digital product without stock tracking (the gift card) is sent at once.
    const card = productJsonLd({ ...productDetail, digital: true }, { ...options, config: productDetail.configurations[3]! }).offers[0]!;
    expect(card.availability).toBe('https://schema.org/InStock');
    const sold = productJsonLd(soldOutDetail, { ...options, config: soldOutDetail.configurations[0]! }).offers[0]!;
    expect(sold.availability).toBe('https://schema.org/OutOfStock');
    expect(sold.priceSpecification).toBeUndefined();
  });

  it('writes prices with two decimals and escapes < in the script text', () => {
    expect(decimalPrice(5)).toBe('0.05');
    expect(decimalPrice(123_450)).toBe('1234.50');
    expect(jsonLdScript({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}');
  });
});

describe('productJsonLd for Google merchant listings (shipping and returns)', () => {
  it('meets the required and recommended properties for every offer of a sale, a plain and a sold-out product', () => {
    for (const product of [productDetail, necklaceDetail, soldOutDetail]) {
      expect(merchantListingProblems(productJsonLd(product, { ...options, config: product.configurations[0]! }))).toEqual([]);
    }
  });

  it('the checker finds what Google would reject', () => {
    // Through JSON, as a crawler reads it (offers share their policy object).
    const data: Json = JSON.parse(JSON.stringify(productJsonLd(necklaceDetail, { ...options, config: necklaceDetail.configurations[0]! })));
    const offer = data.offers[0];
    delete offer.shippingDetails[0].shippingRate.currency;
    offer.shippingDetails[1].shippingDestination[0].addressCountry = 'EL';
    offer.shippingDetails[1].deliveryTime.transitTime.minValue = 9;
    offer.hasMerchantReturnPolicy.returnFees = 'https://schema.org/ReturnShippingFees';
    delete data.offers[1].shippingDetails;
    expect(merchantListingProblems(data)).toEqual([
      'offers[0].shippingDetails[0]: shippingRate.currency must be the offer\'s',
      'offers[0].shippingDetails[1]: addressCountry must be ISO 3166-1 alpha-2',
      'offers[0].shippingDetails[1].transitTime: minValue above maxValue',
      'offers[0].hasMerchantReturnPolicy[0]: returnShippingFeesAmount required with ReturnShippingFees',
      'offers[1]: shippingDetails recommended',
    ]);
  });

  it('states one OfferShippingDetails per shipping rate, in ISO countries with its working days, and leaves the pickup out', () => {
    const offer = productJsonLd(necklaceDetail, { ...options, config: necklaceDetail.configurations[0]! }).offers[0]!;
    expect(offer.shippingDetails).toHaveLength(2);
    const [nl, eu] = offer.shippingDetails!;
    expect(nl!.shippingDestination.map((region) => region.addressCountry).sort()).toEqual(['BE', 'NL']);
    expect(nl!.deliveryTime).toEqual({
      '@type': 'ShippingDeliveryTime',
      handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
      transitTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 1, unitCode: 'DAY' },
    });
    const euCountries = eu!.shippingDestination.map((region) => region.addressCountry);
    expect(euCountries).toHaveLength(22);
    expect(euCountries).toContain('GR');
    expect(euCountries).not.toContain('EL');
    expect(eu!.deliveryTime.transitTime).toMatchObject({ minValue: 2, maxValue: 4 });
  });

  it('ships for the rate’s amount below its free_from and for 0 from it, per offer price', () => {
    const data = productJsonLd(necklaceDetail, { ...options, config: necklaceDetail.configurations[0]! });
    const rates = (offer: Offer) => offer.shippingDetails!.map((detail) => detail.shippingRate);
    // 245.00: free with PostNL (from 100), 14.95 with DHL (from 250).
    expect(data.offers[0]!.price).toBe('245.00');
    expect(rates(data.offers[0]!)).toEqual([
      { '@type': 'MonetaryAmount', value: '0.00', currency: 'EUR' },
      { '@type': 'MonetaryAmount', value: '14.95', currency: 'EUR' },
    ]);
    // 265.00 reaches DHL's 250.
    expect(data.offers[1]!.price).toBe('265.00');
    expect(rates(data.offers[1]!).map((rate) => rate.value)).toEqual(['0.00', '0.00']);
    const cheap = productJsonLd(necklaceDetail, { ...options, config: necklaceDetail.configurations[0]!, shippingRates: [{ ...postnl, free_from: 50_000 }] });
    expect(rates(cheap.offers[0]!)).toEqual([{ '@type': 'MonetaryAmount', value: '4.95', currency: 'EUR' }]);
  });

  it('states free returns as FreeReturn, a fee as ReturnShippingFees with its amount, and the customer’s cost as theirs, per group of countries', () => {
    const config = necklaceDetail.configurations[0]!;
    const free = policiesOf(productJsonLd(necklaceDetail, { ...options, config }).offers[0]!);
    expect(free).toHaveLength(1);
    expect(free[0]).toMatchObject({ returnFees: 'https://schema.org/FreeReturn' });
    expect(free[0]).not.toHaveProperty('returnShippingFeesAmount');

    const paid = productJsonLd(necklaceDetail, { ...options, config, shippingRates: [postnl, { ...dhl, return_shipping_fee: 995 }, pickup] });
    const policies = policiesOf(paid.offers[0]!);
    expect(policies).toHaveLength(2);
    const home = policies.find((policy) => policy.applicableCountry.includes('NL'));
    const abroad = policies.find((policy) => policy.applicableCountry.includes('FR'));
    expect(home).toMatchObject({ applicableCountry: ['BE', 'NL'], returnFees: 'https://schema.org/FreeReturn', merchantReturnDays: 30 });
    expect(abroad).toMatchObject({ returnFees: 'https://schema.org/ReturnShippingFees', returnShippingFeesAmount: { '@type': 'MonetaryAmount', value: '9.95', currency: 'EUR' } });
    // Germany takes DHL's fee: the pickup listed before it ships no parcel.
    expect(abroad!.applicableCountry).toHaveLength(22);
    expect(abroad!.applicableCountry).toContain('DE');
    expect(merchantListingProblems(paid)).toEqual([]);

    const theirs = policiesOf(productJsonLd(necklaceDetail, { ...options, config, shippingRates: [{ ...postnl, countries: null, return_shipping_fee: null }] }).offers[0]!);
    expect(theirs).toEqual([expect.objectContaining({ returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility' })]);
    expect(theirs[0]!.applicableCountry).toHaveLength(24);
  });

  it('without rates states neither shipping nor a return fee (and the checker says so)', () => {
    const data = productJsonLd(necklaceDetail, { ...options, config: necklaceDetail.configurations[0]!, shippingRates: [] });
    expect(data.offers[0]).not.toHaveProperty('shippingDetails');
    expect(policiesOf(data.offers[0]!)).toEqual([expect.not.objectContaining({ returnFees: expect.anything() })]);
    expect(merchantListingProblems(data)).toContain('offers[0]: shippingDetails recommended');
  });
});
