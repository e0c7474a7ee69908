import { describe, expect, it } from 'vitest';
import { productDetail, soldOutDetail } from '../../stories/fixtures/product-detail';
import { decimalPrice, jsonLdScript, productJsonLd } from './structured-data';

const now = Date.parse('2026-03-01T10:00:00Z');
const options = { url: 'https://shop.example/product/x', currency: 'EUR', brand: 'Juwelier Aurum', images: ['https://shop.example/a.svg'], now };

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
    expect(made.hasMerchantReturnPolicy.merchantReturnDays).toBe(30);
    expect(made.hasMerchantReturnPolicy.applicableCountry).toHaveLength(24);
    expect(made.hasMerchantReturnPolicy.applicableCountry).toContain('GR');
    expect(made.hasMerchantReturnPolicy.applicableCountry).not.toContain('EL');
    expect(made.availability).toBe('https://schema.org/MadeToOrder');
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
