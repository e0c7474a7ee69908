import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { emptySizeToWeightBlock, malformedSizeToWeightBlock, routeCaratTables, sizeToWeightBlock } from '../../stories/fixtures/size-guide';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import { sizeToWeightBlockSchema } from './schema';
import { SizeToWeight } from './size-to-weight';
import { LazyCaratSelector } from '../../kit/carat/carat-selector.lazy';

const weight = (root: HTMLElement) => root.querySelector('[data-slot="carat-weight"]');
const spoken = (slider: HTMLElement) => slider.getAttribute('aria-valuetext')?.replace(/\u00a0/g, ' ');

const meta = {
  // The island is code-split: loaded up front it renders at once.
  loaders: [async () => ({ island: await LazyCaratSelector.preload() })],
  title: 'Blocks/Size to weight',
  component: SizeToWeight,
  args: { block: sizeToWeightBlock, locale: 'nl' },
  argTypes: { locale: { control: false, description: 'From the page; switch it with the toolbar.' } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'The spec’s size-to-weight shape selector. The island fetches the size-to-carat tables from `/api/carat-tables` (here: the repository’s JSON).',
          '',
          '`data` (all optional): `title`, `intro` (per language; default the shop’s copy) · `shapes`: the shapes offered, in order (default all 14; `[]` shows nothing) ·',
          '`shape`: chosen at first (default `round`) · `mm`: size chosen at first, e.g. `"6.0"` or `"7x5"` (the table’s nearest; default the size nearest 1 ct).',
        ].join('\n'),
      },
    },
  },
  decorators: [(Story) => <div className="py-10">{Story()}</div>],
  beforeEach: () => routeCaratTables(),
} satisfies Meta<typeof SizeToWeight>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 6 mm round: 0,84 ct, drawn at true size beside a 1 euro coin. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(weight(canvasElement)).toHaveTextContent('0,84 ct'));
    await expect(canvas.getByRole('radio', { name: 'Rond' })).toBeChecked();
    await expect(spoken(canvas.getByRole('slider', { name: 'Afmeting' }))).toBe('6 mm, 0,84 ct');
    await expect(canvas.getByRole('img', { name: /^Rond, 6\smm, op ware grootte/ })).toBeVisible();
    // True size: 6 mm and the coin's 23.25 mm at 96 CSS px per inch.
    const stone = canvasElement.querySelector('[data-slot="true-size"] [data-slot="stone-shape"]')!;
    await expect(stone.getBoundingClientRect().width).toBeCloseTo(6 * (96 / 25.4), 0);
  },
};

/** The shopper picks a pear, then a larger size: the weight follows, about a carat is kept across shapes. */
export const ChoosingShapeAndSize: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(weight(canvasElement)).toHaveTextContent('0,84 ct'));
    await userEvent.click(canvas.getByRole('radio', { name: 'Peer' }));
    await expect(canvas.getByRole('radio', { name: 'Peer' })).toBeChecked();
    const slider = canvas.getByRole('slider', { name: 'Afmeting' });
    await expect(spoken(slider)).toBe('7,5 × 5,5 mm, 0,85 ct');
    fireEvent.change(slider, { target: { value: String(Number((slider as HTMLInputElement).value) + 1) } });
    await expect(spoken(slider)).toBe('7,7 × 5,7 mm, 1,00 ct');
    await expect(weight(canvasElement)).toHaveTextContent('1,00 ct');
    await expect(canvas.getByRole('img', { name: /^Peer, / })).toBeVisible();
  },
};

/** English: the same stone as 0.84 ct. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(weight(canvasElement)).toHaveTextContent('0.84 ct'));
    await expect(canvas.getByRole('radio', { name: 'Round' })).toBeChecked();
    await expect(canvas.getByText(/96 CSS pixels per inch/)).toBeVisible();
  },
};

/** While the table loads (also the server's HTML): the shapes and the coin, a busy placeholder for the rest. */
export const Loading: Story = {
  beforeEach: () => routeCaratTables({ pending: true }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { busy: true })).toHaveTextContent('Maattabel wordt geladen…');
    await expect(canvas.getAllByRole('radio')).toHaveLength(14);
  },
};

/** The table could not be loaded: the spec's text and a retry. */
export const LoadFailed: Story = {
  beforeEach: () => routeCaratTables({ status: 500 }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Kon maattabel niet laden'));
    await expect(canvas.getByRole('button', { name: 'Probeer opnieuw' })).toBeEnabled();
  },
};

/** No shapes offered: nothing. */
export const Empty: Story = {
  args: { block: emptySizeToWeightBlock },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories({
  type: 'size-to-weight',
  schema: sizeToWeightBlockSchema,
  malformed: malformedSizeToWeightBlock,
  component: SizeToWeight,
  issuePaths: ['data.shape', 'data.mm', 'data.shapes'],
});

/** A malformed block, as a shopper gets it: nothing (the page logs and drops it). */
export const Error: Story = invalidStories.Error;

/** The same malformed block in CMS preview: a loud box with the zod issues. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview;
