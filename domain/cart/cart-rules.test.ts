import { describe, expect, it } from 'vitest';
import { lineMaxQuantity } from './cart-rules';

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
