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
    // 1495.00 minus 20 percent
    expect(data.offers.price).toBe('1196.00');
    expect(data.offers.priceValidUntil).toBe('2026-03-31');
    expect(data.offers.availability).toBe('https://schema.org/InStock');
    expect(data.offers.priceSpecification).toEqual([
      { '@type': 'UnitPriceSpecification', price: '1196.00', priceCurrency: 'EUR' },
      { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: '1495.00', priceCurrency: 'EUR' },
    ]);
  });

  it('takes the return window from return_days and marks sold-out and made-to-order offers', () => {
    const made = productJsonLd(productDetail, { ...options, config: productDetail.configurations[3]! });
    expect(made.offers.hasMerchantReturnPolicy.merchantReturnDays).toBe(30);
    expect(made.offers.availability).toBe('https://schema.org/MadeToOrder');
    const sold = productJsonLd(soldOutDetail, { ...options, config: soldOutDetail.configurations[0]! });
    expect(sold.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(sold.offers.priceSpecification).toBeUndefined();
  });

  it('writes prices with two decimals and escapes < in the script text', () => {
    expect(decimalPrice(5)).toBe('0.05');
    expect(decimalPrice(123_450)).toBe('1234.50');
    expect(jsonLdScript({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}');
  });
});
