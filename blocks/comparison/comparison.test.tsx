import { LazyComparisonView } from './comparison.lazy';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyListView, shopView } from '../../kit/state/shop-view';
import { comparisonBlock, inStockItem, listItems, onSaleItem, preOrderItem, stockOutItem } from '../../stories/fixtures/list-items';
import { provideFakeShop } from '../../stories/fixtures/shop';
import { Comparison } from './comparison';
import { comparisonBlockSchema } from './schema';

// The island is code-split: loaded up front it renders at once.
beforeAll(async () => {
  await LazyComparisonView.preload();
});

/** The cells of the row headed `header`, one per product. */
const rowCells = (header: string) => within(screen.getByRole('rowheader', { name: header }).closest('tr')!).getAllByRole('cell');

describe('comparisonBlockSchema', () => {
  it('takes optional, non-empty texts only', () => {
    expect(comparisonBlockSchema.safeParse({ id: 1, type: 'comparison', data: {} }).success).toBe(true);
    const invalid = comparisonBlockSchema.safeParse({ id: 1, type: 'comparison', data: { title: 42, empty_text: '' } });
    expect(invalid.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['data.empty_text', 'data.title']);
  });
});

describe('Comparison', () => {
  it('puts the products side by side in a table: a column per product, a row per property', () => {
    provideFakeShop({ comparison: listItems });
    render(<Comparison block={comparisonBlock} locale="nl" />);
    const section = screen.getByRole('region', { name: 'Naast elkaar' });
    expect(section).toHaveAttribute('data-block', 'comparison');
    const table = within(section).getByRole('table', { name: 'Je sieraden naast elkaar' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((th) => th.textContent)).toEqual(['Sieraad', ...listItems.map((item) => item.title)]);
    expect(columns.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((th) => th.textContent)).toEqual(['Prijs', 'Beschikbaarheid', 'Metaal', 'Maat', 'Steen', 'Slijpvorm', 'Categorie', 'Artikelnummer', 'Acties']);
    expect(rowHeaders.every((th) => th.getAttribute('scope') === 'row')).toBe(true);
    expect(within(columns[1]!).getByRole('link', { name: inStockItem.title })).toHaveAttribute('href', '/product/solitaire-verlovingsring-050-ct-2?configuration_id=P2-MAT-YG14');

    expect(rowCells('Beschikbaarheid').map((td) => td.textContent)).toEqual(['Op voorraad', 'Op voorraad', 'Uitverkocht', 'Pre-order']);
    expect(rowCells('Artikelnummer').map((td) => td.textContent)).toEqual(listItems.map((item) => item.configuration_id));
    expect(rowCells('Prijs')[1]!.querySelector('s')).toHaveTextContent('Oorspronkelijke prijs EUR 89,00');
  });

  it('compares metal (with its colour), size, stones, shapes and category; an empty cell is a dash read as "not applicable"', () => {
    provideFakeShop({ comparison: listItems });
    render(<Comparison block={comparisonBlock} locale="nl" />);
    const metals = rowCells('Metaal');
    expect(metals.map((td) => td.textContent)).toEqual(['14 karaat geelgoud', '925 sterling zilver', '950 platina', '14 karaat roségoud']);
    const dot = metals[0]!.querySelector('[aria-hidden="true"]');
    expect(dot).toHaveStyle({ backgroundColor: '#d4af37' });
    expect(dot).toHaveTextContent('');

    // What a screen reader reads in each cell: the value, or "Niet van toepassing" for the dash.
    const spoken = (header: string) => rowCells(header).map((td) => (within(td).queryByText('Niet van toepassing') ? 'n.v.t.' : td.textContent));
    expect(spoken('Maat')).toEqual(['52', '18', 'n.v.t.', '56']);
    expect(spoken('Steen')).toEqual(['Diamant', 'n.v.t.', 'Diamant', 'n.v.t.']);
    expect(spoken('Slijpvorm')).toEqual(['Rond', 'n.v.t.', 'Rond', 'n.v.t.']);
    expect(spoken('Categorie')).toEqual(['Verlovingsringen', 'Armbanden', 'Diamanten', 'Trouwringen']);
    const dash = rowCells('Maat')[2]!;
    expect(within(dash).getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(within(dash).getByText('Niet van toepassing')).toHaveClass('sr-only');
  });

  it('lists several stones and shapes, and shows no metal as not applicable, in English', () => {
    provideFakeShop({ comparison: [{ ...inStockItem, stones: ['Diamond', 'Sapphire'], stone_shapes: ['Oval', 'Trillion'], category: 'Engagement rings', material: null }] });
    render(<Comparison block={{ ...comparisonBlock, data: {} }} locale="en" />);
    const table = screen.getByRole('table', { name: 'Your pieces side by side' });
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Price', 'Availability', 'Metal', 'Size', 'Stone', 'Shape', 'Category', 'SKU', 'Actions']);
    expect(rowCells('Stone').map((td) => td.textContent)).toEqual(['Diamond, Sapphire']);
    expect(rowCells('Shape').map((td) => td.textContent)).toEqual(['Oval, Trillion']);
    expect(rowCells('Category').map((td) => td.textContent)).toEqual(['Engagement rings']);
    expect(within(rowCells('Metal')[0]!).getByText('Not applicable')).toHaveClass('sr-only');
  });

  it('adds a product’s configuration to the cart; a sold-out one cannot be added', async () => {
    const calls = provideFakeShop({ comparison: listItems });
    render(<Comparison block={comparisonBlock} locale="nl" />);
    await userEvent.click(screen.getByRole('button', { name: `In winkelwagen: ${preOrderItem.title}` }));
    await waitFor(() => expect(calls.adds).toEqual([{ configuration_id: preOrderItem.configuration_id, quantity: 1 }]));
    expect(screen.getByRole('button', { name: `In winkelwagen: ${stockOutItem.title}` })).toBeDisabled();
  });

  it('removes a product’s column by its SKU', async () => {
    const calls = provideFakeShop({ comparison: listItems });
    render(<Comparison block={comparisonBlock} locale="nl" />);
    await userEvent.click(screen.getByRole('button', { name: `Verwijder ${onSaleItem.title} uit de vergelijking` }));
    expect(calls.toggles).toEqual([{ kind: 'comparison', sku: onSaleItem.sku }]);
    await waitFor(() => expect(screen.getAllByRole('columnheader')).toHaveLength(4));
    expect(screen.queryByRole('columnheader', { name: onSaleItem.title })).toBeNull();
    expect(screen.getByText(`${onSaleItem.title} is uit de vergelijking verwijderd.`)).toBeInTheDocument();
  });

  it('links to the catalogue when empty, in English under /en', () => {
    provideFakeShop({ comparison: [] });
    const { unmount } = render(<Comparison block={comparisonBlock} locale="nl" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(comparisonBlock.data.empty_text!)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk alle sieraden' })).toHaveAttribute('href', '/catalog');
    unmount();
    render(<Comparison block={{ ...comparisonBlock, data: {} }} locale="en" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Compare pieces' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all jewellery' })).toHaveAttribute('href', '/en/catalog');
  });

  it('shows a busy skeleton until the list has loaded', () => {
    provideFakeShop();
    shopView.setState({ comparison: { ...emptyListView, status: 'idle' } });
    render(<Comparison block={comparisonBlock} locale="nl" />);
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('Je lijst wordt geladen…');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
