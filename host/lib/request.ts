import { headers } from 'next/headers';
import { defaultLocale, isLocale, type Locale } from '../../domain/locale';

/** The route's locale parameter, narrowed (the proxy only ever rewrites to nl or en). */
export async function localeOf(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : defaultLocale;
}

/** The requested path without locale prefix, as the proxy saw it. */
export async function currentPath(): Promise<string> {
  return (await headers()).get('x-shop-path') ?? '/';
}

/** The locale of the current request, for components without route params (not-found pages). */
export async function currentLocale(): Promise<Locale> {
  const value = (await headers()).get('x-shop-locale');
  return isLocale(value) ? value : defaultLocale;
}
