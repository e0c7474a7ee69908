import type { Locale } from '../domain/locale';
import type { Product } from '../api/contract/products';
import type { ApiClient } from '../kit/data/client';
import type { SystemEntity, SystemEntityType } from '../kit/data/system-entities';

/**
 * What the page around a block knows: the URL's query, the route's parameters (a collection
 * slug on /catalog/{slug}), the product on a product page, and the API client for this request
 * (server side). Blocks read data through it, never with fetch.
 */
export interface BlockContext {
  api: ApiClient;
  /** The path without locale prefix, e.g. `/catalog/aurora`. */
  path: string;
  searchParams: Record<string, string | string[] | undefined>;
  params: { slug?: string };
  product?: Product;
  /** The API's reference lists (`/system-entities/{type}`); absent where a page has no API. */
  systemEntities?: (type: SystemEntityType) => Promise<SystemEntity[]>;
}

/** What the page renderer hands every block component: its parsed block, the page's language and context. */
export interface BlockProps<B> {
  block: B;
  locale: Locale;
  /** Absent in Storybook for blocks that need no data. */
  context?: BlockContext;
}
