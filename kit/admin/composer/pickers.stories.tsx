import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { composerTexts } from './composer-texts';
import { LinkField, type LinkTarget } from './link-picker';
import { ColorField, SlugListField, StringListField, type Option, type SlugSource } from './pickers';

const collections: Option[] = [
  { slug: 'bridal', title: 'Bridal' },
  { slug: 'essentials', title: 'Essentials' },
  { slug: 'aurora', title: 'Aurora' },
];
/** The shop's collections, as the picker would load them from /api/v1/collections. */
const load = async (_source: SlugSource, query: string) => collections.filter((option) => option.title.toLowerCase().includes(query.toLowerCase()));
const texts = composerTexts('nl').fields;

function Picker({ single, initial }: { single: boolean; initial: string[] }) {
  const [value, setValue] = useState<string | string[] | undefined>(single ? initial[0] : initial);
  return (
    <div className="max-w-xs">
      <SlugListField id="collections" name="collections" value={value} onChange={setValue} source="collections" single={single} texts={texts} label="Collections" load={load} />
      <output data-testid="value">{JSON.stringify(value ?? null)}</output>
    </div>
  );
}

const meta = {
  title: 'Admin/Composer/Pickers',
  component: Picker,
  args: { single: false, initial: ['bridal'] },
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list of collections: search, add with a button, remove with a button (no drag needed). */
export const CollectionList: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Collections: Zoeken' }), 'aur');
    await userEvent.click(await canvas.findByRole('button', { name: 'Toevoegen: Aurora' }));
    await expect(canvas.getByTestId('value')).toHaveTextContent('["bridal","aurora"]');
    await userEvent.click(canvas.getByRole('button', { name: 'Bridal verwijderen' }));
    await waitFor(() => expect(canvas.getByTestId('value')).toHaveTextContent('["aurora"]'));
  },
};

/** One collection (a `collection_slug`): choosing another replaces it. */
export const SingleCollection: Story = {
  args: { single: true, initial: ['bridal'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Toevoegen: Essentials' }));
    await expect(canvas.getByTestId('value')).toHaveTextContent('"essentials"');
  },
};

/** Nothing chosen yet. */
export const Empty: Story = { args: { single: false, initial: [] } };

function Others() {
  const [color, setColor] = useState<string | undefined>('#b08d57');
  const [lines, setLines] = useState<(string | number)[] | undefined>(['ring', 'ketting']);
  return (
    <div className="flex max-w-xs flex-col gap-4">
      <ColorField id="color" name="color" value={color} onChange={setColor} label="Kleur" />
      <StringListField id="tags" name="tags" value={lines} onChange={setLines} texts={texts} label="Tags" />
      <output data-testid="lines">{JSON.stringify(lines)}</output>
    </div>
  );
}

/** A colour (picker and hex) and a list of texts, one per line. */
export const ColourAndList: StoryObj<typeof Others> = {
  render: () => <Others />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Kleur (hex)' })).toHaveValue('#b08d57');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tags (één per regel)' }), '\narmband');
    await expect(canvas.getByTestId('lines')).toHaveTextContent('["ring","ketting","armband"]');
  },
};

const targets: LinkTarget[] = [
  { kind: 'page', title: 'Over ons', path: '/over-ons' },
  { kind: 'collection', title: 'Bridal', path: '/collection/bridal' },
  { kind: 'category', title: 'Ringen', path: '/catalog?categories=rings' },
];
/** The shop's places, as the link picker would find them (pages, collections, categories, products). */
const loadTargets = async (query: string) => targets.filter((target) => target.title.toLowerCase().includes(query.toLowerCase()));

function Link({ initial }: { initial?: string }) {
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <div className="max-w-xs">
      <LinkField id="url" value={value} onChange={setValue} texts={texts} label="Url" load={loadTargets} />
      <output data-testid="link">{JSON.stringify(value ?? null)}</output>
    </div>
  );
}

/** A link inside the shop: typed, or chosen from the shop's pages, collections, categories and products. */
export const LinkPicker: StoryObj<typeof Link> = {
  render: () => <Link initial="/catalog" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kies een pagina, collectie, categorie of product' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Url: zoeken in de winkel' }), 'brid');
    await userEvent.click(await canvas.findByRole('button', { name: /Collectie: Bridal/ }));
    await expect(canvas.getByTestId('link')).toHaveTextContent('"/collection/bridal"');
    await expect(canvas.getByRole('textbox')).toHaveValue('/collection/bridal');
  },
};
