import { describe, expect, it } from 'vitest';
import { addPage, gridEntries, type BannerSlot, type LoadedPage } from './infinite';

const page = (n: number, ids: number[]): LoadedPage => ({ page: n, items: ids.map((id) => ({ id, node: `card ${id}` })) });
const banner = (key: string, position: number): BannerSlot => ({ key, position, node: `banner ${key}` });
const shape = (entries: ReturnType<typeof gridEntries>) => entries.map((e) => (e.kind === 'banner' ? e.key : `${e.item.id}@${e.page}`));

describe('addPage', () => {
  it('keeps pages in order and replaces a page loaded again', () => {
    const pages = addPage(addPage([page(3, [1])], page(2, [2])), page(4, [3]));
    expect(pages.map((p) => p.page)).toEqual([2, 3, 4]);
    expect(addPage(pages, page(3, [9])).find((p) => p.page === 3)?.items[0]?.id).toBe(9);
  });
});

describe('gridEntries', () => {
  it('inserts banners before the product at their position, counted from page 1', () => {
    const entries = gridEntries([page(1, [1, 2, 3]), page(2, [4, 5, 6])], [banner('b', 2), banner('c', 4)], 3, 5);
    expect(shape(entries)).toEqual(['1@1', '2@1', 'b', '3@1', '4@2', 'c', '5@2', '6@2']);
  });

  it('leaves out banners of pages not loaded (started on page 2)', () => {
    expect(shape(gridEntries([page(2, [4, 5, 6])], [banner('a', 0), banner('c', 4)], 3, 5))).toEqual(['4@2', 'c', '5@2', '6@2']);
  });

  it('shows a product once when it moved to the next page while scrolling', () => {
    expect(shape(gridEntries([page(1, [1, 2]), page(2, [2, 3])], [], 2, 2))).toEqual(['1@1', '2@1', '3@2']);
  });

  it('puts a banner past the last product at the end, once the last page is there', () => {
    expect(shape(gridEntries([page(1, [1, 2])], [banner('end', 10)], 2, 1))).toEqual(['1@1', '2@1', 'end']);
    expect(shape(gridEntries([page(1, [1, 2])], [banner('end', 10)], 2, 3))).toEqual(['1@1', '2@1']);
  });

  it('keeps banners at the same position in position order', () => {
    expect(shape(gridEntries([page(1, [1])], [banner('y', 0), banner('x', 0)], 1, 1))).toEqual(['y', 'x', '1@1']);
  });
});
