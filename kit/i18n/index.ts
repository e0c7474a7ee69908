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

/** The translate function for a language, for server components and plain code. */
export function getT(locale: Locale): TFunction {
  let t = translators.get(locale);
  if (!t) {
    t = createI18n(locale).t;
    translators.set(locale, t);
  }
  return t;
}
