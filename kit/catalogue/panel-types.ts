import type { FilterKey } from '../../domain/catalogue/url';

/** One value of a filter group, as the panel shows it. */
export interface FilterOption {
  slug: string;
  label: string;
  /** Sub-heading the value sits under (materials: their material category). */
  section?: string;
  /** A colour swatch (materials). */
  swatch?: string;
}

export interface FilterGroupData {
  key: FilterKey;
  label: string;
  options: FilterOption[];
}

/** Everything the filter panel shows, built on the server from `/filters` (plain data for the islands). */
export interface PanelData {
  groups: FilterGroupData[];
  staticLinks: { title: string; links: { label: string; href: string }[] } | null;
  /** `value` is the URL's `sortBy`; '' is the default order. */
  sortOptions: { value: string; label: string }[];
}

export interface PanelLabels {
  filters: string;
  sorting: string;
  price: string;
  priceFrom: string;
  priceTo: string;
  priceApply: string;
  showMore: string;
  showLess: string;
  resetAll: string;
  /** "# gekozen": `#` is replaced by the number. */
  chosen: string;
}
