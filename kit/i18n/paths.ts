import { defaultLocale, type Locale } from '../../domain/locale';

/**
 * Puts the language prefix in front of a shop path: nl (the default) has none, other
 * languages get `/<locale>`. Absolute and protocol-relative URLs are returned untouched.
 */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale || !path.startsWith('/') || path.startsWith('//')) return path;
  const prefix = `/${locale}`;
  // '/' becomes '/en', and so do '/?q=…' and '/#top' (no trailing slash before the query).
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return prefix + path.slice(1);
  return prefix + path;
}

/**
 * Where sign-in goes afterwards: the `redirect` query when it is a path on this site (one leading
 * `/`, not `//` or `/\`, no control characters or backslashes), else the home page of the language.
 */
export function safeRedirect(value: string | string[] | null | undefined, locale: Locale): string {
  const home = localizePath('/', locale);
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return home;
  // Browsers read `\` as `/` and drop tabs and newlines: `/\evil.test` and `/\t/evil.test` leave the site.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return home;
  const base = 'http://shop.invalid';
  try {
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : home;
  } catch {
    return home;
  }
}

/** The same page in another language (for the language switcher). */
export function pathInLocale(path: string, locale: Locale): string {
  return `${path}${path.includes('?') ? '&' : '?'}userLocale=${locale}`;
}
