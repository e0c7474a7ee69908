import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

const show = (current: number, last: number) =>
  pageItems(current, last)
    .map((item) => (item.kind === 'gap' ? '…' : item.current ? `[${item.page}]` : String(item.page)))
    .join(' ');

describe('pageItems (range 3, margin 1)', () => {
  it('shows the ends and three pages around the current one', () => {
    expect(show(1, 10)).toBe('[1] 2 3 … 10');
    expect(show(5, 10)).toBe('1 … 4 [5] 6 … 10');
    expect(show(10, 10)).toBe('1 … 8 9 [10]');
    expect(show(3, 10)).toBe('1 2 [3] 4 … 10');
  });

  it('shows every page when there are few', () => {
    expect(show(2, 4)).toBe('1 [2] 3 4');
    expect(show(1, 1)).toBe('[1]');
    expect(pageItems(1, 0)).toEqual([]);
  });
});
