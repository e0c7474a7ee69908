import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import type { AdminMedia } from '../../../api/contract/media';
import { AdminQueryProvider } from '../query';
import { BlockImageField, MediaField, type BlockImage } from './media-field';

/** Two files of the library, as `/admin/api/media` answers (drawings: no copies, served as they are). */
const swatch = (colour: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="${colour}"/></svg>`)}`;
const files: AdminMedia[] = [
  { id: 1, url: swatch('#b08d57'), mime_type: 'image/svg+xml', original_name: 'goud.svg', width: 120, height: 80, byte_size: 120, alt: { nl: 'Goud', en: 'Gold' }, variants: [], uploaded: true, created_at: '2026-11-26T10:00:00Z' },
  { id: 2, url: swatch('#c0c0c0'), mime_type: 'image/svg+xml', original_name: 'zilver.svg', width: 120, height: 80, byte_size: 120, alt: { nl: 'Zilver', en: 'Silver' }, variants: [], uploaded: true, created_at: '2026-11-26T09:00:00Z' },
];

/** Answers the picker's calls from the two files above; other calls go out as usual. */
function routeMediaApi(): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url);
    if (!url.pathname.startsWith('/admin/api/media')) return original(input, init);
    const id = /\/media\/(\d+)$/.exec(url.pathname)?.[1];
    const search = url.searchParams.get('search')?.toLowerCase() ?? '';
    const body = id
      ? { data: { ...files.find((file) => file.id === Number(id)), usage: [] } }
      : { data: { items: files.filter((file) => file.original_name.includes(search) || file.alt.nl.toLowerCase().includes(search)), total: files.length, page: 1, pages: 1 } };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
  return () => {
    globalThis.fetch = original;
  };
}

function Fields() {
  const [id, setId] = useState<number | null>(null);
  const [image, setImage] = useState<BlockImage | undefined>(undefined);
  return (
    <AdminQueryProvider>
      <div className="flex max-w-sm flex-col gap-6">
        <MediaField value={id} onChange={setId} label="Afbeelding van de pop-up" locale="nl" />
        <output data-testid="id">{JSON.stringify(id)}</output>
        <BlockImageField value={image} onChange={setImage} label="Image" locale="nl" language="en" />
        <output data-testid="image">{JSON.stringify(image ?? null)}</output>
      </div>
    </AdminQueryProvider>
  );
}

const meta = {
  title: 'Admin/Media/Picker',
  component: Fields,
  beforeEach: () => routeMediaApi(),
} satisfies Meta<typeof Fields>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A file chosen by its id (popups, banners), and a block's image chosen from the library: the block
 * keeps the address, the size and the alt text of the language being edited (here English).
 */
export const ChooseFromTheLibrary: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Afbeelding van de pop-up: Afbeelding kiezen' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'zilver.svg kiezen' }));
    await expect(canvas.getByTestId('id')).toHaveTextContent('2');
    await expect(await canvas.findByText('zilver.svg')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Image: Afbeelding kiezen' }));
    const second = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(await within(second).findByRole('button', { name: 'goud.svg kiezen' }));
    await expect(canvas.getByTestId('image')).toHaveTextContent(JSON.stringify({ url: files[0]!.url, alt: 'Gold', width: 120, height: 80 }));
    await expect(canvas.getByRole('textbox', { name: 'Alt-tekst (in deze taal)' })).toHaveValue('Gold');
  },
};
