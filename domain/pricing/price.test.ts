import { describe, expect, it } from 'vitest';
import { isOutOfStock, isSoldOutEverywhere, salePrice, saleRunning, shownPrice } from './price';

const product = {
  base_cost: 100_00,
  sale: false,
  sale_value: 0,
  selected_config: null,
  variant_plp_image: null,
  default_config: { id: 1, configuration_id: 'D', cost: 120_00, track_inventory: true, stock_qty: 3, material_id: 1 },
};

describe('salePrice', () => {
  it('takes sale_value percent off and rounds to whole cents', () => {
    expect(salePrice(129_500, 20)).toBe(103_600);
    expect(salePrice(999, 15)).toBe(849); // 849.15 -> 849
    expect(salePrice(1_005, 50)).toBe(503); // 502.5 -> 503
    expect(salePrice(5_000, 0)).toBe(5_000);
    expect(salePrice(5_000, 150)).toBe(0);
  });
});

describe('shownPrice (precedence of spec section 5)', () => {
  const selected = { id: 2, configuration_id: 'S', cost: 90_00, track_inventory: true, stock_qty: 1, material_id: 2 };
  const variant = { product_configuration_id: 3, sku: 'V', cost: 80_00, image: null };
  const chosen = { id: 4, configuration_id: 'C', cost: 70_00 };

  it('prefers the chosen configuration, then selected, then the listing variant, then default, then the product', () => {
    const full = { ...product, selected_config: selected, variant_plp_image: variant };
    expect(shownPrice(full, chosen).regular).toBe(70_00);
    expect(shownPrice(full).regular).toBe(90_00);
    expect(shownPrice({ ...full, selected_config: null }).regular).toBe(80_00);
    expect(shownPrice(product).regular).toBe(120_00);
    expect(shownPrice({ ...product, default_config: null }).regular).toBe(100_00);
  });

  it('applies the sale to whichever price wins', () => {
    const price = shownPrice({ ...product, sale: true, sale_value: 25 });
    expect(price).toMatchObject({ regular: 120_00, final: 90_00, onSale: true });
    expect(shownPrice({ ...product, sale: true, sale_value: 0 }).onSale).toBe(false);
  });
});

describe('isOutOfStock (card states of spec section 4)', () => {
  it('is out of stock at price zero or with tracked stock at zero', () => {
    expect(isOutOfStock(0, null)).toBe(true);
    expect(isOutOfStock(100, { track_inventory: true, stock_qty: 0 })).toBe(true);
    expect(isOutOfStock(100, { track_inventory: false, stock_qty: 0 })).toBe(false);
    expect(isOutOfStock(100, { track_inventory: true, stock_qty: 2 })).toBe(false);
    expect(isOutOfStock(100, null)).toBe(false);
  });
});

describe('isSoldOutEverywhere', () => {
  const product = { base_cost: 10_000, sale: true, sale_value: 10, selected_config: null, default_config: null };
  const config = (id: number, stock_qty: number, track_inventory = true) => ({ id, configuration_id: `C-${id}`, cost: 10_000, track_inventory, stock_qty });

  it('is true only when no configuration can be bought', () => {
    expect(isSoldOutEverywhere({ ...product, configurations: [config(1, 0), config(2, 0)] })).toBe(true);
    expect(isSoldOutEverywhere({ ...product, configurations: [config(1, 0), config(2, 1)] })).toBe(false);
    // Made to order (no stock kept) can always be bought.
    expect(isSoldOutEverywhere({ ...product, configurations: [config(1, 0), config(2, 0, false)] })).toBe(false);
  });

  it('without configurations, asks the product itself (a zero price cannot be bought)', () => {
    expect(isSoldOutEverywhere({ ...product, configurations: [] })).toBe(false);
    expect(isSoldOutEverywhere({ ...product, base_cost: 0, configurations: [] })).toBe(true);
  });
});

describe('saleRunning', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('runs while the flag is on and the end date is ahead (or none)', () => {
    expect(saleRunning({ sale: true, saleEndsAt: null }, now)).toBe(true);
    expect(saleRunning({ sale: true, saleEndsAt: '2026-11-27T12:00:01Z' }, now)).toBe(true);
    expect(saleRunning({ sale: false, saleEndsAt: null }, now)).toBe(false);
  });
  it('has ended at its end date', () => {
    expect(saleRunning({ sale: true, saleEndsAt: new Date('2026-11-27T12:00:00Z') }, now)).toBe(false);
    expect(saleRunning({ sale: true, saleEndsAt: '2026-11-01T00:00:00Z' }, now)).toBe(false);
  });
});
