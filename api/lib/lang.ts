import { defaultLocale, isLocale, type Locale } from '../../domain/locale';
import { isValidationLanguage, type ValidationLanguage } from '../../domain/messages/validation-messages';

/**
 * Reads the requested language from the `lang` query, then the `lang` header, then
 * Accept-Language (by quality). Returns the first candidate; callers narrow it.
 */
export function requestedLanguages(url: URL, headers: Headers): string[] {
  const out: string[] = [];
  const push = (value: string | null | undefined) => {
    const code = value?.trim().toLowerCase().split(/[-_]/)[0];
    if (code && /^[a-z]{2,3}$/.test(code)) out.push(code);
  };
  push(url.searchParams.get('lang'));
  push(headers.get('lang'));
  const accept = headers.get('accept-language');
  if (accept) {
    accept
      .split(',')
      .map((part) => {
        const [tag, ...params] = part.trim().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return { tag, q: q ? Number(q.slice(2)) || 0 : 1 };
      })
      .filter((entry) => entry.q > 0)
      .sort((a, b) => b.q - a.q)
      .forEach((entry) => push(entry.tag));
  }
  return out;
}

/** The content language: the first requested shop language, else nl. */
export function contentLocale(requested: string[]): Locale {
  return requested.find(isLocale) ?? defaultLocale;
}

/** The language for validation texts, which exist in more languages than the content. */
export function validationLanguage(requested: string[]): ValidationLanguage {
  return requested.find(isValidationLanguage) ?? defaultLocale;
}
