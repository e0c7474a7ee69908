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
    unauthenticated: 'Je bent niet ingelogd',
    cross_origin: 'Dit verzoek komt niet van de winkel zelf',
    invalid_credentials: 'Het e-mailadres of het wachtwoord is onjuist',
    too_many_attempts: 'Te veel pogingen. Probeer het later opnieuw.',
    invalid_id_token: 'De aanmelding bij de externe dienst kon niet worden bevestigd',
    social_email_missing: 'De externe dienst heeft geen e-mailadres doorgegeven',
    social_email_unverified: 'Er bestaat al een account met dit e-mailadres. Log in met je wachtwoord.',
    address_not_found: 'Dit adres bestaat niet',
    address_limit_reached: 'Je kunt maximaal 20 adressen bewaren',
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
    unauthenticated: 'You are not signed in',
    cross_origin: 'This request does not come from the shop itself',
    invalid_credentials: 'The e-mail address or the password is incorrect',
    too_many_attempts: 'Too many attempts. Please try again later.',
    invalid_id_token: 'The sign-in with the external provider could not be verified',
    social_email_missing: 'The provider did not share an e-mail address',
    social_email_unverified: 'An account with this e-mail address already exists. Sign in with your password.',
    address_not_found: 'This address does not exist',
    address_limit_reached: 'You can keep at most 20 addresses',
    unexpected: 'An unexpected error occurred',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ErrorCode = keyof (typeof texts)['nl'];

export function errorText(locale: Locale, code: string): string {
  const table: Record<string, string> = texts[locale];
  return table[code] ?? table.unexpected!;
}
