// @vitest-environment node
import jsonld from 'jsonld';
import { describe, expect, it } from 'vitest';
import type { ShopShippingRate } from '../../api/contract/settings';
import { necklaceDetail, productDetail } from '../../stories/fixtures/product-detail';
import { jsonLdScript, productJsonLd } from './structured-data';

/**
 * The product page's structured data as a JSON-LD processor reads it (the jsonld package, offline:
 * schema.org's context as its vocabulary). The page states each shipping and return policy once
 * and refers to it from the other offers (`shareRepeatedNodes`); a processor must find the very
 * same Product as the one written out in full.
 */
const url = 'https://shop.example/product/x';
const europe = ['CZ', 'AT', 'BG', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IT', 'LT', 'LU', 'LV', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'];
const shippingRates: ShopShippingRate[] = [
  { id: 'postnl-insured', amount: 495, free_from: 10_000, countries: ['NL', 'BE'], pickup: false, handling_days: { min: 0, max: 1 }, transit_days: { min: 1, max: 1 }, return_shipping_fee: 0 },
  { id: 'dhl-europe', amount: 1495, free_from: 25_000, countries: europe, pickup: false, handling_days: { min: 0, max: 1 }, transit_days: { min: 2, max: 4 }, return_shipping_fee: 995 },
];
const options = { url, currency: 'EUR', brand: 'Juwelier Aurum', images: ['https://shop.example/a.svg'], now: Date.parse('2026-03-01T10:00:00Z'), shippingRates };

const documentLoader = async (documentUrl: string) => {
  if (documentUrl.replace(/\/$/, '') !== 'https://schema.org') throw new Error(`no network in tests: ${documentUrl}`);
  return { contextUrl: undefined, documentUrl, document: { '@context': { '@vocab': 'https://schema.org/' } } };
};

type Json = unknown;
const withoutIds = (value: Json): Json =>
  Array.isArray(value)
    ? value.map(withoutIds)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== '@id').map(([key, child]) => [key, withoutIds(child)]))
      : value;

/** The Product with every referenced node embedded where it is referenced, node names left out. */
async function asProcessorReadsIt(document: object): Promise<Json> {
  const frame = { '@context': 'https://schema.org', '@type': 'Product', '@embed': '@always' };
  return withoutIds(await jsonld.frame(document as never, frame as never, { documentLoader, base: url } as never));
}

describe('product structured data as a JSON-LD processor reads the page', () => {
  for (const [name, product] of [['a sale product with 4 offers', productDetail], ['a necklace', necklaceDetail]] as const) {
    it(`${name}: the page's shorter JSON is the same Product as the one written out in full`, async () => {
      const full = productJsonLd(product, { ...options, config: product.configurations[0]! });
      const page = JSON.parse(jsonLdScript(full)) as object;
      expect(JSON.stringify(page)).toContain('{"@id":"#ld-1"}');
      expect(await asProcessorReadsIt(page)).toEqual(await asProcessorReadsIt(full));
    });
  }

  it('the comparison fails when a reference points elsewhere (the test can tell)', async () => {
    const full = productJsonLd(productDetail, { ...options, config: productDetail.configurations[0]! });
    const broken = JSON.parse(jsonLdScript(full).replace('{"@id":"#ld-1"}', '{"@id":"#ld-2"}')) as object;
    expect(await asProcessorReadsIt(broken)).not.toEqual(await asProcessorReadsIt(full));
  });

  it('states the policies once: the page’s JSON is less than half the full one for 4 offers', () => {
    const full = productJsonLd(productDetail, { ...options, config: productDetail.configurations[0]! });
    expect(full.offers.length).toBeGreaterThanOrEqual(4);
    expect(jsonLdScript(full).length).toBeLessThan(JSON.stringify(full).length / 2);
  });
});
