import { locales } from '../locale';

/**
 * Which pages a popup or a campaign is for (spec section 4 "Popups": a campaign popup matches the
 * page or has no page limit). Shared by the API and the storefront; plain functions, no zod.
 */

/** Spec section 3 "Popup frequency" (campaigns use the same values). */
export const POPUP_FREQUENCY = { ONCE: 1, EACH_PAGE_REFRESH: 2, EACH_PAGE_VIEW: 3, PER_DAY: 4 } as const;

/** Longest `url` the popups call accepts. */
export const POPUP_URL_MAX_LENGTH = 2048;

/**
 * The shop path a page link or an address stands for: the path of an absolute URL, without query,
 * hash, locale prefix (`/en/catalog` is `/catalog`) and trailing slash; `/` for the home page.
 */
export function shopPathOf(url: string): string {
  let path = url.trim();
  if (!path.startsWith('/')) {
    try {
      path = new URL(path).pathname;
    } catch {
      return '/';
    }
  }
  path = path.replace(/[?#].*$/, '');
  const [, first] = path.split('/');
  if (first && (locales as readonly string[]).includes(first)) path = path.slice(first.length + 1) || '/';
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  return path;
}

/**
 * Whether a list of page links covers a path: an empty list covers every page, otherwise a link
 * must name the same shop path (the rule of domain/content/popups.ts, which filters the answer again).
 */
export function pageMatches(pageLinks: readonly string[], path: string): boolean {
  if (pageLinks.length === 0) return true;
  const target = shopPathOf(path);
  return pageLinks.some((link) => shopPathOf(link) === target);
}
