import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { getRouter } from '@storybook/nextjs-vite/navigation.mock';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../domain/locale';
import { mockBrowserApi, type FixtureApiOptions } from '../../stories/fixtures/catalog-api';
import { catalogProducts } from '../../stories/fixtures/products';
import { provideFakeShop } from '../../stories/fixtures/shop';
import { SearchButton } from './search-button.client';
import { searchButtonProps } from './search-labels';

interface SearchStoryArgs {
  locale: Locale;
  api: FixtureApiOptions;
}

/** The fake shop runtime of the story: what the popup tracked. */
let shop: ReturnType<typeof provideFakeShop>;

/** The header's search island as the header renders it, in a bar like the header's. */
function HeaderSearchStory({ locale }: SearchStoryArgs) {
  const props = searchButtonProps(locale, 'inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-ink hover:bg-brand-soft');
  return (
    <div className="flex items-center justify-end border-b border-line bg-canvas px-4 py-3">
      <SearchButton {...props} />
    </div>
  );
}

const matching = (word: string) => catalogProducts.filter((p) => p.mixedTranslation.title.toLowerCase().includes(word)).length;

async function openAndType(canvas: ReturnType<typeof within>, name: string, text: string) {
  await userEvent.click(canvas.getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  const input = within(dialog).getByRole('searchbox');
  await waitFor(() => expect(input).toHaveFocus());
  await userEvent.type(input, text);
  return { dialog, input };
}

const meta = {
  title: 'Kit/Search/SearchPopup',
  component: HeaderSearchStory,
  args: { locale: 'nl', api: {} },
  argTypes: { locale: { control: false, description: 'Switch it with the toolbar.' }, api: { control: false } },
  // The catalogue calls are answered from the fixtures; events go to a fake shop runtime.
  beforeEach: ({ args }) => {
    shop = provideFakeShop();
    return mockBrowserApi(args.api);
  },
} satisfies Meta<typeof HeaderSearchStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Typing shows up to 8 results as the catalogue's cards, the count and the action to all
 * results; the arrows move between the input and the results; Escape closes and the focus is
 * back on the button.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Zoeken' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const { dialog, input } = await openAndType(canvas, 'Zoeken', 'ring');
    await expect(dialog).toHaveAccessibleName('Zoeken');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const total = matching('ring');
    const status = within(dialog).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(`${total} sieraden gevonden`), { timeout: 3000 });
    const results = within(dialog).getByRole('list', { name: 'Zoekresultaten' });
    const links = within(results).getAllByRole('link');
    await expect(links).toHaveLength(Math.min(8, total));
    await expect(results.querySelectorAll('[data-slot="product-card"] [data-slot="price"]')).toHaveLength(links.length);
    await expect(within(dialog).getByRole('link', { name: `Bekijk alle resultaten (${total})` })).toHaveAttribute('href', '/catalog?search=ring');

    await userEvent.keyboard('{ArrowDown}');
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(links[2]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(links.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowUp}');
    await expect(input).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open with results (the accessibility check runs on this state). */
export const WithResults: Story = {
  play: async ({ canvas }) => {
    const { dialog } = await openAndType(canvas, 'Zoeken', 'oorbel');
    await waitFor(() => expect(within(dialog).getAllByRole('link', { name: /oorbel/i }).length).toBeGreaterThan(0), { timeout: 3000 });
    await expect(within(dialog).getByRole('search')).toBeVisible();
  },
};

/** Enter in the input goes to the full results: the catalogue with only the search in its query. */
export const EnterToResults: Story = {
  play: async ({ canvas }) => {
    const push = getRouter().push;
    push.mockClear();
    await openAndType(canvas, 'Zoeken', 'armband{Enter}');
    await waitFor(() => expect(push).toHaveBeenCalledWith('/catalog?search=armband'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A pause on a query with results sends the `search` event once, with the query. */
export const SearchEvent: Story = {
  play: async ({ canvas }) => {
    await openAndType(canvas, 'Zoeken', 'hanger');
    await waitFor(() => expect(shop.events).toEqual([{ type: 'search', payload: { query: 'hanger' } }]), { timeout: 4000 });
    // Going on to the full results of the same query does not count it again.
    await userEvent.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(shop.events).toHaveLength(1);
  },
};

/** Nothing found: the catalogue's text names the query. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const { dialog } = await openAndType(canvas, 'Zoeken', 'xyzzy');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Geen sieraden gevonden voor “xyzzy”.'), { timeout: 3000 });
    await expect(within(dialog).queryByRole('link', { name: /Bekijk/ })).toBeNull();
  },
};

/** The catalogue fails: a calm message, the popup keeps working (typing on, Escape). */
export const Failed: Story = {
  args: { api: { catalogStatus: 500 } },
  play: async ({ canvas }) => {
    const { dialog, input } = await openAndType(canvas, 'Zoeken', 'ring');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Zoeken lukt nu even niet'), { timeout: 3000 });
    await userEvent.type(input, 'en');
    await expect(input).toHaveValue('ringen');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** English: the texts, and the full results under /en. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const { dialog } = await openAndType(canvas, 'Search', 'ring');
    await expect(dialog).toHaveAccessibleName('Search');
    const total = matching('ring');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(`${total} pieces found`), { timeout: 3000 });
    await expect(within(dialog).getByRole('link', { name: `See all results (${total})` })).toHaveAttribute('href', '/en/catalog?search=ring');
    await expect(within(dialog).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/en\/product\//));
  },
};
