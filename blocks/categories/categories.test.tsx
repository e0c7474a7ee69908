import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categoriesBlock } from '../../stories/fixtures/blocks';
import { Categories } from './categories';
import { categoriesBlockSchema, type CategoriesBlock } from './schema';

const withItems = (n: number): CategoriesBlock => ({
  ...categoriesBlock,
  data: { ...categoriesBlock.data, items: categoriesBlock.data.items.slice(0, n) },
});

describe('categoriesBlockSchema', () => {
  it('accepts tiles and defaults items to an empty list', () => {
    expect(categoriesBlockSchema.parse({ id: 1, type: 'categories', data: {} }).data.items).toEqual([]);
    const parsed = categoriesBlockSchema.parse({
      id: 1,
      type: 'categories',
      data: { title: 'Shop', items: [{ title: 'Ringen', url: '/ringen', image: { url: '/r.svg' } }] },
    });
    expect(parsed.data.items[0]?.image.alt).toBe('');
  });

  it('rejects tiles without a shop path, title or image URL', () => {
    const result = categoriesBlockSchema.safeParse({
      id: 1,
      type: 'categories',
      data: { items: [{ title: '', url: 'ringen', image: { url: '' } }] },
    });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'data.items.0.image.url',
      'data.items.0.title',
      'data.items.0.url',
    ]);
  });

  it('rejects another block type', () => {
    expect(categoriesBlockSchema.safeParse({ ...categoriesBlock, type: 'rich-text' }).success).toBe(false);
  });
});

describe('Categories', () => {
  it('renders a named section with h2 title, subtitle and one link per tile', () => {
    render(<Categories block={categoriesBlock} locale="nl" />);
    const section = screen.getByRole('region', { name: 'Shop op categorie' });
    expect(section).toHaveAttribute('data-block', 'categories');
    expect(screen.getByRole('heading', { level: 2, name: 'Shop op categorie' })).toBeInTheDocument();
    expect(screen.getByText('Van tijdloze klassiekers tot nieuwe favorieten.')).toBeInTheDocument();
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(within(items[0]!).getByRole('link', { name: 'Ringen' })).toHaveAttribute('href', '/ringen');
  });

  it('renders each tile image lazily with its alt text and size', () => {
    const block: CategoriesBlock = {
      ...categoriesBlock,
      data: { items: [{ title: 'Ringen', url: '/ringen', image: { url: '/r.svg', alt: 'Gouden ringen', width: 800, height: 1000 } }] },
    };
    render(<Categories block={block} locale="nl" />);
    const img = screen.getByRole('img', { name: 'Gouden ringen' });
    expect(img).toHaveAttribute('src', '/r.svg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '800');
  });

  it('prefixes links with /en for English', () => {
    render(<Categories block={categoriesBlock} locale="en" />);
    expect(screen.getByRole('link', { name: 'Parels' })).toHaveAttribute('href', '/en/catalog?materials=parel');
  });

  it('renders nothing without tiles', () => {
    const { container } = render(<Categories block={withItems(0)} locale="nl" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('uses up to six columns from xl, depending on the number of tiles', () => {
    const grid = (n: number) => {
      const { container, unmount } = render(<Categories block={withItems(n)} locale="nl" />);
      const className = container.querySelector('ul')!.className;
      unmount();
      return className;
    };
    expect(grid(3)).not.toMatch(/xl:grid-cols/);
    expect(grid(4)).toContain('xl:grid-cols-4');
    expect(grid(6)).toContain('xl:grid-cols-6');
    expect(grid(2)).toContain('grid-cols-2');
  });

  it('leaves the header out when there is no title or subtitle', () => {
    render(<Categories block={{ ...withItems(2), data: { items: withItems(2).data.items } }} locale="nl" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
