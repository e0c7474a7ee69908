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

/**
 * A translate function that remembers the texts asked for by key alone (no count, no values): the
 * resources never change while the process runs, and i18next resolves each call anew (namespace,
 * fallback language, nesting), which a server render asking for hundreds of labels paid for every
 * time. Calls with options go to i18next as before.
 */
export function rememberPlainTexts(t: TFunction): TFunction {
  const plain = new Map<string, string>();
  const translate = (key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return (t as unknown as (...args: unknown[]) => unknown)(key, ...rest);
    let text = plain.get(key);
    if (text === undefined) {
      text = String(t(key));
      plain.set(key, text);
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
