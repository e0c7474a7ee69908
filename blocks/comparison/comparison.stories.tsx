import { LazyComparisonView } from './comparison.lazy';
import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ListItem } from '../../api/contract/lists';
import { emptyListView, shopView } from '../../kit/state/shop-view';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import { comparisonBlock, listItems, malformedComparisonBlock, onSaleItem, preOrderItem, stockOutItem } from '../../stories/fixtures/list-items';
import { provideFakeShop } from '../../stories/fixtures/shop';
import { Comparison } from './comparison';
import { comparisonBlockSchema } from './schema';

const meta = {
  // The island is code-split: loaded up front it renders at once.
  loaders: [async () => ({ island: await LazyComparisonView.preload() })],
  title: 'Blocks/Comparison',
  component: Comparison,
  args: { block: comparisonBlock, locale: 'nl' },
  argTypes: { locale: { control: false, description: 'From the page; switch it with the toolbar.' } },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="py-10">{Story()}</div>],
  // The shop runtime's stand-in: the compared pieces, and the cart answering "added".
  beforeEach: () => {
    provideFakeShop({ comparison: listItems });
  },
} satisfies Meta<typeof Comparison>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cells of the row headed `header`, one per piece. */
const rowCells = (table: HTMLElement, header: string) => within(within(table).getByRole('rowheader', { name: header }).closest('tr')!).getAllByRole('cell');

/**
 * Four pieces side by side: a column each, rows for price, availability, metal (with its colour),
 * size, stone, shape, category, SKU and actions. What a piece lacks (the diamond's size, the
 * bracelet's stones) is a dash, read as "Niet van toepassing".
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Je sieraden naast elkaar' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    await expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Prijs', 'Beschikbaarheid', 'Metaal', 'Maat', 'Steen', 'Slijpvorm', 'Categorie', 'Artikelnummer', 'Acties']);
    await expect(within(table).getByText('Pre-order')).toBeVisible();
    await expect(within(rowCells(table, 'Metaal')[0]!).getByText('14 karaat geelgoud')).toBeVisible();
    await expect(rowCells(table, 'Categorie').map((td) => td.textContent)).toEqual(['Verlovingsringen', 'Armbanden', 'Diamanten', 'Trouwringen']);
    const noSize = rowCells(table, 'Maat')[2]!;
    await expect(within(noSize).getByText('—')).toBeVisible();
    await expect(within(noSize).getByText('Niet van toepassing')).toHaveClass('sr-only');
    await expect(canvas.getByRole('button', { name: `In winkelwagen: ${stockOutItem.title}` })).toBeDisabled();
  },
};

/** The same in English: row headers and "Not applicable" follow the page's language. */
export const English: Story = {
  args: { block: { ...comparisonBlock, data: {} } },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Your pieces side by side' });
    await expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Price', 'Availability', 'Metal', 'Size', 'Stone', 'Shape', 'Category', 'SKU', 'Actions']);
    await expect(within(rowCells(table, 'Stone')[1]!).getByText('Not applicable')).toHaveClass('sr-only');
  },
};

/** On a phone the sticky row headers take 6rem (long words wrap), leaving room for more than one piece. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Je sieraden naast elkaar' });
    const header = within(table).getByRole('rowheader', { name: 'Beschikbaarheid' });
    await waitFor(() => expect(header.getBoundingClientRect().width).toBeLessThanOrEqual(97));
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="comparison-scroller"]')!;
    const firstPiece = rowCells(table, 'Prijs')[0]!;
    // The first piece fits beside the headers, with the next one peeking in.
    await expect(header.getBoundingClientRect().width + firstPiece.getBoundingClientRect().width).toBeLessThan(scroller.clientWidth);
  },
};

/** The shopper removes a piece: its column goes; adding another to the cart counts in the header. */
export const RemovingAPiece: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Verwijder ${onSaleItem.title} uit de vergelijking` }));
    await waitFor(() => expect(canvas.queryByRole('columnheader', { name: onSaleItem.title })).toBeNull());
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: `In winkelwagen: ${preOrderItem.title}` }));
    await waitFor(() => expect(shopView.getState().cartCount).toBe(1));
  },
};

const more: ListItem[] = [...listItems, ...listItems.slice(0, 2).map((item, i) => ({ ...item, sku: `${item.sku}-B${i}`, title: `${item.title} (wit)` }))];

/** Six pieces: more than fit side by side, so the table scrolls sideways under its sticky row headers. */
export const ManyPieces: Story = {
  beforeEach: () => {
    provideFakeShop({ comparison: more });
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(7);
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="comparison-scroller"]')!;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  },
};

/** Nothing to compare yet: the merchandiser's text and a way to the catalogue. */
export const Empty: Story = {
  beforeEach: () => {
    provideFakeShop({ comparison: [] });
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText(comparisonBlock.data.empty_text!)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bekijk alle sieraden' })).toHaveAttribute('href', '/catalog');
  },
};

/** Before the shop runtime has loaded the list (also the server's HTML): a busy skeleton. */
export const Loading: Story = {
  beforeEach: () => {
    provideFakeShop();
    shopView.setState({ comparison: { ...emptyListView, status: 'loading' } });
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { busy: true })).toHaveTextContent('Je lijst wordt geladen…');
  },
};

/** The list could not be loaded: a message and a retry. */
export const LoadFailed: Story = {
  beforeEach: () => {
    provideFakeShop();
    shopView.setState({ comparison: { ...emptyListView, status: 'error' } });
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Je lijst kon niet worden geladen.');
  },
};

const invalidStories = invalidBlockStories({
  type: 'comparison',
  schema: comparisonBlockSchema,
  malformed: malformedComparisonBlock,
  component: Comparison,
  issuePaths: ['data.title', 'data.empty_text'],
});

/** A malformed block, as a shopper gets it: nothing (the page logs and drops it). */
export const Error: Story = invalidStories.Error;

/** The same malformed block in CMS preview: a loud box with the zod issues. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview;
