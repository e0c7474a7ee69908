/** Spec section 9: pagination shows 3 pages around the current one and 1 at each end. */
export const PAGE_RANGE = 3;
export const PAGE_MARGIN = 1;

export type PageItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };

/**
 * The numbered pages to show: `margin` pages at each end, `range` pages centred on the current
 * one, and gaps between them.
 */
export function pageItems(current: number, last: number, range = PAGE_RANGE, margin = PAGE_MARGIN): PageItem[] {
  if (last < 1) return [];
  const pages = new Set<number>();
  for (let p = 1; p <= Math.min(margin, last); p++) pages.add(p);
  for (let p = Math.max(1, last - margin + 1); p <= last; p++) pages.add(p);
  const start = Math.max(1, Math.min(current - Math.floor(range / 2), last - range + 1));
  for (let p = start; p < start + range && p <= last; p++) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}-${page}` });
    items.push({ kind: 'page', page, current: page === current });
  });
  return items;
}
