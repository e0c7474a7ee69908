import { describe, expect, it } from 'vitest';
import type { PageDocument } from '../../../api/contract/composer';
import { fromPuckData, problemPath, toPuckData } from './document';

const document: PageDocument = {
  slug: 'herfst',
  layout: 'default',
  translations: { nl: { slug: null, title: 'Herfst', meta_title: null, meta_description: 'Nieuw' }, en: { slug: null, title: 'Autumn', meta_title: null, meta_description: null } },
  blocks: [
    { key: 'a', type: 'rich-text', data: { nl: { html: '<p>Hallo</p>' }, en: { html: '<p>Hello</p>' } } },
    { key: 'b', type: 'slider', data: { nl: { slides: [] }, en: { slides: [] } } },
  ],
};

describe('the composer document and Puck data', () => {
  it('round-trips a document through one language', () => {
    expect(fromPuckData(toPuckData(document, 'en'), 'en', document)).toEqual(document);
    expect(toPuckData(document, 'nl').content[0]).toEqual({ type: 'rich-text', props: { id: 'a', html: '<p>Hallo</p>' } });
  });

  it('keeps the other language of kept blocks, copies new blocks into it, and follows order and removal', () => {
    const data = toPuckData(document, 'nl');
    data.content = [data.content[1]!, { type: 'rich-text', props: { id: 'c', html: '<p>Nieuw</p>' } }];
    data.root.props.title = 'Herfst 2026';
    data.root.props.meta_description = '';
    const next = fromPuckData(data, 'nl', document);
    expect(next.blocks.map((block) => block.key)).toEqual(['b', 'c']);
    expect(next.blocks[1]!.data).toEqual({ nl: { html: '<p>Nieuw</p>' }, en: { html: '<p>Nieuw</p>' } });
    expect(next.translations).toEqual({ nl: { slug: null, title: 'Herfst 2026', meta_title: null, meta_description: null }, en: document.translations.en });
  });

  it('lets an untranslated copy follow the edits of the language it was copied from', () => {
    const copied: PageDocument = { ...document, blocks: [{ key: 'a', type: 'rich-text', data: { nl: { html: '<p>Hallo</p>' }, en: { html: '<p>Hallo</p>' } } }] };
    const data = toPuckData(copied, 'nl');
    data.content[0]!.props.html = '<p>Hallo allemaal</p>';
    expect(fromPuckData(data, 'nl', copied).blocks[0]!.data.en).toEqual({ html: '<p>Hallo allemaal</p>' });
    // A translated block keeps its own text.
    const translated = toPuckData(document, 'nl');
    translated.content[0]!.props.html = '<p>Hallo allemaal</p>';
    expect(fromPuckData(translated, 'nl', document).blocks[0]!.data.en).toEqual({ html: '<p>Hello</p>' });
  });

  it('edits the Dutch slug in Dutch and the own English address in English (empty: the Dutch one)', () => {
    expect(toPuckData(document, 'en').root.props.slug).toBe('');
    const english = toPuckData(document, 'en');
    english.root.props.slug = 'autumn';
    const next = fromPuckData(english, 'en', document);
    expect(next.slug).toBe('herfst');
    expect(next.translations.en.slug).toBe('autumn');
    expect(toPuckData(next, 'nl').root.props.slug).toBe('herfst');
    expect(toPuckData(next, 'en').root.props.slug).toBe('autumn');
    const dutch = toPuckData(next, 'nl');
    dutch.root.props.slug = 'herfst-2026';
    expect(fromPuckData(dutch, 'nl', next)).toMatchObject({ slug: 'herfst-2026', translations: { en: { slug: 'autumn' } } });
  });

  it("turns Puck's field names into the API's problem paths", () => {
    expect(problemPath('slides[0].url')).toBe('slides.0.url');
    expect(problemPath('title')).toBe('title');
  });
});
