/** The proxy's mark on a page the page cache may keep (host/server/cached-pages.ts reads it). */
export const PAGE_CACHE_HEADER = 'x-shop-page-cache';
