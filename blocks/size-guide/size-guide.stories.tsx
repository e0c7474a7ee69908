import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, waitFor, within } from 'storybook/test';
import { emptySizeGuideBlock, malformedSizeGuideBlock, ringGuideWithCaratBlock, routeCaratTables, sizeGuideBlock } from '../../stories/fixtures/size-guide';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import { LazyCaratSelector } from '../../kit/carat/carat-selector.lazy';
import { sizeGuideBlockSchema } from './schema';
import { SizeGuide } from './size-guide';

const meta = {
  // The carat section's island is code-split: loaded up front it renders at once.
  loaders: [async () => ({ island: await LazyCaratSelector.preload() })],
  title: 'Blocks/Size guide',
  component: SizeGuide,
  args: { block: sizeGuideBlock, locale: 'nl' },
  argTypes: { locale: { control: false, description: 'From the page; switch it with the toolbar.' } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'How to measure and a size chart per size slug, optionally followed by the size-to-weight shape selector. Block `data` (all optional):',
          '',
          '| field | type | meaning |',
          '|---|---|---|',
          '| `title`, `intro` | text per language | the heading (default “Vind je maat” / “Find your size”) and an introduction |',
          '| `sizes` | list of `ring-size`, `necklace-size`, `bracelet-size`, each once | the charts, in this order; each part’s id is its slug (`/maatgids#ring-size`) |',
          '| `carat` | object: `title`, `intro`, `shapes`, `shape`, `mm` (see Blocks/Size to weight) | present, even `{}`: the carat section after the charts |',
          '| `link` | `{ text, url }`, url a path in the shop | a way to personal advice at the end |',
          '',
          'No sizes and no carat section: the block shows nothing.',
        ].join('\n'),
      },
    },
  },
  decorators: [(Story) => <div className="py-10">{Story()}</div>],
  beforeEach: () => routeCaratTables(),
} satisfies Meta<typeof SizeGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ring, necklace and bracelet sizes: steps, tips and a chart each, with links to each part. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Op deze pagina' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Ringmaat' })).toBeVisible();
    const rings = canvas.getByRole('table', { name: 'Ringmaten: EU-maat, binnendiameter, US en UK' });
    const eu54 = within(rings).getByRole('rowheader', { name: '54' }).closest('tr')!;
    await expect(eu54).toHaveTextContent(/54\s*17,2\smm\s*6¾\s*N/);
    await expect(canvas.getByRole('table', { name: 'Kettinglengtes en waar ze vallen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /persoonlijk advies/ })).toHaveAttribute('href', '/klantenservice');
  },
};

/** Each link of the row points at its part: the section's id is the size slug, so a product page can link to it too. */
export const LinksToEachPart: Story = {
  play: async ({ canvas, canvasElement }) => {
    // Not clicked: the test runner's page would navigate away from itself.
    for (const link of within(canvas.getByRole('navigation', { name: 'Op deze pagina' })).getAllByRole('link')) {
      const target = canvasElement.querySelector<HTMLElement>(link.getAttribute('href')!);
      await expect(target).not.toBeNull();
      await expect(target!.querySelector('h3')).toHaveTextContent(link.textContent!);
    }
  },
};

/** For engagement rings: the ring chart and the carat section (five shapes, a 1 carat oval first); the shopper tries a pear. */
export const WithCaratSection: Story = {
  args: { block: ringGuideWithCaratBlock },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const carat = canvas.getByRole('region', { name: 'Hoe groot is een karaat?' });
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="carat-weight"]')).toHaveTextContent('1,00 ct'));
    await expect(within(carat).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(within(carat).getByRole('radio', { name: 'Peer' }));
    await expect(within(carat).getByRole('img', { name: /^Peer, 7,7 × 5,7\smm/ })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="carat-weight"]')).toHaveTextContent('1,00 ct');
  },
};

/** The carat table could not be loaded: the charts stand, the carat section says so. */
export const CaratTableFailed: Story = {
  args: { block: ringGuideWithCaratBlock },
  beforeEach: () => routeCaratTables({ status: 503 }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Kon maattabel niet laden'));
    await expect(canvas.getByRole('table', { name: /Ringmaten/ })).toBeVisible();
  },
};

/** English, one size only: no row of links. */
export const EnglishNecklaceOnly: Story = {
  globals: { locale: 'en' },
  args: { block: { ...sizeGuideBlock, data: { sizes: ['necklace-size'] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Find your size' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('table', { name: 'Necklace lengths and where they fall' })).toHaveTextContent('17.7 in');
  },
};

/** No sizes and no carat section: nothing. */
export const Empty: Story = {
  args: { block: emptySizeGuideBlock },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories({
  type: 'size-guide',
  schema: sizeGuideBlockSchema,
  malformed: malformedSizeGuideBlock,
  component: SizeGuide,
  issuePaths: ['data.sizes.0', 'data.link.url'],
});

/** A malformed block, as a shopper gets it: nothing (the page logs and drops it). */
export const Error: Story = invalidStories.Error;

/** The same malformed block in CMS preview: a loud box with the zod issues. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview;
