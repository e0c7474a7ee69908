import type { z } from 'zod';
import { accordionBlockSchema } from './blocks/accordion/schema';
import { articlesBlockSchema } from './blocks/articles/schema';
import { bestSellingBlockSchema } from './blocks/best-selling/schema';
import { campaignInformationFormBlockSchema } from './blocks/campaign-information-form/schema';
import { catalogBlockSchema } from './blocks/catalog/schema';
import { categoriesBlockSchema } from './blocks/categories/schema';
import { comparisonBlockSchema } from './blocks/comparison/schema';
import { contactBlockSchema } from './blocks/contact/schema';
import { diamondKnowledgeBlockSchema } from './blocks/diamond-knowledge/schema';
import { entityBlockSchema } from './blocks/entity/schema';
import { instagramBlockSchema } from './blocks/instagram/schema';
import { marketingBlockSchema } from './blocks/marketing/schema';
import { perfectComplementBlockSchema } from './blocks/perfect-complement/schema';
import { productConfiguratorBlockSchema } from './blocks/product-configurator/schema';
import { productServicesBlockSchema } from './blocks/product-services/schema';
import { promotedBlockSchema } from './blocks/promoted/schema';
import { questionFormBlockSchema } from './blocks/question-form/schema';
import { quizzesBlockSchema } from './blocks/quizzes/schema';
import { recentlyViewedBlockSchema } from './blocks/recently-viewed/schema';
import { relatedProductsBlockSchema } from './blocks/related-products/schema';
import { richTextBlockSchema } from './blocks/rich-text/schema';
import { saleProductBlockSchema } from './blocks/sale-product/schema';
import { salesBlockSchema } from './blocks/sales/schema';
import { sharedCatalogBlockSchema } from './blocks/shared-catalog/schema';
import { sizeGuideBlockSchema } from './blocks/size-guide/schema';
import { sizeToWeightBlockSchema } from './blocks/size-to-weight/schema';
import { sliderBlockSchema } from './blocks/slider/schema';
import { subscriptionBlockSchema } from './blocks/subscription/schema';
import { topSliderBlockSchema } from './blocks/top-slider/schema';
import { wishlistBlockSchema } from './blocks/wishlist/schema';

/**
 * The CMS block types this storefront renders, and each type's schema: what the server checks a
 * block against without rendering it (the composer's check of a block, the footer's newsletter
 * block). Only the blocks' schemas are imported here, never their components: a module the
 * in-process API or a layout imports would otherwise bring every block's client code into every
 * page's first-load JavaScript. registry.ts adds the components.
 */
export const blockTypes = ['top-slider', 'categories', 'rich-text', 'related-products', 'product-services', 'product-configurator', 'perfect-complement', 'diamond-knowledge', 'catalog', 'shared-catalog', 'marketing', 'wishlist', 'comparison', 'size-guide', 'size-to-weight', 'subscription', 'question-form', 'contact', 'campaign-information-form', 'articles', 'accordion', 'slider', 'promoted', 'best-selling', 'sales', 'sale-product', 'recently-viewed', 'entity', 'instagram', 'quizzes'] as const;
export type BlockType = (typeof blockTypes)[number];

/** Block type -> schema; a type without an entry, or an entry whose schema is for another type, does not compile. */
export const blockSchemas = {
  'top-slider': topSliderBlockSchema,
  categories: categoriesBlockSchema,
  'rich-text': richTextBlockSchema,
  'related-products': relatedProductsBlockSchema,
  'product-services': productServicesBlockSchema,
  'product-configurator': productConfiguratorBlockSchema,
  'perfect-complement': perfectComplementBlockSchema,
  'diamond-knowledge': diamondKnowledgeBlockSchema,
  catalog: catalogBlockSchema,
  'shared-catalog': sharedCatalogBlockSchema,
  marketing: marketingBlockSchema,
  wishlist: wishlistBlockSchema,
  comparison: comparisonBlockSchema,
  'size-guide': sizeGuideBlockSchema,
  'size-to-weight': sizeToWeightBlockSchema,
  articles: articlesBlockSchema,
  subscription: subscriptionBlockSchema,
  'question-form': questionFormBlockSchema,
  contact: contactBlockSchema,
  'campaign-information-form': campaignInformationFormBlockSchema,
  accordion: accordionBlockSchema,
  slider: sliderBlockSchema,
  promoted: promotedBlockSchema,
  'best-selling': bestSellingBlockSchema,
  sales: salesBlockSchema,
  'sale-product': saleProductBlockSchema,
  'recently-viewed': recentlyViewedBlockSchema,
  entity: entityBlockSchema,
  instagram: instagramBlockSchema,
  quizzes: quizzesBlockSchema,
} satisfies { [K in BlockType]: z.ZodType<{ id: number; type: K; data: unknown }> };

export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockSchemas, type);
}
