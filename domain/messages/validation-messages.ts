/**
 * Validation texts of spec section 5, in every language the spec lists (en sk cs pl de es nl).
 * Shared by the API (422 field messages) and the storefront's forms. Placeholders use i18next's
 * `{{name}}` syntax: field, n, value.
 */
export const validationLanguages = ['nl', 'en', 'de', 'es', 'pl', 'cs', 'sk'] as const;
export type ValidationLanguage = (typeof validationLanguages)[number];

export interface ValidationTexts {
  required: string;
  min: string;
  max: string;
  password: string;
  confirmed: string;
  phone: string;
  email: string;
  fieldNotExists: string;
  regex: string;
  required_if: string;
  digits: string;
  /** A value of the wrong type or outside the allowed choices. */
  invalid: string;
  /** A number below or above its allowed range. */
  minValue: string;
  maxValue: string;
  /** Request body that is not valid JSON. */
  malformed: string;
  /** A cart quantity beyond the tracked stock of the configuration. */
  stock: string;
  /** A product id that names no product for sale (product questions). */
  unknownProduct: string;
  /** Spec section 5: an unknown or unusable discount code ('Kortingscode is ongeldig'). */
  discountCode: string;
  /** An unknown, used-up or expired gift card. */
  giftCard: string;
  /** No shipping rate of that id for the cart's address. */
  shippingRate: string;
  /** Text holding NUL or a lone surrogate, which no column stores. */
  characters: string;
}

