import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { getRouter } from '@storybook/nextjs-vite/navigation.mock';
import type { ComponentType, ReactNode } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { isLocale, type Locale } from '../../domain/locale';
import { fixtureContext, mockBrowserApi, type FixtureApiOptions } from '../../stories/fixtures/catalog-api';
import { catalogBlock, malformedCatalogBlock, plainCatalogBlock } from '../../stories/fixtures/catalog-blocks';
import { catalogProducts } from '../../stories/fixtures/products';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import type { BlockProps } from '../types';
import { Catalog } from './catalog';
import { LazyCatalogListing } from '../../kit/catalogue/catalog-listing.lazy';
import { catalogBlockSchema, type CatalogBlock } from './schema';

interface CatalogStoryArgs {
  block: CatalogBlock;
  locale: Locale;
  /** The URL's query. */
  searchParams: Record<string, string>;
  api: FixtureApiOptions;
}

const cards = (root: HTMLElement) => root.querySelectorAll('[data-slot="product-grid"] [data-slot="product-card"]');

/** The block is an async server component: the loader renders it with the fixture API, the story shows the result. */
const meta = {
  title: 'Blocks/Catalog',
  args: { block: catalogBlock, locale: 'nl', searchParams: {}, api: {} },
  argTypes: { locale: { control: false, description: 'From the page; switch it with the toolbar.' }, api: { control: false } },
  parameters: { layout: 'fullscreen' },
  loaders: [
    async ({ args, globals }) => {
      await LazyCatalogListing.preload();
      const locale = isLocale(globals.locale) ? globals.locale : args.locale;
      return { view: await Catalog({ block: args.block, locale, context: fixtureContext(args.searchParams, { ...args.api, lang: locale }) }) };
    },
  ],
  render: (_args, { loaded }) => <div className="py-8">{loaded.view as ReactNode}</div>,
  // Infinite scroll fetches from the browser: answer it from the fixtures.
  beforeEach: ({ args }) => mockBrowserApi(args.api),
} satisfies Meta<CatalogStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 47 products with two banners; scrolling down appends page 2 and the URL follows. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('47 producten')).toHaveAttribute('aria-live', 'polite');
    await expect(cards(canvasElement)).toHaveLength(20);
    await expect(canvasElement.querySelector('[data-slot="promotion-banner"][data-size="1x2"]')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="promotion-banner"] script')).toBeNull();
    const pagination = canvas.getByRole('navigation', { name: 'Paginering' });
    await expect(within(pagination).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page');

    canvasElement.querySelector('[data-slot="loader-below"]')!.scrollIntoView();
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(40), { timeout: 5000 });
    canvasElement.querySelectorAll('li[data-page="2"]')[10]!.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(window.location.search).toMatch(/page=2/));
    await waitFor(() => expect(within(pagination).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page'));
    window.scrollTo(0, 0);
  },
};

/** Opened on page 3: page 2 loads above the products and the view stays where it was. */
export const LoadingAbove: Story = {
  args: { searchParams: { page: '3' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('li[data-page="3"]')).toHaveLength(7);
    await waitFor(() => expect(canvasElement.querySelectorAll('li[data-page="2"]')).toHaveLength(20), { timeout: 5000 });
    const first = canvasElement.querySelector('li[data-page="3"]')!;
    await expect(first.getBoundingClientRect().top).toBeGreaterThan(-50);
    window.scrollTo(0, 0);
  },
};

/** Filtered by a material and sorted: the panel shows the choice, counts it, and links without JavaScript. */
export const Filtered: Story = {
  args: { searchParams: { materials: 'silver-925', sortBy: 'cost|asc' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/producten$/)).toBeInTheDocument();
    const panel = canvasElement.querySelector('[data-slot="filter-panel"]') as HTMLElement;
    await expect(within(panel).getByText('1 gekozen', { selector: 'span.text-ink-muted' })).toBeInTheDocument();
    // The live panel loads after the page is interactive; the chosen value is checked there.
    const aside = within(canvasElement.querySelector('aside')!);
    await waitFor(() => expect(aside.getByRole('checkbox', { name: '925 sterling zilver' })).toBeChecked(), { timeout: 5000 });
    await expect(aside.getByRole('radio', { name: 'Prijs: laag naar hoog', hidden: true })).toBeChecked();
  },
};

/** Below 992 px the side panel is hidden; the bar carries the count of chosen values. */
export const FilteredOnAPhone: Story = {
  args: { searchParams: { materials: 'silver-925' } },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('aside')).not.toBeVisible();
    const bar = canvasElement.querySelector('[data-slot="mobile-filter-bar"]') as HTMLElement;
    await expect(within(bar).getByRole('button', { name: /Filteren/ })).toHaveTextContent('1');
  },
};

/** The story's own address, put back afterwards: applying a selection writes the listing's URL. */
const keepAddress = () => {
  const href = window.location.href;
  return () => window.history.replaceState(null, '', href);
};

/** How many fixture products are in a category. */
const inCategory = (slug: string) => catalogProducts.filter((product) => product.categories.some((category) => category.slug === slug)).length;

