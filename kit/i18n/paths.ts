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