export const validationMessages: Record<ValidationLanguage, ValidationTexts> = {
  en: {
    required: '{{field}} is required',
    min: '{{field}} must be at least {{n}} characters',
    max: '{{field}} must have no more than {{n}} characters',
    password: 'Requirements: Minimum 8 characters',
    confirmed: '{{field}} field confirmation does not match',
    phone: '{{value}} is wrong',
    email: '{{value}} is incorrect',
    fieldNotExists: 'Incorrect {{field}}: The {{field}} does not correspond with the other fields.',
    regex: '{{field}} has an invalid format',
    required_if: '{{field}} is required',
    digits: '{{field}} must be {{n}} digits',
    invalid: '{{field}} is invalid',
    minValue: '{{field}} must be at least {{n}}',
    maxValue: '{{field}} must be at most {{n}}',
    malformed: 'The request body is not valid JSON',
    stock: 'Only {{n}} of this item in stock',
    unknownProduct: 'This product does not exist',
    discountCode: 'Discount code is invalid',
    giftCard: 'Gift card is invalid or used up',
    shippingRate: 'This shipping method is not available for this address',
    characters: '{{field}} contains characters that are not allowed',
  },
  nl: {
    required: '{{field}} is verplicht',
    min: '{{field}} moet minstens {{n}} tekens bevatten',
    max: '{{field}} mag niet meer dan {{n}} tekens bevatten',
    password: 'Vereisten: minimaal 8 tekens',
    confirmed: 'De bevestiging van {{field}} komt niet overeen',
    phone: '{{value}} is onjuist',
    email: '{{value}} is ongeldig',
    fieldNotExists: 'Onjuist {{field}}: {{field}} komt niet overeen met de andere velden.',
    regex: '{{field}} heeft een ongeldig formaat',
    required_if: '{{field}} is verplicht',
    digits: '{{field}} moet uit {{n}} cijfers bestaan',
    invalid: '{{field}} is ongeldig',
    minValue: '{{field}} moet minstens {{n}} zijn',
    maxValue: '{{field}} mag hoogstens {{n}} zijn',
    malformed: 'De inhoud van het verzoek is geen geldige JSON',
    stock: 'Er zijn nog maar {{n}} stuks van dit artikel op voorraad',
    unknownProduct: 'Dit product bestaat niet',
    discountCode: 'Kortingscode is ongeldig',
    giftCard: 'Cadeaukaart is ongeldig of opgebruikt',
    shippingRate: 'Deze verzendmethode is niet beschikbaar voor dit adres',
    characters: '{{field}} bevat tekens die niet zijn toegestaan',
  },
  de: {
    required: '{{field}} ist erforderlich',
    min: '{{field}} muss mindestens {{n}} Zeichen lang sein',
    max: '{{field}} darf nicht mehr als {{n}} Zeichen haben',
    password: 'Anforderungen: mindestens 8 Zeichen',
    confirmed: 'Die Bestätigung von {{field}} stimmt nicht überein',
    phone: '{{value}} ist falsch',
    email: '{{value}} ist ungültig',
    fieldNotExists: 'Falsches {{field}}: {{field}} passt nicht zu den anderen Feldern.',
    regex: '{{field}} hat ein ungültiges Format',
    required_if: '{{field}} ist erforderlich',
    digits: '{{field}} muss {{n}} Ziffern haben',
    invalid: '{{field}} ist ungültig',
    minValue: '{{field}} muss mindestens {{n}} sein',
    maxValue: '{{field}} darf höchstens {{n}} sein',
    malformed: 'Der Inhalt der Anfrage ist kein gültiges JSON',
    stock: 'Nur noch {{n}} Stück dieses Artikels auf Lager',
    unknownProduct: 'Dieses Produkt existiert nicht',
    discountCode: 'Rabattcode ist ungültig',
    giftCard: 'Geschenkkarte ist ungültig oder aufgebraucht',
    shippingRate: 'Diese Versandart ist für diese Adresse nicht verfügbar',
    characters: '{{field}} enthält Zeichen, die nicht erlaubt sind',
  },
  es: {
    required: '{{field}} es obligatorio',
    min: '{{field}} debe tener al menos {{n}} caracteres',
    max: '{{field}} no debe tener más de {{n}} caracteres',
    password: 'Requisitos: mínimo 8 caracteres',
    confirmed: 'La confirmación de {{field}} no coincide',
    phone: '{{value}} es erróneo',
    email: '{{value}} es incorrecto',
    fieldNotExists: '{{field}} incorrecto: {{field}} no corresponde con los demás campos.',
    regex: '{{field}} tiene un formato no válido',
    required_if: '{{field}} es obligatorio',
    digits: '{{field}} debe tener {{n}} dígitos',
    invalid: '{{field}} no es válido',
    minValue: '{{field}} debe ser al menos {{n}}',
    maxValue: '{{field}} debe ser como máximo {{n}}',
    malformed: 'El cuerpo de la solicitud no es JSON válido',
    stock: 'Solo quedan {{n}} unidades de este artículo en stock',
    unknownProduct: 'Este producto no existe',
    discountCode: 'El código de descuento no es válido',
    giftCard: 'La tarjeta regalo no es válida o está agotada',
    shippingRate: 'Este método de envío no está disponible para esta dirección',
    characters: '{{field}} contiene caracteres no permitidos',
  },
  pl: {
    required: '{{field}} jest wymagane',
    min: '{{field}} musi mieć co najmniej {{n}} znaków',
    max: '{{field}} nie może mieć więcej niż {{n}} znaków',
    password: 'Wymagania: minimum 8 znaków',
    confirmed: 'Potwierdzenie pola {{field}} nie jest zgodne',
    phone: '{{value}} jest błędny',
    email: '{{value}} jest niepoprawny',
    fieldNotExists: 'Niepoprawne {{field}}: {{field}} nie odpowiada pozostałym polom.',
    regex: '{{field}} ma niepoprawny format',
    required_if: '{{field}} jest wymagane',
    digits: '{{field}} musi mieć {{n}} cyfr',
    invalid: '{{field}} jest nieprawidłowe',
    minValue: '{{field}} musi wynosić co najmniej {{n}}',
    maxValue: '{{field}} może wynosić najwyżej {{n}}',
    malformed: 'Treść żądania nie jest poprawnym JSON',
    stock: 'W magazynie pozostało tylko {{n}} szt. tego produktu',
    unknownProduct: 'Ten produkt nie istnieje',
    discountCode: 'Kod rabatowy jest nieprawidłowy',
    giftCard: 'Karta podarunkowa jest nieprawidłowa lub wykorzystana',
    shippingRate: 'Ta metoda wysyłki jest niedostępna dla tego adresu',
    characters: '{{field}} zawiera niedozwolone znaki',
  },
  cs: {
    required: '{{field}} je povinné',
    min: '{{field}} musí mít alespoň {{n}} znaků',
    max: '{{field}} nesmí mít více než {{n}} znaků',
    password: 'Požadavky: minimálně 8 znaků',
    confirmed: 'Potvrzení pole {{field}} se neshoduje',
    phone: '{{value}} je chybné',
    email: '{{value}} je nesprávný',
    fieldNotExists: 'Nesprávné {{field}}: {{field}} neodpovídá ostatním polím.',
    regex: '{{field}} má neplatný formát',
    required_if: '{{field}} je povinné',
    digits: '{{field}} musí mít {{n}} číslic',
    invalid: '{{field}} je neplatné',
    minValue: '{{field}} musí být alespoň {{n}}',
    maxValue: '{{field}} smí být nejvýše {{n}}',
    malformed: 'Obsah požadavku není platný JSON',
    stock: 'Skladem zbývá jen {{n}} ks tohoto zboží',
    unknownProduct: 'Tento produkt neexistuje',
    discountCode: 'Slevový kód je neplatný',
    giftCard: 'Dárková karta je neplatná nebo vyčerpaná',
    shippingRate: 'Tento způsob dopravy není pro tuto adresu dostupný',
    characters: '{{field}} obsahuje nepovolené znaky',
  },
  sk: {
    required: '{{field}} je povinné',
    min: '{{field}} musí mať aspoň {{n}} znakov',
    max: '{{field}} nesmie mať viac ako {{n}} znakov',
    password: 'Požiadavky: minimálne 8 znakov',
    confirmed: 'Potvrdenie poľa {{field}} sa nezhoduje',
    phone: '{{value}} je chybné',
    email: '{{value}} je nesprávny',
    fieldNotExists: 'Nesprávne {{field}}: {{field}} nezodpovedá ostatným poliam.',
    regex: '{{field}} má neplatný formát',
    required_if: '{{field}} je povinné',
    digits: '{{field}} musí mať {{n}} číslic',
    invalid: '{{field}} je neplatné',
    minValue: '{{field}} musí byť aspoň {{n}}',
    maxValue: '{{field}} smie byť najviac {{n}}',
    malformed: 'Obsah požiadavky nie je platný JSON',
    stock: 'Na sklade zostáva len {{n}} ks tohto tovaru',
    unknownProduct: 'Tento produkt neexistuje',
    discountCode: 'Zľavový kód je neplatný',
    giftCard: 'Darčeková karta je neplatná alebo vyčerpaná',
    shippingRate: 'Tento spôsob dopravy nie je pre túto adresu dostupný',
    characters: '{{field}} obsahuje nepovolené znaky',
  },
};

/** Fills `{{name}}` placeholders. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export function isValidationLanguage(value: string): value is ValidationLanguage {
  return (validationLanguages as readonly string[]).includes(value);
}
