import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeaderSearch } from './header-search';
import { searchButtonProps } from './search-labels';

describe('HeaderSearch', () => {
  it('is a named button in the server HTML, in each language', () => {
    const nl = renderToString(<HeaderSearch locale="nl" className="icon" />);
    expect(nl).toMatch(/<button type="button" aria-label="Zoeken" aria-haspopup="dialog" data-slot="search-button" class="icon"><svg/);
    expect(renderToString(<HeaderSearch locale="en" className="icon" />)).toContain('aria-label="Search"');
  });
});

describe('searchButtonProps', () => {
  it('gives the island the localised catalogue and product prefix, and texts with the placeholders it fills', () => {
    const nl = searchButtonProps('nl', 'icon').popup;
    expect(nl).toMatchObject({ catalogPath: '/catalog', localePrefix: '', currency: 'EUR' });
    expect(nl.labels).toMatchObject({ title: 'Zoeken', foundOther: '{count} sieraden gevonden', seeAllOther: 'Bekijk alle resultaten ({count})', empty: 'Geen sieraden gevonden voor “{search}”. Probeer een ander woord.' });
    const en = searchButtonProps('en', 'icon').popup;
    expect(en).toMatchObject({ catalogPath: '/en/catalog', localePrefix: '/en' });
    expect(en.labels).toMatchObject({ title: 'Search', foundOne: '{count} piece found', seeAllOther: 'See all results ({count})', close: 'Close' });
    expect(en.cardLabels.from).toBe('from');
  });
});
