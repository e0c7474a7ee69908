import { describe, expect, it } from 'vitest';
import { getT } from '../i18n';
import { catalogFilters } from '../../stories/fixtures/products';
import { buildPanelData, panelLabels } from './panel-data';

const t = getT('nl');

describe('buildPanelData', () => {
  it('lists the groups of the spec in order, each by sort_order', () => {
    const data = buildPanelData(catalogFilters, t, { locale: 'nl' });
    expect(data.groups.map((group) => [group.key, group.label])).toEqual([
      ['collections', 'Collecties'],
      ['categories', 'Categorieën'],
      ['materials', 'Materialen'],
      ['stones', 'Edelstenen'],
      ['head_styles', 'Zettingen'],
      ['stone_shapes', 'Slijpvormen'],
    ]);
    expect(data.groups[1]!.options[0]).toEqual({ slug: 'rings', label: 'Ringen' });
  });

  it('groups materials under their material category, with a swatch', () => {
    const materials = buildPanelData(catalogFilters, t, { locale: 'nl' }).groups.find((group) => group.key === 'materials')!;
    expect(materials.options.map((option) => `${option.section}: ${option.label}`)).toEqual([
      'Goud: 14 karaat geelgoud',
      'Goud: 14 karaat witgoud',
      'Goud: 14 karaat roségoud',
      'Goud: 18 karaat geelgoud',
      'Platina: 950 platina',
      'Zilver: 925 sterling zilver',
      'Verguld zilver: Verguld zilver',
    ]);
    expect(materials.options[0]!.swatch).toBe('#d4af37');
  });

  it('leaves out the collection group, and values not in the collection, on a collection listing', () => {
    const filters = { ...catalogFilters, categories: catalogFilters.categories.map((c, i) => ({ ...c, collections: i === 0 ? [1] : [2] })) };
    const data = buildPanelData(filters, t, { locale: 'nl', collectionId: 1 });
    expect(data.groups.map((group) => group.key)).not.toContain('collections');
    expect(data.groups.find((group) => group.key === 'categories')!.options.map((o) => o.slug)).toEqual(['rings']);
  });

  it('localises the static links and offers the five sort options', () => {
    const data = buildPanelData(catalogFilters, getT('en'), { locale: 'en' });
    expect(data.staticLinks).toEqual({
      title: 'Populair',
      links: expect.arrayContaining([{ label: 'Cadeaus onder € 150', href: '/en/catalog?max_cost_to=150' }]),
    });
    expect(data.sortOptions).toEqual([
      { value: '', label: 'Recommended' },
      { value: 'cost|asc', label: 'Price: low to high' },
      { value: 'cost|desc', label: 'Price: high to low' },
      { value: 'created_at|desc', label: 'Newest' },
      { value: 'title|asc', label: 'Name (A–Z)' },
    ]);
  });

  it('has no static links without any', () => {
    expect(buildPanelData({ ...catalogFilters, static_filters: [] }, t, { locale: 'nl' }).staticLinks).toBeNull();
  });

  it('makes "# gekozen" a template', () => {
    expect(panelLabels(t).chosen).toBe('# gekozen');
  });
});
