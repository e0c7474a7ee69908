import { describe, expect, it } from 'vitest';
import { siteJsonLd } from './site-structured-data';

const settings = {
  company_name: 'Juwelier Aurum',
  company_address: { email_address: 'info@aurum.test', phone_number: '+31 20 123 4567', address_line_1: 'Prinsengracht 1', address_line_2: null, city: 'Amsterdam', state: null, country: 'NL', zip: '1015 AA' },
};

describe('siteJsonLd', () => {
  it('describes the shop as an Organization and the WebSite with a search on the catalogue', () => {
    const data = siteJsonLd(settings, { origin: 'https://aurum.test', homeUrl: 'https://aurum.test/en', catalogUrl: 'https://aurum.test/en/catalog', logoUrl: 'https://aurum.test/logo.svg', locale: 'en' });
    const [organization, website] = data['@graph'];
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Juwelier Aurum', url: 'https://aurum.test/en', logo: 'https://aurum.test/logo.svg', email: 'info@aurum.test', telephone: '+31 20 123 4567' });
    expect(organization.address).toEqual({ '@type': 'PostalAddress', streetAddress: 'Prinsengracht 1', addressLocality: 'Amsterdam', postalCode: '1015 AA', addressCountry: 'NL' });
    expect(website.potentialAction.target.urlTemplate).toBe('https://aurum.test/en/catalog?search={search_term_string}');
    expect(website.potentialAction['query-input']).toBe('required name=search_term_string');
    expect(website.publisher).toEqual({ '@id': 'https://aurum.test/#organization' });
  });
});
