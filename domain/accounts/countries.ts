import { countryNames, shippingCountries, type ShippingCountry } from './account-rules';

/** The language each country's own name is written in (the `lang` of its option, for screen readers). */
export const countryLanguage: Record<ShippingCountry, string> = {
  CZ: 'cs', AT: 'de', BE: 'nl', BG: 'bg', DE: 'de', DK: 'da', EE: 'et', EL: 'el', ES: 'es', FI: 'fi', FR: 'fr', HR: 'hr',
  HU: 'hu', IT: 'it', LT: 'lt', LU: 'lb', LV: 'lv', NL: 'nl', PL: 'pl', PT: 'pt', RO: 'ro', SE: 'sv', SI: 'sl', SK: 'sk',
};

/** The shop's home country: first in the list and the default of a new address. */
export const HOME_COUNTRY: ShippingCountry = 'NL';

// Made on first use: building a collator loads ICU's collation data (about 18 ms on a slow phone
// at start-up), and this module is in the first-load JS of every page through the cart's rules.
let collator: Intl.Collator | undefined;

/**
 * The 24 shipping countries as the address form offers them (spec section 3): each in its own
 * language, the Netherlands first, then alphabetical by the name shown — Latin script before Greek
 * and Cyrillic, accents ignored (Česko under C, Österreich under O).
 */
export function countryOptions(): { value: ShippingCountry; label: string; lang: string }[] {
  collator ??= new Intl.Collator('en', { sensitivity: 'base' });
  const { compare } = collator;
  const rest = shippingCountries.filter((code) => code !== HOME_COUNTRY).sort((a, b) => compare(countryNames[a], countryNames[b]));
  return [HOME_COUNTRY, ...rest].map((code) => ({ value: code, label: countryNames[code], lang: countryLanguage[code] }));
}
