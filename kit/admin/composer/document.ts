import type { PageDocument } from '../../../api/contract/composer';
import type { Locale } from '../../../domain/locale';

/** The composer's languages: each block holds its data in both. */
export const composerLocales = ['nl', 'en'] as const satisfies readonly Locale[];

/**
 * The page fields Puck edits on its root: the current language's texts, the page's slug (in Dutch)
 * or its own English address (in English; empty: the Dutch one), and the layout.
 */
export interface RootProps {
  title: string;
  meta_title: string;
  meta_description: string;
  slug: string;
  layout: PageDocument['layout'];
}

export interface PuckItem {
  type: string;
  props: Record<string, unknown> & { id: string };
}

export interface PuckPage {
  root: { props: RootProps };
  content: PuckItem[];
}

/** A page document as Puck edits it in one language: the root holds the page's texts, each item a block's data. */
export function toPuckData(document: PageDocument, language: Locale): PuckPage {
  const texts = document.translations[language];
  return {
    root: { props: { title: texts.title, meta_title: texts.meta_title ?? '', meta_description: texts.meta_description ?? '', slug: language === 'nl' ? document.slug : (texts.slug ?? ''), layout: document.layout } },
    content: document.blocks.map((block) => ({ type: block.type, props: { ...block.data[language], id: block.key } })),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** A block's data without the texts a merchandiser emptied: an empty text field means "not set". */
export function withoutEmptyTexts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyTexts);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => entry !== '' && entry !== undefined)
      .map(([key, entry]) => [key, withoutEmptyTexts(entry)]),
  );
}

/**
 * What Puck's data in `language` makes of the document: the blocks' order, additions and removals
 * hold in both languages. A block's data in the other language follows this language's edits as
 * long as it is an untouched copy (the same data as this language had): a new block appears in
 * both languages, for the merchandiser to translate; once translated, it keeps its own data.
 */
export function fromPuckData(data: PuckPage, language: Locale, previous: PageDocument): PageDocument {
  const other = language === 'nl' ? 'en' : 'nl';
  const before = new Map(previous.blocks.map((block) => [block.key, block]));
  const root = data.root.props;
  return {
    slug: language === 'nl' ? root.slug : previous.slug,
    layout: root.layout,
    translations: {
      ...previous.translations,
      [language]: { slug: language === 'nl' ? null : orNull(root.slug ?? ''), title: root.title, meta_title: orNull(root.meta_title), meta_description: orNull(root.meta_description) },
    },
    blocks: data.content.map((item) => {
      const { id, ...props } = item.props;
      const kept = before.get(id);
      const mine = withoutEmptyTexts(props) as Record<string, unknown>;
      const translated = kept && kept.type === item.type && JSON.stringify(kept.data[other]) !== JSON.stringify(kept.data[language]);
      return { key: id, type: item.type, data: { [language]: mine, [other]: translated ? kept.data[other] : structuredClone(mine) } as { nl: Record<string, unknown>; en: Record<string, unknown> } };
    }),
  };
}

/** Puck's field name (`slides[0].url`) as the API's problem path (`slides.0.url`). */
export function problemPath(name: string): string {
  return name.replace(/\[(\d+)\]/g, '.$1');
}
