import type { Filters } from '../../api/contract/catalog';
import type { Product } from '../../api/contract/products';
import { listedCategory } from '../../domain/catalogue/product-categories';
import type { FilterKey } from '../../domain/catalogue/url';
import type { ProductConfiguratorBlock } from './schema';

/** The steps in the order a jeweller asks: setting, stone shape, metal. Named as the catalogue's URL keys. */
export const stepKeys = ['head_styles', 'stone_shapes', 'materials'] as const satisfies readonly FilterKey[];
export type StepKey = (typeof stepKeys)[number];

export interface StepOption {
  slug: string;
  /** What the catalogue API filters by. */
  sku: string;
  title: string;
  /** Swatch colour of a metal. */
  color?: string;
}

export interface ConfiguratorStep {
  key: StepKey;
  options: StepOption[];
  /** Slug of the preselected option; '' is "no preference". */
  selected: string;
}

type Category = Filters['categories'][number];

/** The catalogue's category: the block's own, else the product's first listed one; only when `/filters` knows it. */
export function catalogCategory(block: ProductConfiguratorBlock, product: Product, filters: Filters): Category | undefined {
  const slug = block.data.catalog_category ?? listedCategory(product.categories, block.data.category_slugs)?.slug;
  return filters.categories.find((category) => category.slug === slug);
}

/** The product's own values for each step; its default configuration's metal first. */
function ownValues(product: Product): Record<StepKey, string[]> {
  const metalId = product.default_config?.material_id;
  const metals = [...product.materials].sort((a, b) => Number(b.id === metalId) - Number(a.id === metalId));
  return {
    head_styles: product.head_styles.map((item) => item.slug),
    stone_shapes: product.stone_shapes.map((item) => item.slug),
    materials: metals.map((item) => item.slug),
  };
}

/**
 * The steps from `/filters`, each ordered by sort_order and preselected with the product's own
 * value when it has one. Metals are those with products in the category; empty steps are left out.
 */
export function configuratorSteps(filters: Filters, product: Product, category?: Category): ConfiguratorStep[] {
  const lists: Record<StepKey, (Filters['head_styles'][number] & { color?: string })[]> = {
    head_styles: filters.head_styles,
    stone_shapes: filters.stone_shapes,
    materials: filters.materials.filter((material) => !category || material.categories.includes(category.id)),
  };
  const own = ownValues(product);
  return stepKeys
    .map((key) => {
      const options = [...lists[key]]
        .sort((a, b) => a.sort_order - b.sort_order)
        .map(({ slug, sku, title, color }) => ({ slug, sku, title, ...(color ? { color } : {}) }));
      const selected = own[key].find((value) => options.some((option) => option.slug === value)) ?? '';
      return { key, options, selected };
    })
    .filter((step) => step.options.length > 0);
}
