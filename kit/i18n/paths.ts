import type { Locale } from '../../domain/locale';
import { localizePath } from '../../domain/content/shop-paths';

export { localizePath };

/** Longest redirect kept: a real path of the shop is far shorter. */
const REDIRECT_MAX_LENGTH = 2048;

/** Whether a path stays on the site as a browser reads it: one `/`, then not `/` or `\` (also percent-encoded). */
const onSite = (path: string) => path.startsWith('/') && !/^\/(?:[/\\]|%2f|%5c)/i.test(path);

/**
 * Where sign-in goes afterwards: the `redirect` query when it is a path on this site, else the
 * home page of the language. The check runs on the path as given and again on the path after
 * normalising (dot segments, `%2e`), which is what is returned: `/..//evil.test` and
 * `/%2e%2e//evil.test` normalise to `//evil.test` and are refused. Browsers read `\` as `/` and
 * drop tabs and newlines, so backslashes and control characters are refused too, also
 * percent-encoded (a router that decodes once more must not meet them either).
 */
export function safeRedirect(value: string | string[] | null | undefined, locale: Locale): string {
  const home = localizePath('/', locale);
  if (typeof value !== 'string' || value.length > REDIRECT_MAX_LENGTH || !onSite(value)) return home;
  if (/[\\\u0000-\u001f\u007f]|%(?:[01][0-9a-f]|7f|5c)/i.test(value)) return home;
  const base = 'http://shop.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return home;
  }
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === base && onSite(normalised) ? normalised : home;
}

/** The same page in another language (for the language switcher). */
export function pathInLocale(path: string, locale: Locale): string {
  return `${path}${path.includes('?') ? '&' : '?'}userLocale=${locale}`;
}
