/** Account rules shared by the API and the storefront's forms (plain values: no zod in islands). */

/** Spec section 5: 'Requirements: Minimum 8 characters'. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/**
 * Spec section 5 "phone": optional leading plus signs, an optional bracketed area code of 1–4
 * digits, then digits, spaces, dashes, dots or slashes (at least one digit). Placeholder +31XXXXXXXXX.
 */
export const PHONE_PATTERN = /^\+*(\(\d{1,4}\))?[\d\s\-./]*\d[\d\s\-./]*$/;
export const PHONE_PLACEHOLDER = '+31XXXXXXXXX';

/** The 24 countries the address form offers (spec section 3), ISO codes (EL is Greece). */
export const shippingCountries = ['CZ', 'AT', 'BE', 'BG', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IT', 'LT', 'LU', 'LV', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'] as const;
export type ShippingCountry = (typeof shippingCountries)[number];

/** Each country in its own language (spec: "each labelled in its own language"). */
export const countryNames: Record<ShippingCountry, string> = {
  CZ: 'Česko',
  AT: 'Österreich',
  BE: 'België / Belgique',
  BG: 'България',
  DE: 'Deutschland',
  DK: 'Danmark',
  EE: 'Eesti',
  EL: 'Ελλάδα',
  ES: 'España',
  FI: 'Suomi',
  FR: 'France',
  HR: 'Hrvatska',
  HU: 'Magyarország',
  IT: 'Italia',
  LT: 'Lietuva',
  LU: 'Lëtzebuerg',
  LV: 'Latvija',
  NL: 'Nederland',
  PL: 'Polska',
  PT: 'Portugal',
  RO: 'România',
  SE: 'Sverige',
  SI: 'Slovenija',
  SK: 'Slovensko',
};

/** How many shipping addresses one customer may keep. */
export const SHIPPING_ADDRESS_LIMIT = 20;

/** Cookie that carries the access token (spec section 3): HttpOnly, SameSite=Lax, until `expired_at`. */
export const ACCESS_TOKEN_COOKIE = 'access_token_v1';
/** How long a sign-in lasts. */
export const ACCESS_TOKEN_TTL_DAYS = 30;
/** The cookie that marks a browser a customer has signed in with (api/modules/accounts/trusted-devices.service.ts). */
export const DEVICE_COOKIE = 'device_v1';
/** A browser stays trusted this long after its last sign-in. */
export const DEVICE_COOKIE_TTL_DAYS = 180;
/** Most browsers one account keeps trusted; signing in with another forgets the longest unused. */
export const TRUSTED_DEVICES_PER_ACCOUNT = 20;
/** A recovery link works this long (60 minutes). */
export const RECOVERY_TOKEN_TTL_MINUTES = 60;
/** A verification link works this long. */
export const VERIFICATION_TOKEN_TTL_HOURS = 48;
