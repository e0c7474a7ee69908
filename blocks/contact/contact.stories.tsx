import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { contactBlock, contactSettings, emptyContactBlock, malformedContactBlock } from '../../stories/fixtures/marketing';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import type { BlockProps } from '../types';
import { ContactView } from './contact';
import { contactBlockSchema, type ContactBlock } from './schema';

// The block itself is an async server component that reads the shop's settings; the stories show
// what it renders with them. The map is OpenStreetMap's embed (offline here: an empty frame).
const meta = {
  title: 'Blocks/Contact',
  component: ContactView,
  args: { block: contactBlock, locale: 'nl', settings: contactSettings },
  argTypes: { locale: { control: false }, settings: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'The contact page’s block: the shop’s e-mail, phone and working hours (settings), the stores, and an OpenStreetMap map of the first store with a position.',
          '',
          '`data`: `title`, `intro` (per language) · `stores`: `[{ name, address_line_1, address_line_2?, zip, city, phone?, email?, hours?, lat?, lon? }]` · `map` (default true).',
        ].join('\n'),
      },
    },
  },
  decorators: [(Story) => <div className="py-10">{Story()}</div>],
} satisfies Meta<typeof ContactView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two stores, the shop's hours, a map of the atelier. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Bezoek ons atelier' })).toBeVisible();
    await expect(canvas.getByText('Ma–vr 9:00–17:30, za 10:00–17:00')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Contact', 'Openingstijden', 'Onze winkels', 'Atelier Amsterdam', 'Showroom Utrecht']);
    await expect(canvas.getAllByRole('link', { name: '+31 20 123 45 67' })[0]!.getAttribute('href')).toBe('tel:+31201234567');
    const map = canvas.getByTitle('Kaart van Atelier Amsterdam');
    await expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    await expect(canvas.getAllByRole('link', { name: 'Bekijk op OpenStreetMap' })).toHaveLength(2);
  },
};

/** No map: the stores and hours in one column. */
export const WithoutMap: Story = {
  args: { block: { ...contactBlock, data: { ...contactBlock.data, map: false } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** No stores: the shop's e-mail, phone and hours only. */
export const Empty: Story = {
  args: { block: emptyContactBlock },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('service@juwelier-aurum.nl')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="store"]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories<ContactBlock>({
  type: 'contact',
  schema: contactBlockSchema,
  malformed: malformedContactBlock,
  component: ({ block, locale }: BlockProps<ContactBlock>) => <ContactView block={block} locale={locale} settings={contactSettings} />,
  issuePaths: ['data.stores.0.address_line_1', 'data.stores.0.zip', 'data.stores.0.lat'],
});

/** A malformed block, as a shopper gets it: nothing (the page logs and drops it). */
export const Error: Story = invalidStories.Error;

/** The same malformed block in CMS preview: a loud box with the zod issues. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview;
