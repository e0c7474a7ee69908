import { createElement, type ReactNode } from 'react';
import type { z } from 'zod';
import type { Locale } from './domain/locale';
import type { Block } from './api/contract/content';
import { Articles } from './blocks/articles/articles';
import { articlesBlockSchema } from './blocks/articles/schema';
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
import { CampaignInformationForm } from './blocks/campaign-information-form/campaign-information-form';
import { campaignInformationFormBlockSchema } from './blocks/campaign-information-form/schema';
import { Contact } from './blocks/contact/contact';
import { contactBlockSchema } from './blocks/contact/schema';
import { QuestionForm } from './blocks/question-form/question-form';
import { questionFormBlockSchema } from './blocks/question-form/schema';
import { Subscription } from './blocks/subscription/subscription';
import { subscriptionBlockSchema } from './blocks/subscription/schema';
import { AccordionSection } from './blocks/accordion/accordion';
import { accordionBlockSchema } from './blocks/accordion/schema';
import { BestSelling } from './blocks/best-selling/best-selling';
import { bestSellingBlockSchema } from './blocks/best-selling/schema';
import { Entity } from './blocks/entity/entity';
import { entityBlockSchema } from './blocks/entity/schema';
import { Instagram } from './blocks/instagram/instagram';
import { instagramBlockSchema } from './blocks/instagram/schema';
import { Promoted } from './blocks/promoted/promoted';
import { promotedBlockSchema } from './blocks/promoted/schema';
import { Quizzes } from './blocks/quizzes/quizzes';
import { quizzesBlockSchema } from './blocks/quizzes/schema';
import { RecentlyViewed } from './blocks/recently-viewed/recently-viewed';
import { recentlyViewedBlockSchema } from './blocks/recently-viewed/schema';
import { SaleProduct } from './blocks/sale-product/sale-product';
import { saleProductBlockSchema } from './blocks/sale-product/schema';
import { Sales } from './blocks/sales/sales';
import { salesBlockSchema } from './blocks/sales/schema';
import { Slider } from './blocks/slider/slider';
import { sliderBlockSchema } from './blocks/slider/schema';
import type { BlockContext, BlockProps } from './blocks/types';
import { wishlistBlockSchema } from './blocks/wishlist/schema';
import { Wishlist } from './blocks/wishlist/wishlist';
import { blockIssues } from './blocks/block-issues';
import type { BlockWidth } from './kit/ui/block-frame';

/** The CMS block types this storefront renders. */
export const blockTypes = ['top-slider', 'categories', 'rich-text', 'related-products', 'product-services', 'product-configurator', 'perfect-complement', 'diamond-knowledge', 'catalog', 'shared-catalog', 'marketing', 'wishlist', 'comparison', 'size-guide', 'size-to-weight', 'subscription', 'question-form', 'contact', 'campaign-information-form', 'articles', 'accordion', 'slider', 'promoted', 'best-selling', 'sales', 'sale-product', 'recently-viewed', 'entity', 'instagram', 'quizzes'] as const;
export type BlockType = (typeof blockTypes)[number];

interface BlockDefinition<T extends BlockType> {
  schema: z.ZodType<{ id: number; type: T; data: unknown }>;
  component: (props: BlockProps<never>) => ReactNode | Promise<ReactNode>;
  /** How wide the block sits; the renderer wraps it in that frame (`full`: the block sets its own). */
  width: BlockWidth;
  /** Where the composer's palette lists it (kit/admin/composer/block-texts.ts names and describes it). */
  group: BlockGroup;
}

/** The composer palette's groups, in its order. */
export const blockGroups = ['hero', 'products', 'content', 'guides', 'forms', 'lists'] as const;
export type BlockGroup = (typeof blockGroups)[number];

/**
 * Block type -> schema, component and width: the one place a block is registered. A type without an
 * entry, or an entry whose schema is for another type, does not compile.
 */
export const registry = {
  'top-slider': { schema: topSliderBlockSchema, component: TopSlider, width: 'full', group: 'hero' },
  categories: { schema: categoriesBlockSchema, component: Categories, width: 'container', group: 'products' },
  'rich-text': { schema: richTextBlockSchema, component: RichText, width: 'full', group: 'content' },
  'related-products': { schema: relatedProductsBlockSchema, component: RelatedProducts, width: 'container', group: 'products' },
  'product-services': { schema: productServicesBlockSchema, component: ProductServices, width: 'container', group: 'products' },
  'product-configurator': { schema: productConfiguratorBlockSchema, component: ProductConfigurator, width: 'container', group: 'products' },
  'perfect-complement': { schema: perfectComplementBlockSchema, component: PerfectComplement, width: 'container', group: 'products' },
  'diamond-knowledge': { schema: diamondKnowledgeBlockSchema, component: DiamondKnowledge, width: 'container', group: 'guides' },
  catalog: { schema: catalogBlockSchema, component: Catalog, width: 'wide', group: 'products' },
  'shared-catalog': { schema: sharedCatalogBlockSchema, component: SharedCatalog, width: 'container', group: 'products' },
  marketing: { schema: marketingBlockSchema, component: Marketing, width: 'container', group: 'content' },
  wishlist: { schema: wishlistBlockSchema, component: Wishlist, width: 'container', group: 'lists' },
  comparison: { schema: comparisonBlockSchema, component: Comparison, width: 'container', group: 'lists' },
  'size-guide': { schema: sizeGuideBlockSchema, component: SizeGuide, width: 'container', group: 'guides' },
  'size-to-weight': { schema: sizeToWeightBlockSchema, component: SizeToWeight, width: 'container', group: 'guides' },
  articles: { schema: articlesBlockSchema, component: Articles, width: 'container', group: 'content' },
  subscription: { schema: subscriptionBlockSchema, component: Subscription, width: 'container', group: 'forms' },
  'question-form': { schema: questionFormBlockSchema, component: QuestionForm, width: 'container', group: 'forms' },
  contact: { schema: contactBlockSchema, component: Contact, width: 'container', group: 'forms' },
  'campaign-information-form': { schema: campaignInformationFormBlockSchema, component: CampaignInformationForm, width: 'container', group: 'forms' },
  accordion: { schema: accordionBlockSchema, component: AccordionSection, width: 'text', group: 'content' },
  slider: { schema: sliderBlockSchema, component: Slider, width: 'bleed', group: 'hero' },
  promoted: { schema: promotedBlockSchema, component: Promoted, width: 'container', group: 'hero' },
  'best-selling': { schema: bestSellingBlockSchema, component: BestSelling, width: 'container', group: 'products' },
  sales: { schema: salesBlockSchema, component: Sales, width: 'container', group: 'products' },
  'sale-product': { schema: saleProductBlockSchema, component: SaleProduct, width: 'container', group: 'products' },
  'recently-viewed': { schema: recentlyViewedBlockSchema, component: RecentlyViewed, width: 'container', group: 'products' },
  entity: { schema: entityBlockSchema, component: Entity, width: 'container', group: 'content' },
  instagram: { schema: instagramBlockSchema, component: Instagram, width: 'container', group: 'content' },
  quizzes: { schema: quizzesBlockSchema, component: Quizzes, width: 'container', group: 'guides' },
} satisfies { [K in BlockType]: BlockDefinition<K> };

export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(registry, type);
}

export type ResolvedBlock =
  | { ok: true; type: BlockType; width: BlockWidth; render: (locale: Locale, context?: BlockContext) => ReactNode }
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
  return { ok: true, type: raw.type, width: definition.width, render: (locale, context) => createElement(Component, { block: parsed.data, locale, context }) };
}
