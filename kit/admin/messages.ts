import i18next, { type TFunction } from 'i18next';
import type { Locale } from '../../domain/locale';

/**
 * The back office's texts (nl, en). An i18next namespace of its own, apart from the storefront's
 * resources (kit/i18n): nothing of the back office reaches the storefront's bundles.
 */
const nl = {
  title: 'Backoffice',
  skip: 'Naar de inhoud',
  nav: { label: 'Backoffice', pages: "Pagina's", media: 'Media', menus: "Menu's", marketing: 'Pop-ups en acties', staff: 'Medewerkers', audit: 'Logboek', account: 'Mijn account', signOut: 'Uitloggen', signedInAs: 'Ingelogd als {{email}} ({{role}})' },
  roles: { admin: 'beheerder', merchandiser: 'merchandiser', fulfilment: 'orderverwerking' },
  signIn: {
    title: 'Inloggen in de backoffice',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    code: 'Code uit je authenticator-app',
    codeHint: 'Zes cijfers; de code verandert elke 30 seconden.',
    submit: 'Inloggen',
    busy: 'Bezig met inloggen…',
    failed: 'Inloggen is niet gelukt. Probeer het opnieuw.',
    throttled: 'Te veel pogingen. Probeer het over {{minutes}} minuten opnieuw.',
  },
  pages: {
    title: "Pagina's",
    new: 'Nieuwe pagina',
    search: 'Zoeken',
    searchPlaceholder: 'Titel of adres',
    status: 'Status',
    layout: 'Opmaak',
    language: 'Taal',
    any: 'Alle',
    filter: 'Filteren',
    empty: "Geen pagina's gevonden.",
    columns: { title: 'Titel', slug: 'Adres', status: 'Status', version: 'Versie', updated: 'Laatst gewijzigd', schedule: 'Gepland' },
    statuses: { draft: 'Concept', published: 'Gepubliceerd', changed: 'Gewijzigd sinds publicatie', deleted: 'In de prullenbak' },
    layouts: { default: 'Standaard', checkout: 'Afrekenen', empty: 'Leeg' },
    languages: { nl: 'Nederlands', en: 'Engels' },
    system: 'nodig voor de winkel',
    publishAt: 'live vanaf {{at}}',
    unpublishAt: 'offline vanaf {{at}}',
    never: 'nog nooit bewerkt',
    count: '{{count}} pagina',
    count_other: "{{count}} pagina's",
  },
  menus: {
    title: "Menu's",
    intro: 'Het hoofdmenu en het menu onderaan de winkel, elk twee niveaus. Wijzigingen staan direct na opslaan in de winkel.',
    names: { main: 'Hoofdmenu', footer: 'Menu onderaan' },
    entry: 'Onderdeel',
    titleNl: 'Titel (Nederlands)',
    titleEn: 'Titel (Engels)',
    url: 'Adres (/pad of https://…)',
    up: 'Omhoog',
    down: 'Omlaag',
    remove: 'Verwijderen',
    add: 'Onderdeel toevoegen',
    addChild: 'Subonderdeel toevoegen',
    save: 'Menu opslaan',
    saved: 'Opgeslagen: de winkel toont het nieuwe menu.',
    failed: 'Opslaan is niet gelukt.',
  },
  account: {
    title: 'Mijn account',
    totpTitle: 'Tweestapsverificatie',
    totpOn: 'Staat aan: bij het inloggen vraagt de backoffice ook een code uit je authenticator-app.',
    totpOff: 'Staat uit. Zet hem aan: dan is je wachtwoord alleen niet genoeg om in te loggen.',
    start: 'Tweestapsverificatie instellen',
    scan: 'Voeg deze sleutel toe aan je authenticator-app (of open de link op je telefoon) en vul de code in die de app toont.',
    openApp: 'Openen in je authenticator-app',
    code: 'Code uit je authenticator-app',
    confirm: 'Aanzetten',
    turnOff: 'Uitzetten',
    enabled: 'Tweestapsverificatie staat aan.',
    disabled: 'Tweestapsverificatie staat uit.',
    failed: 'Dat is niet gelukt. Probeer het opnieuw.',
    sessionsTitle: 'Overal uitloggen',
    sessionsText: 'Beëindigt je sessies op alle apparaten, ook deze.',
    signOutEverywhere: 'Overal uitloggen',
  },
  audit: {
    title: 'Logboek',
    intro: 'Elke wijziging in de backoffice: wie, wanneer, wat.',
    columns: { at: 'Tijdstip', who: 'Wie', action: 'Actie', entity: 'Onderdeel' },
    empty: 'Nog niets gelogd.',
    older: 'Oudere wijzigingen',
    forbidden: 'Alleen beheerders kunnen het logboek lezen.',
  },
};

