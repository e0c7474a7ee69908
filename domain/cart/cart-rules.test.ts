import { describe, expect, it } from 'vitest';
import { lineAvailable, lineMaxQuantity, unitsLeft } from './cart-rules';

describe('lineMaxQuantity', () => {
  it('is the stock of a tracked configuration', () => {
    expect(lineMaxQuantity({ track_inventory: true, stock_qty: 3 })).toBe(3);
  });

  it('is 99 for an untracked configuration, whatever its stock field says', () => {
    expect(lineMaxQuantity({ track_inventory: false, stock_qty: 0 })).toBe(99);
    expect(lineMaxQuantity({ track_inventory: false, stock_qty: 5 })).toBe(99);
  });

  it('stays within the contract’s 1..99 for tracked stock', () => {
    expect(lineMaxQuantity({ track_inventory: true, stock_qty: 250 })).toBe(99);
    expect(lineMaxQuantity({ track_inventory: true, stock_qty: 0 })).toBe(1);
    expect(lineMaxQuantity({ track_inventory: true, stock_qty: -2 })).toBe(1);
  });
});

describe('lineAvailable and unitsLeft', () => {
  const stock = { active: true, cost: 5900, trackInventory: true, stockQty: 3 };
  it('orders a line while the stock holds its units, of an active product with a price', () => {
    expect(lineAvailable(stock, 3)).toBe(true);
    expect(lineAvailable(stock, 4)).toBe(false);
    expect(lineAvailable({ ...stock, active: false }, 1)).toBe(false);
    expect(lineAvailable({ ...stock, cost: 0 }, 1)).toBe(false);
    expect(lineAvailable({ ...stock, trackInventory: false, stockQty: 0 }, 50)).toBe(true);
  });
  it('names the units left of a tracked configuration only, never below zero', () => {
    expect(unitsLeft(stock)).toBe(3);
    expect(unitsLeft({ trackInventory: true, stockQty: -2 })).toBe(0);
    expect(unitsLeft({ trackInventory: false, stockQty: 40 })).toBe(0);
  });
});
