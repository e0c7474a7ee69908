import { describe, expect, it } from 'vitest';
import { shippingCountries } from './account-rules';
import { countryOptions } from './countries';

describe('countryOptions', () => {
  it('offers all 24 countries once, the Netherlands first, the rest by their own name', () => {
    const options = countryOptions();
    expect(options).toHaveLength(24);
    expect(new Set(options.map((o) => o.value))).toEqual(new Set(shippingCountries));
    expect(options[0]).toEqual({ value: 'NL', label: 'Nederland', lang: 'nl' });
    expect(options.slice(1).map((o) => o.label)).toEqual([
      'België / Belgique', 'Česko', 'Danmark', 'Deutschland', 'Eesti', 'España', 'France', 'Hrvatska', 'Italia', 'Latvija',
      'Lëtzebuerg', 'Lietuva', 'Magyarország', 'Österreich', 'Polska', 'Portugal', 'România', 'Slovenija', 'Slovensko', 'Suomi',
      'Sverige', 'Ελλάδα', 'България',
    ]);
  });

  it('labels each option with the language of its name', () => {
    const byCode = Object.fromEntries(countryOptions().map((o) => [o.value, o.lang]));
    expect(byCode).toMatchObject({ DE: 'de', EL: 'el', BG: 'bg', SE: 'sv', LU: 'lb' });
  });
});
