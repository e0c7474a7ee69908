import { describe, expect, it } from 'vitest';
import { lineMaxQuantity } from '../../domain/cart/cart-rules';
import { productDetail } from '../../stories/fixtures/product-detail';
import {
  galleryMedia,
  initialConfiguration,
  limitedEdition,
  maxQuantity,
  metalOptions,
  stockStatus,
} from './configuration';

const configs = productDetail.configurations;
const [yellow50, yellow52, yellow54, white50, , platinum52] = configs as [
  (typeof configs)[number],
  (typeof configs)[number],
  (typeof configs)[number],
  (typeof configs)[number],
  (typeof configs)[number],
  (typeof configs)[number],
];

describe('initialConfiguration', () => {
  it('takes the URL configuration_id, then the default SKU, then the first', () => {
    expect(initialConfiguration(configs, platinum52.configuration_id, yellow52.configuration_id)).toBe(platinum52);
    expect(initialConfiguration(configs, 'UNKNOWN', yellow52.configuration_id)).toBe(yellow52);
    expect(initialConfiguration(configs, null, null)).toBe(yellow50);
    expect(initialConfiguration([], 'X', 'Y')).toBeNull();
  });
});

describe('metalOptions', () => {
  it('lists each metal once, in configuration order', () => {
    expect(metalOptions(configs).map((m) => m.title)).toEqual(['14 karaat geelgoud', '14 karaat witgoud', '950 platina']);
  });
});

describe('stock', () => {
  it('names the stock state: in stock, only N left, sold out, made to order', () => {
    expect(stockStatus(yellow50)).toBe('in_stock');
    expect(stockStatus(yellow52)).toBe('low_stock');
    expect(stockStatus(yellow54)).toBe('sold_out');
    expect(stockStatus(white50)).toBe('made_to_order');
    // A digital product's untracked configuration (the gift card) is sent at once.
    expect(stockStatus(white50, true)).toBe('in_stock');
    expect(stockStatus(null)).toBe('sold_out');
  });

  it('allows 1..stock for tracked configurations and what a cart line takes made to order, as the cart does', () => {
    expect(maxQuantity(yellow50)).toBe(8);
    expect(maxQuantity(yellow54)).toBe(0);
    expect(maxQuantity({ ...yellow54, stock_qty: -2 })).toBe(0);
    expect(maxQuantity(white50)).toBe(99);
    expect(maxQuantity(white50)).toBe(lineMaxQuantity(white50));
    expect(maxQuantity(null)).toBe(0);
  });

  it('never offers more than one cart line takes (99), however much is in stock', () => {
    expect(maxQuantity({ ...yellow50, stock_qty: 150 })).toBe(99);
    expect(maxQuantity({ ...yellow50, stock_qty: 99 })).toBe(99);
    expect(maxQuantity({ ...yellow50, stock_qty: 98 })).toBe(98);
  });
});

describe('galleryMedia', () => {
  it('shows the chosen metal’s images first, then the product-page medias, without listing-only ones twice', () => {
    const urls = galleryMedia(productDetail, white50).map((m) => m.url);
    expect(urls.slice(0, 2)).toEqual(white50.medias.map((m) => m.url));
    // The other white-gold size has the same kind of images; they follow.
    expect(urls).toContain(productDetail.medias[0]!.url);
    expect(urls).not.toContain(productDetail.medias[1]!.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('falls back to the product’s first media', () => {
    expect(galleryMedia({ configurations: [], medias: [productDetail.medias[1]!] }, null)).toHaveLength(1);
  });
});

describe('limitedEdition', () => {
  it('counts sold as made minus the tracked stock', () => {
    // 8 + 3 + 0 + 1 tracked pieces in stock; the white gold is made to order.
    expect(limitedEdition(25, configs)).toEqual({ made: 25, sold: 13, percent: 52 });
    expect(limitedEdition(null, configs)).toBeNull();
    expect(limitedEdition(5, configs)).toEqual({ made: 5, sold: 0, percent: 0 });
  });
});
