import type { Locale } from '../contract/common';

/** Texts of the API's own errors, per content language. Unknown codes fall back to `unexpected`. */
const texts = {
  nl: {
    not_found: 'Niet gevonden',
    page_not_found: 'Deze pagina bestaat niet',
    block_not_found: 'Dit blok bestaat niet',
    route_not_found: 'Deze API-route bestaat niet',
    media_not_found: 'Dit bestand bestaat niet',
    product_not_found: 'Dit product bestaat niet',
    configuration_not_found: 'Deze uitvoering bestaat niet',
    cart_not_found: 'Deze winkelwagen bestaat niet',
    cart_item_not_found: 'Dit artikel staat niet in deze winkelwagen',
    wishlist_not_found: 'Deze verlanglijst bestaat niet',
    comparison_not_found: 'Deze vergelijkingslijst bestaat niet',
    collection_not_found: 'Deze collectie bestaat niet',
    entity_not_found: 'Deze lijst bestaat niet',
    invalid_catalog_query: 'De zoekopdracht in de catalogus is ongeldig',
    validation_failed: 'De gegevens zijn niet geldig',
    malformed_json: 'De inhoud van het verzoek is geen geldige JSON',
    bad_request: 'Ongeldig verzoek',
    method_not_allowed: 'Deze methode is hier niet toegestaan',
    maintenance: 'De winkel is in onderhoud',
    unexpected: 'Er is een onverwachte fout opgetreden',
  },
  en: {
    not_found: 'Not found',
    page_not_found: 'This page does not exist',
    block_not_found: 'This block does not exist',
    route_not_found: 'This API route does not exist',
    media_not_found: 'This file does not exist',
    product_not_found: 'This product does not exist',
    configuration_not_found: 'This configuration does not exist',
    cart_not_found: 'This cart does not exist',
    cart_item_not_found: 'This item is not in this cart',
    wishlist_not_found: 'This wishlist does not exist',
    comparison_not_found: 'This comparison list does not exist',
    collection_not_found: 'This collection does not exist',
    entity_not_found: 'This list does not exist',
    invalid_catalog_query: 'The catalogue query is not valid',
    validation_failed: 'The data is not valid',
    malformed_json: 'The request body is not valid JSON',
    bad_request: 'Bad request',
    method_not_allowed: 'This method is not allowed here',
    maintenance: 'The shop is under maintenance',
    unexpected: 'An unexpected error occurred',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ErrorCode = keyof (typeof texts)['nl'];

export function errorText(locale: Locale, code: string): string {
  const table: Record<string, string> = texts[locale];
  return table[code] ?? table.unexpected!;
}
