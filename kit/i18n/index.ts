import i18next, { type i18n, type TFunction } from 'i18next';
import { defaultLocale, type Locale } from '../../domain/locale';
import { validationMessages } from '../../domain/messages/validation-messages';
import { en } from './messages/en';
import { nl } from './messages/nl';

export type { Messages } from './messages/nl';

/** i18next resources: shop copy per language plus the validation texts shared with the API. */
export const resources = {
  nl: { translation: nl, validation: validationMessages.nl },
  en: { translation: en, validation: validationMessages.en },
} as const;

/** A fresh, synchronously initialised i18next instance for one language. */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: defaultLocale,
    resources,
    ns: ['translation', 'validation'],
    defaultNS: 'translation',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

const translators = new Map<Locale, TFunction>();

const WITH_VALUES_MAX_ENTRIES = 5_000;

/** Options made of plain values only (a `replace` of plain values too), as one key; else undefined. */
function valuesKey(options: unknown): string | undefined {
  if (!options || typeof options !== 'object' || Array.isArray(options)) return undefined;
  for (const [name, value] of Object.entries(options)) {
    if (name === 'replace' && valuesKey(value) !== undefined) continue;
    if (value === undefined || (typeof value === 'object' && value !== null) || typeof value === 'function') return undefined;
  }
  return JSON.stringify(options);
}

/**
 * A translate function that remembers its texts: the resources never change while the process
 * runs, and i18next resolves each call anew (namespace, fallback language, nesting, plural rules,
 * interpolation), which a server render asking for hundreds of labels paid for every time. Texts
 * asked for by key alone are all kept; those with plain values (a count, a name) up to 5 000,
 * the oldest dropped first. Calls with anything else (objects, functions) go to i18next each time.
 */
export function rememberPlainTexts(t: TFunction): TFunction {
  const plain = new Map<string, string>();
  const withValues = new Map<string, string>();
  const call = t as unknown as (...args: unknown[]) => unknown;
  const translate = (key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string' || rest.length > 1) return call(key, ...rest);
    if (rest.length === 0) {
      let text = plain.get(key);
      if (text === undefined) {
        text = String(t(key));
        plain.set(key, text);
      }
      return text;
    }
    const values = valuesKey(rest[0]);
    if (values === undefined) return call(key, ...rest);
    const memo = `${key}\u0000${values}`;
    let text = withValues.get(memo);
    if (text === undefined) {
      const result = call(key, rest[0]);
      if (typeof result !== 'string') return result;
      text = result;
      if (withValues.size >= WITH_VALUES_MAX_ENTRIES) withValues.delete(withValues.keys().next().value!);
      withValues.set(memo, text);
    }
    return text;
  };
  return translate as unknown as TFunction;
}

/** The translate function for a language, for server components and plain code. */
export function getT(locale: Locale): TFunction {
  let t = translators.get(locale);
  if (!t) {
    t = rememberPlainTexts(createI18n(locale).t);
    translators.set(locale, t);
  }
  return t;
}
