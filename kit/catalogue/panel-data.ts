import type { TFunction } from 'i18next';
import type { Filters } from '../../api/contract/catalog';
import type { Locale } from '../../domain/locale';
import { localizePath } from '../i18n/paths';
import type { FilterGroupData, PanelData, PanelLabels } from './panel-types';

/** The sort options of the panel (spec section 2): '' is the default order. */
export const SORT_OPTIONS = [
  { value: '', key: 'sortRecommended' },
  { value: 'cost|asc', key: 'sortPriceAsc' },
  { value: 'cost|desc', key: 'sortPriceDesc' },
  { value: 'created_at|desc', key: 'sortNewest' },
  { value: 'title|asc', key: 'sortName' },
] as const;

interface PanelOptions {
  locale: Locale;
  /** A collection's listing: no collection group, and only values that occur in the collection. */
  collectionId?: number;
}

const bySort = <T extends { sort_order: number }>(list: T[]) => [...list].sort((a, b) => a.sort_order - b.sort_order);

/**
 * The filter panel's content from `/filters`: collections, categories, materials grouped by
 * material category, stones, head styles and stone shapes, each by sort_order; the static links
 * (localised) and the sort options.
 */
export function buildPanelData(filters: Filters, t: TFunction, { locale, collectionId }: PanelOptions): PanelData {
  const inCollection = (item: { collections: number[] }) => collectionId === undefined || item.collections.includes(collectionId);
  const categoryOf = new Map(filters.material_categories.map((category) => [category.id, category] as const));
  const materials = bySort(filters.materials.filter(inCollection)).sort(
    (a, b) => (categoryOf.get(a.material_category_id ?? -1)?.sort_order ?? 999) - (categoryOf.get(b.material_category_id ?? -1)?.sort_order ?? 999),
  );
  const plain = (list: { slug: string; title: string; sort_order: number }[]) => bySort(list).map((item) => ({ slug: item.slug, label: item.title }));

  const groups: FilterGroupData[] = [
    { key: 'collections', label: t('catalog.groupCollections'), options: collectionId === undefined ? plain(filters.collections) : [] },
    { key: 'categories', label: t('catalog.groupCategories'), options: plain(filters.categories.filter(inCollection)) },
    {
      key: 'materials',
      label: t('catalog.groupMaterials'),
      options: materials.map((material) => ({
        slug: material.slug,
        label: material.title,
        section: categoryOf.get(material.material_category_id ?? -1)?.title,
        swatch: material.color,
      })),
    },
    { key: 'stones', label: t('catalog.groupStones'), options: plain(filters.stones) },
    { key: 'head_styles', label: t('catalog.groupHeadStyles'), options: plain(filters.head_styles) },
    { key: 'stone_shapes', label: t('catalog.groupStoneShapes'), options: plain(filters.stone_shapes) },
  ];

  return {
    groups: groups.filter((group) => group.options.length > 0),
    staticLinks: filters.static_filters.length
      ? { title: filters.static_filters_title, links: filters.static_filters.map((link) => ({ label: link.label, href: localizePath(link.url, locale) })) }
      : null,
    sortOptions: SORT_OPTIONS.map((option) => ({ value: option.value, label: t(`catalog.${option.key}`) })),
  };
}

export function panelLabels(t: TFunction): PanelLabels {
  return {
    filters: t('catalog.filterPanel'),
    sorting: t('catalog.sorting'),
    price: t('catalog.groupPrice'),
    priceFrom: t('catalog.priceFrom'),
    priceTo: t('catalog.priceTo'),
    priceApply: t('catalog.priceApply'),
    showMore: t('catalog.showMore'),
    showLess: t('catalog.showLess'),
    resetAll: t('catalog.resetAll'),
    chosen: t('catalog.chosen', { n: '#' }),
  };
}
