import { createElement, type ReactNode } from 'react';
import type { z } from 'zod';
import type { Locale } from './api/contract/common';
import type { Block } from './api/contract/content';
import { Catalog } from './blocks/catalog/catalog';
import { catalogBlockSchema } from './blocks/catalog/schema';
import { Categories } from './blocks/categories/categories';
import { Comparison } from './blocks/comparison/comparison';
import { comparisonBlockSchema } from './blocks/comparison/schema';
import { categoriesBlockSchema } from './blocks/categories/schema';
import { DiamondKnowledge } from './blocks/diamond-knowledge/diamond-knowledge';
import { diamondKnowledgeBlockSchema } from './blocks/diamond-knowledge/schema';
import { Marketing } from './blocks/marketing/marketing';
import { marketingBlockSchema } from './blocks/marketing/schema';
import { PerfectComplement } from './blocks/perfect-complement/perfect-complement';
import { perfectComplementBlockSchema } from './blocks/perfect-complement/schema';
import { ProductConfigurator } from './blocks/product-configurator/product-configurator';
import { productConfiguratorBlockSchema } from './blocks/product-configurator/schema';
import { ProductServices } from './blocks/product-services/product-services';
import { productServicesBlockSchema } from './blocks/product-services/schema';
import { RelatedProducts } from './blocks/related-products/related-products';
import { relatedProductsBlockSchema } from './blocks/related-products/schema';
import { RichText } from './blocks/rich-text/rich-text';
import { richTextBlockSchema } from './blocks/rich-text/schema';
import { sharedCatalogBlockSchema } from './blocks/shared-catalog/schema';
import { sizeGuideBlockSchema } from './blocks/size-guide/schema';
import { SizeGuide } from './blocks/size-guide/size-guide';
import { sizeToWeightBlockSchema } from './blocks/size-to-weight/schema';
import { SizeToWeight } from './blocks/size-to-weight/size-to-weight';
import { SharedCatalog } from './blocks/shared-catalog/shared-catalog';
import { topSliderBlockSchema } from './blocks/top-slider/schema';
import { TopSlider } from './blocks/top-slider/top-slider';
import type { BlockContext, BlockProps } from './blocks/types';
import { wishlistBlockSchema } from './blocks/wishlist/schema';
import { Wishlist } from './blocks/wishlist/wishlist';
import { blockIssues } from './kit/rules/block-issues';

/** The CMS block types this storefront renders. */
export const blockTypes = ['top-slider', 'categories', 'rich-text', 'related-products', 'product-services', 'product-configurator', 'perfect-complement', 'diamond-knowledge', 'catalog', 'shared-catalog', 'marketing', 'wishlist', 'comparison', 'size-guide', 'size-to-weight'] as const;
export type BlockType = (typeof blockTypes)[number];

interface BlockDefinition<T extends BlockType> {
  schema: z.ZodType<{ id: number; type: T; data: unknown }>;
  component: (props: BlockProps<never>) => ReactNode | Promise<ReactNode>;
}

/**
 * Block type -> schema and component: the one place a block is registered. A type without an
 * entry, or an entry whose schema is for another type, does not compile.
 */
export const registry = {
  'top-slider': { schema: topSliderBlockSchema, component: TopSlider },
  categories: { schema: categoriesBlockSchema, component: Categories },
  'rich-text': { schema: richTextBlockSchema, component: RichText },
  'related-products': { schema: relatedProductsBlockSchema, component: RelatedProducts },
  'product-services': { schema: productServicesBlockSchema, component: ProductServices },
  'product-configurator': { schema: productConfiguratorBlockSchema, component: ProductConfigurator },
  'perfect-complement': { schema: perfectComplementBlockSchema, component: PerfectComplement },
  'diamond-knowledge': { schema: diamondKnowledgeBlockSchema, component: DiamondKnowledge },
  catalog: { schema: catalogBlockSchema, component: Catalog },
  'shared-catalog': { schema: sharedCatalogBlockSchema, component: SharedCatalog },
  marketing: { schema: marketingBlockSchema, component: Marketing },
  wishlist: { schema: wishlistBlockSchema, component: Wishlist },
  comparison: { schema: comparisonBlockSchema, component: Comparison },
  'size-guide': { schema: sizeGuideBlockSchema, component: SizeGuide },
  'size-to-weight': { schema: sizeToWeightBlockSchema, component: SizeToWeight },
} satisfies { [K in BlockType]: BlockDefinition<K> };

export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(registry, type);
}

export type ResolvedBlock =
  | { ok: true; type: BlockType; render: (locale: Locale, context?: BlockContext) => ReactNode }
  | { ok: false; issues: string[] };

/** Checks a block from the CMS against its type's schema; unknown or invalid blocks are not rendered. */
export function resolveBlock(raw: Block): ResolvedBlock {
  if (!isBlockType(raw.type)) return { ok: false, issues: [`unknown block type "${raw.type}"`] };
  const definition = registry[raw.type];
  const parsed = definition.schema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, issues: blockIssues(parsed.error) };
  }
  const Component = definition.component as (props: BlockProps<unknown>) => ReactNode;
  return { ok: true, type: raw.type, render: (locale, context) => createElement(Component, { block: parsed.data, locale, context }) };
}
