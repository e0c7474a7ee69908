import type { ReactNode } from 'react';

/** A product cell of the grid: its id (to show each product once) and the rendered card. */
export interface GridItem {
  id: number;
  node: ReactNode;
}

/** A promotion banner, rendered on the server as a grid cell (`<li>`), and where it goes. */
export interface BannerSlot {
  key: string;
  /** Index of the product it is inserted before, counted from the first product of page 1. */
  position: number;
  node: ReactNode;
}

export interface LoadedPage {
  page: number;
  items: GridItem[];
}

export type GridEntry =
  | { kind: 'product'; key: string; item: GridItem; page: number; index: number }
  | { kind: 'banner'; key: string; node: ReactNode };

/** Adds (or replaces) a page, keeping the pages in order. */
export function addPage(pages: LoadedPage[], loaded: LoadedPage): LoadedPage[] {
  return [...pages.filter((p) => p.page !== loaded.page), loaded].sort((a, b) => a.page - b.page);
}

/**
 * The cells of the grid: the loaded pages' products in order, each product once (a product that
 * moved to the next page while scrolling is not shown twice), with every banner inserted before
 * the product at its position. A banner past the last product shows once the last page is there.
 */
export function gridEntries(pages: LoadedPage[], banners: BannerSlot[], count: number, lastPage: number): GridEntry[] {
  const entries: GridEntry[] = [];
  const seen = new Set<number>();
  const byPosition = [...banners].sort((a, b) => a.position - b.position);
  let end = 0;
  for (const { page, items } of pages) {
    items.forEach((item, i) => {
      const index = (page - 1) * count + i;
      for (const banner of byPosition) if (banner.position === index) entries.push({ kind: 'banner', key: banner.key, node: banner.node });
      if (seen.has(item.id)) return;
      seen.add(item.id);
      entries.push({ kind: 'product', key: `p${item.id}`, item, page, index });
    });
    end = (page - 1) * count + items.length;
  }
  if (pages.at(-1)?.page === lastPage) {
    for (const banner of byPosition) if (banner.position >= end) entries.push({ kind: 'banner', key: banner.key, node: banner.node });
  }
  return entries;
}
