import { createElement, type ReactNode } from 'react';
import type { Locale } from './domain/locale';
import type { Block } from './api/contract/content';
import { Articles } from './blocks/articles/articles';
import { Catalog } from './blocks/catalog/catalog';
import { Categories } from './blocks/categories/categories';
import { Comparison } from './blocks/comparison/comparison';
import { DiamondKnowledge } from './blocks/diamond-knowledge/diamond-knowledge';
import { Marketing } from './blocks/marketing/marketing';
import { PerfectComplement } from './blocks/perfect-complement/perfect-complement';
import { ProductConfigurator } from './blocks/product-configurator/product-configurator';
import { ProductServices } from './blocks/product-services/product-services';
import { RelatedProducts } from './blocks/related-products/related-products';
import { RichText } from './blocks/rich-text/rich-text';
import { SizeGuide } from './blocks/size-guide/size-guide';
import { SizeToWeight } from './blocks/size-to-weight/size-to-weight';
import { SharedCatalog } from './blocks/shared-catalog/shared-catalog';
import { TopSlider } from './blocks/top-slider/top-slider';
import { CampaignInformationForm } from './blocks/campaign-information-form/campaign-information-form';
import { Contact } from './blocks/contact/contact';
import { QuestionForm } from './blocks/question-form/question-form';
import { Subscription } from './blocks/subscription/subscription';
import { AccordionSection } from './blocks/accordion/accordion';
import { BestSelling } from './blocks/best-selling/best-selling';
import { Entity } from './blocks/entity/entity';
import { Instagram } from './blocks/instagram/instagram';
import { Promoted } from './blocks/promoted/promoted';
import { Quizzes } from './blocks/quizzes/quizzes';
import { RecentlyViewed } from './blocks/recently-viewed/recently-viewed';
import { SaleProduct } from './blocks/sale-product/sale-product';
import { Sales } from './blocks/sales/sales';
import { Slider } from './blocks/slider/slider';
import type { BlockContext, BlockProps } from './blocks/types';
import { Wishlist } from './blocks/wishlist/wishlist';
import { blockIssues } from './blocks/block-issues';
import { blockSchemas, blockTypes, isBlockType, type BlockType } from './block-schemas';
import type { BlockWidth } from './kit/ui/block-frame';

export { blockTypes, isBlockType, type BlockType } from './block-schemas';

interface BlockDefinition {
  component: (props: BlockProps<never>) => ReactNode | Promise<ReactNode>;
  /** How wide the block sits; the renderer wraps it in that frame (`full`: the block sets its own). */
  width: BlockWidth;
  /** Where the composer's palette lists it (kit/admin/composer/block-texts.ts names and describes it). */
  group: BlockGroup;
  /**
   * Rendered at once wherever it stands. Other blocks below a page's first screen are rendered
   * as they near the viewport (BlockFrame's `deferred`), which contains their layout: a block
   * with viewport-fixed parts or its own scroll keeping (the catalogue's listing) cannot be.
   */
  eager?: true;
}

/** The composer palette's groups, in its order. */
export const blockGroups = ['hero', 'products', 'content', 'guides', 'forms', 'lists'] as const;
export type BlockGroup = (typeof blockGroups)[number];

/** Block type -> component, width and palette group: the one place a block's component is registered; a type without an entry does not compile. */
const components = {
  'top-slider': { component: TopSlider, width: 'full', group: 'hero' },
  categories: { component: Categories, width: 'container', group: 'products' },
  'rich-text': { component: RichText, width: 'full', group: 'content' },
  'related-products': { component: RelatedProducts, width: 'container', group: 'products' },
  'product-services': { component: ProductServices, width: 'container', group: 'products' },
  'product-configurator': { component: ProductConfigurator, width: 'container', group: 'products' },
  'perfect-complement': { component: PerfectComplement, width: 'container', group: 'products' },
  'diamond-knowledge': { component: DiamondKnowledge, width: 'container', group: 'guides' },
  catalog: { component: Catalog, width: 'wide', group: 'products', eager: true },
  'shared-catalog': { component: SharedCatalog, width: 'container', group: 'products' },
  marketing: { component: Marketing, width: 'container', group: 'content' },
  wishlist: { component: Wishlist, width: 'container', group: 'lists' },
  comparison: { component: Comparison, width: 'container', group: 'lists' },
  'size-guide': { component: SizeGuide, width: 'container', group: 'guides' },
  'size-to-weight': { component: SizeToWeight, width: 'container', group: 'guides' },
  articles: { component: Articles, width: 'container', group: 'content' },
  subscription: { component: Subscription, width: 'container', group: 'forms' },
  'question-form': { component: QuestionForm, width: 'container', group: 'forms' },
  contact: { component: Contact, width: 'container', group: 'forms' },
  'campaign-information-form': { component: CampaignInformationForm, width: 'container', group: 'forms' },
  accordion: { component: AccordionSection, width: 'text', group: 'content' },
  slider: { component: Slider, width: 'bleed', group: 'hero' },
  promoted: { component: Promoted, width: 'container', group: 'hero' },
  'best-selling': { component: BestSelling, width: 'container', group: 'products' },
  sales: { component: Sales, width: 'container', group: 'products' },
  'sale-product': { component: SaleProduct, width: 'container', group: 'products' },
  'recently-viewed': { component: RecentlyViewed, width: 'container', group: 'products' },
  entity: { component: Entity, width: 'container', group: 'content' },
  instagram: { component: Instagram, width: 'container', group: 'content' },
  quizzes: { component: Quizzes, width: 'container', group: 'guides' },
} satisfies Record<BlockType, BlockDefinition>;

/** Block type -> schema (block-schemas.ts), component, width and group. */
export const registry = Object.fromEntries(blockTypes.map((type) => [type, { ...components[type], schema: blockSchemas[type] }])) as {
  [K in BlockType]: (typeof components)[K] & { schema: (typeof blockSchemas)[K] };
};

export type ResolvedBlock =
  | { ok: true; type: BlockType; width: BlockWidth; eager: boolean; render: (locale: Locale, context?: BlockContext) => ReactNode }
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
  return { ok: true, type: raw.type, width: definition.width, eager: 'eager' in definition && definition.eager === true, render: (locale, context) => createElement(Component, { block: parsed.data, locale, context }) };
}
