import type { SiteSettings } from '../../api/contract/settings';

export interface SiteJsonLdOptions {
  /** The shop's origin (`https://www.juwelier.nl`). */
  origin: string;
  /** Absolute URL of the home page in the page's language. */
  homeUrl: string;
  /** Absolute URL of the catalogue in the page's language; `{search_term_string}` is appended as `?search=`. */
  catalogUrl: string;
  /** Absolute URL of the logo, when the shop has one. */
  logoUrl?: string;
  locale: string;
}

/**
 * The home page's structured data: the shop as an Organization (name, address, how to reach it,
 * logo) and the WebSite with its search (a SearchAction on the catalogue's `?search=`), so a
 * search engine can offer the shop's own search box.
 */
export function siteJsonLd(settings: Pick<SiteSettings, 'company_name' | 'company_address'>, { origin, homeUrl, catalogUrl, logoUrl, locale }: SiteJsonLdOptions) {
  const address = settings.company_address;
  const organization = {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: settings.company_name,
    url: homeUrl,
    ...(logoUrl ? { logo: logoUrl } : {}),
    ...(address.email_address ? { email: address.email_address } : {}),
    ...(address.phone_number ? { telephone: address.phone_number } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: [address.address_line_1, address.address_line_2].filter(Boolean).join(', '),
      addressLocality: address.city,
      ...(address.state ? { addressRegion: address.state } : {}),
      postalCode: address.zip,
      addressCountry: address.country,
    },
  };
  const search = new URL(catalogUrl);
  search.searchParams.set('search', '{search_term_string}');
  const website = {
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: settings.company_name,
    url: homeUrl,
    inLanguage: locale,
    publisher: { '@id': organization['@id'] },
    potentialAction: {
      '@type': 'SearchAction',
      // The placeholder stays as written (URLSearchParams would encode its braces).
      target: { '@type': 'EntryPoint', urlTemplate: search.toString().replace('%7Bsearch_term_string%7D', '{search_term_string}') },
      'query-input': 'required name=search_term_string',
    },
  };
  return { '@context': 'https://schema.org', '@graph': [organization, website] as const };
}