const en: typeof nl = {
  title: 'Back office',
  skip: 'Skip to content',
  nav: { label: 'Back office', pages: 'Pages', media: 'Media', menus: 'Menus', marketing: 'Popups and campaigns', staff: 'Staff', audit: 'Audit log', account: 'My account', signOut: 'Sign out', signedInAs: 'Signed in as {{email}} ({{role}})' },
  roles: { admin: 'admin', merchandiser: 'merchandiser', fulfilment: 'fulfilment' },
  signIn: {
    title: 'Sign in to the back office',
    email: 'E-mail address',
    password: 'Password',
    code: 'Code from your authenticator app',
    codeHint: 'Six digits; the code changes every 30 seconds.',
    submit: 'Sign in',
    busy: 'Signing in…',
    failed: 'Signing in did not work. Please try again.',
    throttled: 'Too many attempts. Try again in {{minutes}} minutes.',
  },
  pages: {
    title: 'Pages',
    new: 'New page',
    search: 'Search',
    searchPlaceholder: 'Title or address',
    status: 'Status',
    layout: 'Layout',
    language: 'Language',
    any: 'All',
    filter: 'Filter',
    empty: 'No pages found.',
    columns: { title: 'Title', slug: 'Address', status: 'Status', version: 'Version', updated: 'Last changed', schedule: 'Scheduled' },
    statuses: { draft: 'Draft', published: 'Published', changed: 'Changed since publishing', deleted: 'In the bin' },
    layouts: { default: 'Default', checkout: 'Checkout', empty: 'Empty' },
    languages: { nl: 'Dutch', en: 'English' },
    system: 'needed by the shop',
    publishAt: 'live from {{at}}',
    unpublishAt: 'offline from {{at}}',
    never: 'never edited',
    count: '{{count}} page',
    count_other: '{{count}} pages',
  },
  menus: {
    title: 'Menus',
    intro: "The main menu and the menu at the bottom of the shop, two levels each. Changes are in the shop as soon as they are saved.",
    names: { main: 'Main menu', footer: 'Footer menu' },
    entry: 'Entry',
    titleNl: 'Title (Dutch)',
    titleEn: 'Title (English)',
    url: 'Address (/path or https://…)',
    up: 'Up',
    down: 'Down',
    remove: 'Remove',
    add: 'Add entry',
    addChild: 'Add sub-entry',
    save: 'Save menu',
    saved: 'Saved: the shop shows the new menu.',
    failed: 'Saving did not work.',
  },
  account: {
    title: 'My account',
    totpTitle: 'Two-step verification',
    totpOn: 'On: signing in also asks for a code from your authenticator app.',
    totpOff: 'Off. Turn it on, so that your password alone is not enough to sign in.',
    start: 'Set up two-step verification',
    scan: 'Add this key to your authenticator app (or open the link on your phone) and enter the code the app shows.',
    openApp: 'Open in your authenticator app',
    code: 'Code from your authenticator app',
    confirm: 'Turn on',
    turnOff: 'Turn off',
    enabled: 'Two-step verification is on.',
    disabled: 'Two-step verification is off.',
    failed: 'That did not work. Please try again.',
    sessionsTitle: 'Sign out everywhere',
    sessionsText: 'Ends your sessions on every device, this one too.',
    signOutEverywhere: 'Sign out everywhere',
  },
  audit: {
    title: 'Audit log',
    intro: 'Every change made in the back office: who, when, what.',
    columns: { at: 'When', who: 'Who', action: 'Action', entity: 'Part' },
    empty: 'Nothing logged yet.',
    older: 'Older changes',
    forbidden: 'Only admins can read the audit log.',
  },
};

export const adminMessages = { nl, en } as const;

const translators = new Map<Locale, TFunction>();

/** The back office's translate function for a language. */
export function adminT(locale: Locale): TFunction {
  let t = translators.get(locale);
  if (!t) {
    const instance = i18next.createInstance();
    void instance.init({ lng: locale, fallbackLng: 'nl', resources: { nl: { admin: nl }, en: { admin: en } }, ns: ['admin'], defaultNS: 'admin', initAsync: false, interpolation: { escapeValue: false } });
    t = instance.t;
    translators.set(locale, t);
  }
  return t;
}

/** A date and time in the back office's language, in the shop's time zone. */
export function adminDateTime(locale: Locale, iso: string, seconds = false): string {
  return new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', { dateStyle: 'medium', timeStyle: seconds ? 'medium' : 'short', timeZone: 'Europe/Amsterdam' }).format(new Date(iso));
}
