import type { MoveTexts } from './move-block';
import type { Locale } from '../../../domain/locale';
import type { FieldTexts } from './schema-fields';

/** The composer's texts in one language (functions for the ones with a value). */
export interface ComposerTexts {
  language: string;
  languages: Record<Locale, string>;
  statusLabel: string;
  move: MoveTexts;
  statuses: Record<'draft' | 'published' | 'changed' | 'deleted', string>;
  saved: string;
  saving: string;
  unsaved: string;
  conflictShort: string;
  saveFailedShort: string;
  conflict: string;
  saveFailed: string;
  reload: string;
  publish: string;
  published: string;
  cannotPublish: string;
  blockProblems: string;
  preview: string;
  previewTitle: string;
  viewport: string;
  viewports: Record<'phone' | 'tablet' | 'desktop', string>;
  root: { title: string; metaTitle: string; metaDescription: string; slug: string; slugEn: string; layout: string };
  layouts: Record<'default' | 'checkout' | 'empty', string>;
  fields: FieldTexts;
  puck: Record<string, string>;
  schedule: string;
  publishAt: string;
  unpublishAt: string;
  saveSchedule: string;
  scheduleSaved: string;
  versions: string;
  noVersions: string;
  version: string;
  restore: string;
}

export function composerTexts(locale: Locale): ComposerTexts {
  if (locale === 'en') {
    return {
      language: 'Language being edited',
      languages: { nl: 'Dutch', en: 'English' },
      statusLabel: 'Status',
      move: { moveUp: 'Move up', moveDown: 'Move down', moved: (position, count) => `Block moved to position ${position} of ${count}` },
      statuses: { draft: 'Draft', published: 'Published', changed: 'Changed since publishing', deleted: 'In the bin' },
      saved: 'All changes saved',
      saving: 'Saving…',
      unsaved: 'Unsaved changes',
      conflictShort: 'Conflict',
      saveFailedShort: 'Not saved',
      conflict: 'Someone else changed this page in the meantime. Reload to see their version; your last change was not saved.',
      saveFailed: 'Saving did not work.',
      reload: 'Reload the page',
      publish: 'Publish',
      published: 'Published: the page is live.',
      cannotPublish: '{{count}} block problem(s) to fix before publishing.',
      blockProblems: '{{count}} field(s) to fix',
      preview: 'Preview',
      previewTitle: 'Preview of the draft as the shop shows it',
      viewport: 'Preview width',
      viewports: { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' },
      root: { title: 'Title', metaTitle: 'Title for search engines', metaDescription: 'Description for search engines', slug: 'Address (slug; Dutch, and English unless it has its own)', slugEn: 'Address in English (empty: the Dutch one)', layout: 'Layout' },
      layouts: { default: 'Default', checkout: 'Checkout', empty: 'Empty' },
      fields: { locale: 'en', yes: 'Yes', no: 'No', none: 'Nothing chosen', search: 'Search', add: 'Add', remove: (label) => `Remove ${label}`, noResults: 'Nothing found', onePerLine: 'one per line', link: { choose: 'Choose a page, collection, category or product', search: 'search the shop', kinds: { page: 'Page', collection: 'Collection', category: 'Category', product: 'Product' } } },
      puck: {},
      schedule: 'Schedule',
      publishAt: 'Goes live at',
      unpublishAt: 'Goes offline at',
      saveSchedule: 'Save schedule',
      scheduleSaved: 'Schedule saved.',
      versions: 'Versions',
      noVersions: 'Not published yet.',
      version: 'Version',
      restore: 'Restore as draft',
    };
  }
  return {
    language: 'Taal die je bewerkt',
    languages: { nl: 'Nederlands', en: 'Engels' },
    statusLabel: 'Status',
    move: { moveUp: 'Omhoog', moveDown: 'Omlaag', moved: (position, count) => `Blok verplaatst naar plaats ${position} van ${count}` },
    statuses: { draft: 'Concept', published: 'Gepubliceerd', changed: 'Gewijzigd sinds publicatie', deleted: 'In de prullenbak' },
    saved: 'Alles opgeslagen',
    saving: 'Bezig met opslaan…',
    unsaved: 'Niet-opgeslagen wijzigingen',
    conflictShort: 'Conflict',
    saveFailedShort: 'Niet opgeslagen',
    conflict: 'Iemand anders heeft deze pagina intussen gewijzigd. Laad de pagina opnieuw om die versie te zien; je laatste wijziging is niet opgeslagen.',
    saveFailed: 'Opslaan is niet gelukt.',
    reload: 'Pagina opnieuw laden',
    publish: 'Publiceren',
    published: 'Gepubliceerd: de pagina staat live.',
    cannotPublish: 'Herstel eerst {{count}} blokfout(en) voordat je publiceert.',
    blockProblems: '{{count}} veld(en) te herstellen',
    preview: 'Voorbeeld',
    previewTitle: 'Voorbeeld van het concept zoals de winkel het toont',
    viewport: 'Breedte van het voorbeeld',
    viewports: { phone: 'Telefoon', tablet: 'Tablet', desktop: 'Desktop' },
    root: { title: 'Titel', metaTitle: 'Titel voor zoekmachines', metaDescription: 'Omschrijving voor zoekmachines', slug: 'Adres (slug; Nederlands, en Engels tenzij dat een eigen adres heeft)', slugEn: 'Adres in het Engels (leeg: het Nederlandse)', layout: 'Opmaak' },
    layouts: { default: 'Standaard', checkout: 'Afrekenen', empty: 'Leeg' },
    fields: { locale: 'nl', yes: 'Ja', no: 'Nee', none: 'Niets gekozen', search: 'Zoeken', add: 'Toevoegen:', remove: (label) => `${label} verwijderen`, noResults: 'Niets gevonden', onePerLine: 'één per regel', link: { choose: 'Kies een pagina, collectie, categorie of product', search: 'zoeken in de winkel', kinds: { page: 'Pagina', collection: 'Collectie', category: 'Categorie', product: 'Product' } } },
    puck: {
      'header-publish': 'Publiceren',
      'header-undo': 'ongedaan maken',
      'header-redo': 'opnieuw',
      'action-duplicate': 'Dupliceren',
      'action-delete': 'Verwijderen',
      'action-selectparent': 'Bovenliggend kiezen',
      'label-page': 'Pagina',
      'label-component': 'Blok',
      'outline-empty': 'Nog geen blokken',
      'outline-header-title': 'Overzicht',
      'drawer-category-other': 'Overig',
      'field-arrayitem-summary': 'Item {index}',
      'field-arrayitem-duplicate': 'Dupliceren',
      'field-arrayitem-delete': 'Verwijderen',
    },
    schedule: 'Planning',
    publishAt: 'Live vanaf',
    unpublishAt: 'Offline vanaf',
    saveSchedule: 'Planning opslaan',
    scheduleSaved: 'Planning opgeslagen.',
    versions: 'Versies',
    noVersions: 'Nog niet gepubliceerd.',
    version: 'Versie',
    restore: 'Terugzetten als concept',
  };
}