/**
 * Desktop: a ticked value is applied 700 ms later without a navigation: the URL gets the filter
 * and then the sort at once (history.replaceState), the list and the count come from the API.
 */
export const FilterApplied: Story = {
  beforeEach: keepAddress,
  play: async ({ canvasElement }) => {
    const push = getRouter().push;
    push.mockClear();
    const aside = within(canvasElement.querySelector('aside')!);
    // The live panel (checkboxes) replaces the server's links once its chunk is in.
    await waitFor(() => expect(aside.queryAllByRole('checkbox', { hidden: true }).length).toBeGreaterThan(0), { timeout: 5000 });
    await userEvent.click(aside.getByText('Categorieën', { selector: 'summary *' }));
    await userEvent.click(aside.getByRole('checkbox', { name: 'Ringen' }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/catalog?categories=rings'), { timeout: 1500 });
    const rings = inCategory('rings');
    await waitFor(() => expect(within(canvasElement).getByText(`${rings} producten`)).toHaveAttribute('aria-live', 'polite'));
    await expect(cards(canvasElement)).toHaveLength(Math.min(rings, 20));

    await userEvent.click(aside.getByText('Sorteren', { selector: 'summary *' }));
    await userEvent.click(aside.getByRole('radio', { name: 'Prijs: laag naar hoog' }));
    await waitFor(() => expect(window.location.search).toBe('?categories=rings&sortBy=cost%7Casc'), { timeout: 1500 });
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="product-grid"]')).not.toHaveAttribute('aria-busy'));
    const prices = [...canvasElement.querySelectorAll('[data-slot="price-now"]')].map((price) => Number(price.textContent!.replace(/[^\d,]/g, '').replace(',', '.')));
    await expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expect(push).not.toHaveBeenCalled();
  },
};

/** Below 992 px: "Filteren" opens the bottom sheet; edits wait for "Toepassen", which writes the URL and loads the list. */
export const MobileFilters: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  beforeEach: keepAddress,
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-slot="mobile-filter-bar"]') as HTMLElement;
    const start = window.location.href;
    await userEvent.click(within(bar).getByRole('button', { name: 'Filteren' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(sheet).getByText('Categorieën', { selector: 'summary *' }));
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Ringen' }));
    await expect(window.location.href).toBe(start);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Toepassen' }));
    await expect(window.location.pathname + window.location.search).toBe('/catalog?categories=rings');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(canvasElement).getByText(`${inCategory('rings')} producten`)).toBeInTheDocument());
  },
};

/** Closing the sheet throws the pending edits away. */
export const MobileSortDiscarded: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-slot="mobile-filter-bar"]') as HTMLElement;
    const start = window.location.href;
    await userEvent.click(within(bar).getByRole('button', { name: 'Sorteren' }));
    const sheet = await screen.findByRole('dialog', { name: 'Sorteren' });
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Nieuwste' }));
    await expect(within(sheet).getByRole('radio', { name: 'Nieuwste' })).toBeChecked();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(bar).getByRole('button', { name: 'Sorteren' }));
    const again = await screen.findByRole('dialog', { name: 'Sorteren' });
    await expect(within(again).getByRole('radio', { name: 'Aanbevolen' })).toBeChecked();
    await expect(window.location.href).toBe(start);
    await userEvent.keyboard('{Escape}');
  },
};

/** A search: its own heading, no banners. */
export const Search: Story = {
  args: { searchParams: { search: 'ring' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Zoekresultaten voor “ring”' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="promotion-banner"]')).toBeNull();
  },
};

/** A fixed title and intro, no filters, no banners: the card grid of 2 to 6 columns. */
export const WithoutFilters: Story = {
  args: { block: plainCatalogBlock },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nieuw binnen' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="filter-panel"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="product-grid"] ul')!.className).toContain('2xl:grid-cols-6');
  },
};

/** English: texts from the en messages, links under /en. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('47 products')).toBeInTheDocument();
    await expect(within(canvas.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/en/catalog?page=2');
  },
};

/** Nothing matches: a message instead of the grid. */
export const Empty: Story = {
  args: { searchParams: { search: 'onvindbaar' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Geen producten gevonden')).toBeVisible();
    await expect(canvas.getByText('0 producten')).toBeInTheDocument();
    await expect(cards(canvasElement)).toHaveLength(0);
  },
};

/** The catalogue call failed (not a 400): the page stays up with a message. */
export const LoadFailed: Story = {
  args: { api: { catalogStatus: 500 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('De producten konden niet worden geladen.')).toBeVisible();
  },
};

const invalidStories = invalidBlockStories({
  type: 'catalog',
  schema: catalogBlockSchema,
  malformed: malformedCatalogBlock,
  // Never rendered: the malformed block does not parse.
  component: Catalog as unknown as ComponentType<BlockProps<CatalogBlock>>,
  issuePaths: ['data.promotion_banners.0.size', 'data.promotion_banners.0.url'],
});

/** A malformed block, as a shopper gets it: nothing (the page logs and drops it). */
export const Error: Story = invalidStories.Error as unknown as Story;

/** The same malformed block in CMS preview: a loud box with the zod issues. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview as unknown as Story;
