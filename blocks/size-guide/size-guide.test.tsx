import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emptySizeGuideBlock, ringGuideWithCaratBlock, routeCaratTables, sizeGuideBlock } from '../../stories/fixtures/size-guide';
import { LazyCaratSelector } from '../../kit/carat/carat-selector.lazy';
import { sizeGuideBlockSchema } from './schema';
import { SizeGuide } from './size-guide';

beforeAll(async () => {
  await LazyCaratSelector.preload();
});

let restore = () => {};
afterEach(() => restore());

/** A chart's rows as the texts of their cells, spaces normalised. */
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => Array.from(row.children, (cell) => cell.textContent!.replace(/\s+/g, ' ')));

describe('sizeGuideBlockSchema', () => {
  it('takes the spec’s size slugs, each once, and an optional carat section and link inside the shop', () => {
    expect(sizeGuideBlockSchema.parse({ id: 1, type: 'size-guide', data: {} }).data).toEqual({ sizes: [] });
    expect(sizeGuideBlockSchema.parse({ id: 1, type: 'size-guide', data: { carat: {} } }).data.carat?.shapes).toHaveLength(14);
    const invalid = sizeGuideBlockSchema.safeParse({ id: 1, type: 'size-guide', data: { sizes: ['ring-size', 'shoe-size'], link: { text: 'x', url: 'https://elders.example' }, carat: { shape: 'hexagon' } } });
    expect(invalid.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['data.carat.shape', 'data.link.url', 'data.sizes.1']);
    expect(sizeGuideBlockSchema.safeParse({ id: 1, type: 'size-guide', data: { sizes: ['ring-size', 'ring-size'] } }).success).toBe(false);
  });
});

describe('SizeGuide', () => {
  it('shows each chosen size with its steps and chart, and links to each part', () => {
    render(<SizeGuide block={sizeGuideBlock} locale="nl" />);
    const guide = screen.getByRole('region', { name: 'Vind je maat' });
    expect(guide).toHaveAttribute('data-block', 'size-guide');
    const nav = screen.getByRole('navigation', { name: 'Op deze pagina' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ringmaat', '#ring-size'],
      ['Kettinglengte', '#necklace-size'],
      ['Armbandmaat', '#bracelet-size'],
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Ringmaat', 'Kettinglengte', 'Armbandmaat']);
    const ring = screen.getByRole('region', { name: 'Ringmaat' });
    expect(ring).toHaveAttribute('id', 'ring-size');
    expect(within(ring).getAllByRole('listitem')).toHaveLength(3 + 4);
    expect(screen.getByRole('link', { name: /persoonlijk advies/ })).toHaveAttribute('href', '/klantenservice');
  });

  it('converts ring sizes: EU circumference, inner diameter, US and UK', () => {
    render(<SizeGuide block={sizeGuideBlock} locale="nl" />);
    const table = screen.getByRole('table', { name: 'Ringmaten: EU-maat, binnendiameter, US en UK' });
    const rows = rowsOf(table);
    expect(rows[0]).toEqual(['EU-maat (omtrek)', 'Binnendiameter', 'US', 'UK']);
    expect(rows).toHaveLength(1 + 25);
    expect(rows).toContainEqual(['54', '17,2 mm', '6¾', 'N']);
    // US 8 = P½ as published charts have it.
    expect(rows).toContainEqual(['57', '18,1 mm', '8', 'P½']);
    expect(within(table).getByRole('rowheader', { name: '54' })).toBeInTheDocument();
  });

  it('gives necklace lengths and bracelet lengths per fit, in English too', () => {
    render(<SizeGuide block={{ ...sizeGuideBlock, data: { ...sizeGuideBlock.data, title: undefined } }} locale="en" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Find your size' })).toBeInTheDocument();
    const necklaces = rowsOf(screen.getByRole('table', { name: 'Necklace lengths and where they fall' }));
    expect(necklaces).toContainEqual(['45 cm', '17.7 in', 'Just below the collarbone: the classic length for a pendant']);
    const bracelets = rowsOf(screen.getByRole('table', { name: 'Bracelet length for your wrist circumference' }));
    expect(bracelets[0]).toEqual(['Wrist', 'Snug', 'Comfortable', 'Loose']);
    expect(bracelets).toContainEqual(['16 cm', '17 cm', '18 cm', '19 cm']);
  });

  it('includes the carat section when its data says so; one part alone gets no row of links', async () => {
    restore = routeCaratTables();
    render(<SizeGuide block={ringGuideWithCaratBlock} locale="nl" />);
    const nav = screen.getByRole('navigation', { name: 'Op deze pagina' });
    expect(within(nav).getByRole('link', { name: 'Hoe groot is een karaat?' })).toHaveAttribute('href', '#size-guide-612-carat');
    const carat = screen.getByRole('region', { name: 'Hoe groot is een karaat?' });
    expect(within(carat).getAllByRole('radio')).toHaveLength(5);
    expect(within(carat).getByRole('radio', { name: 'Ovaal' })).toBeChecked();
    await waitFor(() => expect(carat.querySelector('[data-slot="carat-weight"]')).toHaveTextContent('1,00 ct'));

    render(<SizeGuide block={{ ...sizeGuideBlock, data: { sizes: ['bracelet-size'] } }} locale="nl" />);
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
  });

  it('renders nothing without sizes or carat section', () => {
    const { container } = render(<SizeGuide block={emptySizeGuideBlock} locale="nl" />);
    expect(container).toBeEmptyDOMElement();
  });
});
