import { describe, expect, it } from 'vitest';
import { jsonLdScript, shareRepeatedNodes } from './json-ld';

const policy = { '@type': 'MerchantReturnPolicy', applicableCountry: ['NL', 'BE'], merchantReturnDays: 30, returnMethod: 'https://schema.org/ReturnByMail' };
const offer = (sku: string) => ({ '@type': 'Offer', sku, hasMerchantReturnPolicy: policy });

describe('shareRepeatedNodes', () => {
  it('states a repeated typed node once under an @id and refers to it after', () => {
    const shared = shareRepeatedNodes({ '@context': 'https://schema.org', '@type': 'Product', offers: [offer('A'), offer('B'), offer('C')] });
    expect(shared).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      offers: [
        { '@type': 'Offer', sku: 'A', hasMerchantReturnPolicy: { '@id': '#ld-1', ...policy } },
        { '@type': 'Offer', sku: 'B', hasMerchantReturnPolicy: { '@id': '#ld-1' } },
        { '@type': 'Offer', sku: 'C', hasMerchantReturnPolicy: { '@id': '#ld-1' } },
      ],
    });
  });

  it('leaves alone what comes once, short nodes, untyped objects and nodes with an @id of their own', () => {
    const brand = { '@type': 'Brand', name: 'Aurum' };
    const untyped = { text: 'the same long text, long enough to be shared if it were a typed node, which it is not' };
    const named = { '@id': 'https://shop.example/#org', '@type': 'Organization', name: 'Juwelier Aurum', url: 'https://shop.example/' };
    const data = { '@type': 'ItemList', itemListElement: [brand, brand, untyped, untyped, named, named, policy] };
    expect(shareRepeatedNodes(data)).toEqual(data);
  });

  it('numbers the shared nodes in document order, and shares a node repeated inside another only where the outer one is written out', () => {
    const time = { '@type': 'ShippingDeliveryTime', handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' } };
    const home = { '@type': 'OfferShippingDetails', shippingRate: { '@type': 'MonetaryAmount', value: '0.00', currency: 'EUR' }, deliveryTime: time };
    const abroad = { '@type': 'OfferShippingDetails', shippingRate: { '@type': 'MonetaryAmount', value: '14.95', currency: 'EUR' }, deliveryTime: time };
    const shared = shareRepeatedNodes({ '@type': 'Product', offers: [{ '@type': 'Offer', sku: 'A', shippingDetails: [home, abroad] }, { '@type': 'Offer', sku: 'B', shippingDetails: [home, abroad] }] });
    expect(shared).toEqual({
      '@type': 'Product',
      offers: [
        {
          '@type': 'Offer',
          sku: 'A',
          shippingDetails: [
            { '@id': '#ld-1', ...home, deliveryTime: { '@id': '#ld-2', ...time } },
            { '@id': '#ld-3', ...abroad, deliveryTime: { '@id': '#ld-2' } },
          ],
        },
        { '@type': 'Offer', sku: 'B', shippingDetails: [{ '@id': '#ld-1' }, { '@id': '#ld-3' }] },
      ],
    });
  });

  it('shares nodes equal as JSON (escaped and non-Latin text, exponent numbers, integer-like keys, nulls) and keeps apart nodes that differ in one of them', () => {
    const price = (amount: number, note: string) => ({ '@type': 'PriceSpecification', price: amount, '2': 'second', '10': null, description: `“${note}” \\ "quoted" \u2028 €` });
    const data = { '@type': 'Offer', a: price(1e21, 'ø'), b: price(1e21, 'ø'), c: price(1e-7, 'ø'), d: price(1e21, 'o') };
    const shared = shareRepeatedNodes(data) as Record<string, Record<string, unknown>>;
    expect(shared.a!['@id']).toBe('#ld-1');
    expect(shared.b).toEqual({ '@id': '#ld-1' });
    expect(shared.c).toEqual(price(1e-7, 'ø'));
    expect(shared.d).toEqual(price(1e21, 'o'));
  });

  it('shares a repeated node from 64 characters as JSON, not one character shorter', () => {
    const node = (length: number) => {
      const base = { '@type': 'Thing', list: [1, [], {}], name: '' };
      return { ...base, name: 'x'.repeat(length - JSON.stringify(base).length) };
    };
    for (const [length, shared] of [[63, false], [64, true]] as const) {
      expect(JSON.stringify(node(length))).toHaveLength(length);
      const out = shareRepeatedNodes({ '@type': 'ItemList', itemListElement: [node(length), node(length)] }) as { itemListElement: unknown[] };
      expect(out.itemListElement[1]).toEqual(shared ? { '@id': '#ld-1' } : node(length));
    }
  });

  it('reads its input as JSON does: undefined and functions left out, undefined in a list as null, dates as text, an object referred to twice as two copies', () => {
    const when = new Date('2026-12-06T10:00:00.000Z');
    const shipping = [{ '@type': 'OfferShippingDetails', note: undefined, shippingRate: { '@type': 'MonetaryAmount', value: '0.00', currency: 'EUR' }, deliveryTime: 'one to two working days' }];
    const data = {
      '@type': 'Product',
      description: undefined,
      format: () => 'x',
      releaseDate: when,
      list: [undefined, 1, Number.NaN],
      offers: [
        { '@type': 'Offer', sku: 'A', shippingDetails: shipping },
        { '@type': 'Offer', sku: 'B', shippingDetails: shipping },
      ],
    };
    const viaJson = JSON.parse(JSON.stringify(data)) as typeof data;
    expect(JSON.stringify(shareRepeatedNodes(data))).toBe(JSON.stringify(shareRepeatedNodes(viaJson)));
    expect(shareRepeatedNodes(data)).toEqual({
      '@type': 'Product',
      releaseDate: '2026-12-06T10:00:00.000Z',
      list: [null, 1, null],
      offers: [
        { '@type': 'Offer', sku: 'A', shippingDetails: [{ '@id': '#ld-1', ...viaJson.offers[0]!.shippingDetails[0] }] },
        { '@type': 'Offer', sku: 'B', shippingDetails: [{ '@id': '#ld-1' }] },
      ],
    });
  });

  it('applies a toJSON that makes a new object at each call once, and shares what it makes', () => {
    const rate = { '@type': 'MonetaryAmount', value: '14.95', currency: 'EUR', description: 'shipping within the Netherlands' };
    const money = { toJSON: () => ({ ...rate }) };
    const shared = shareRepeatedNodes({ '@type': 'Product', offers: [{ '@type': 'Offer', sku: 'A', rate: money }, { '@type': 'Offer', sku: 'B', rate: money }] });
    expect(shared).toEqual({
      '@type': 'Product',
      offers: [
        { '@type': 'Offer', sku: 'A', rate: { '@id': '#ld-1', ...rate } },
        { '@type': 'Offer', sku: 'B', rate: { '@id': '#ld-1' } },
      ],
    });
  });

  it('does not change its input', () => {
    const data = { '@type': 'Product', offers: [offer('A'), offer('B')] };
    const before = JSON.stringify(data);
    shareRepeatedNodes(data);
    expect(JSON.stringify(data)).toBe(before);
  });
});

describe('jsonLdScript', () => {
  it('escapes < so no text can close the script tag, in shared nodes too', () => {
    expect(jsonLdScript({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}');
    const long = { '@type': 'Thing', name: '</script><script>alert(1)</script> and enough text to be shared' };
    const script = jsonLdScript({ '@type': 'ItemList', itemListElement: [long, long] });
    expect(script).not.toContain('<');
    expect(JSON.parse(script)).toEqual({ '@type': 'ItemList', itemListElement: [{ '@id': '#ld-1', ...long }, { '@id': '#ld-1' }] });
  });
});
