import type { Context } from 'hono';

/**
 * What a read answer was made of, as cache tags (the host's page cache keeps a page until a tag of
 * one of the answers it was built from is announced: api/db/migrations/0014_page_cache_notify.sql).
 * An answer without this header is personal or uncached, and a page that reads one is not stored.
 *
 * Tags: `settings`, `page`, `posts`, `collection`, `catalog` (which products listings hold, their
 * order and cards), `taxonomy` (materials, categories, stones…), `product:<id>` (anything of the
 * product a card or page shows) and `stock:<id>` (its stock, which only its own page shows in
 * full: a card shows only "sold out", announced as `product:<id>`; migration 0015).
 */
export const CACHE_TAGS_HEADER = 'x-cache-tags';

/** The channel the database announces changes on, one NOTIFY per tag list (migration 0014). */
export const CACHE_CHANNEL = 'shop_cache';

/** A tag that stands for many: every product, every listing and the taxonomy. */
export const EVERY_PRODUCT = 'product:*';

/** The tags a NOTIFY payload announces (`product:1,2,3` is three products, `stock:4,5` two stocks). */
export function announcedTags(payload: string): string[] {
  const [kind, list] = payload.split(':', 2);
  if ((kind === 'product' || kind === 'stock') && list && list !== '*') return list.split(',').filter(Boolean).map((id) => `${kind}:${id}`);
  return payload ? [payload] : [];
}

/** Whether the announcement of `announced` drops what was kept under `tag` (`*` drops all). */
export function isAffected(tag: string, announced: string): boolean {
  if (announced === '*' || announced === tag) return true;
  return announced === EVERY_PRODUCT && (tag.startsWith('product:') || tag === 'catalog' || tag === 'taxonomy');
}

/** Adds tags to the answer's X-Cache-Tags. */
export function tagAnswer(c: Context, ...tags: string[]): void {
  const current = c.res.headers.get(CACHE_TAGS_HEADER);
  const all = new Set([...(current ? current.split(',') : []), ...tags]);
  c.header(CACHE_TAGS_HEADER, [...all].join(','));
}

/** The tags of answers that show these products (as cards, or in full). */
export const productTags = (products: readonly { id: number }[]) => products.map((product) => `product:${product.id}`);

/** What a product's stock alone is tagged with (a sale announces it: migration 0015). */
export const STOCK_TAG_PREFIX = 'stock:';

/** The tag of an answer that shows a product's stock in full (its page, a configuration). */
export const stockTag = (productId: number) => `${STOCK_TAG_PREFIX}${productId}`;
