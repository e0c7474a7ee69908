import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { productDetail } from '../../stories/fixtures/product-detail';
import { AssetViewer } from './asset-viewer';

const [first, second] = productDetail.configurations[0]!.medias;
const labels = { title: 'Afbeeldingen', close: 'Sluiten', previous: 'Vorige afbeelding', next: 'Volgende afbeelding', position: 'Afbeelding {n} van {total}' };

const meta = {
  title: 'Kit/Product/Asset viewer',
  component: AssetViewer,
  args: { labels },
  render: (args) => (
    <div data-asset-group="" className="flex gap-4">
      {[first!, second!].map((media) => (
        <button key={media.url} type="button" data-asset-viewer="" data-asset-item="" data-asset-src={media.url} data-asset-alt={media.alt} className="size-40 cursor-zoom-in border border-line">
          <img src={media.url} alt={media.alt} className="size-full object-cover" />
        </button>
      ))}
      <AssetViewer {...args} />
    </div>
  ),
} satisfies Meta<typeof AssetViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any element with data-asset-viewer opens the viewer; arrows step, Escape closes, the page does not scroll. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: first!.alt }));
    const dialog = await screen.findByRole('dialog', { name: 'Afbeeldingen' });
    await expect(dialog).toHaveAccessibleDescription('Afbeelding 1 van 2');
    await expect(document.body).toHaveAttribute('data-scroll-locked');
    await userEvent.click(screen.getByRole('button', { name: 'Volgende afbeelding' }));
    await expect(dialog).toHaveAccessibleDescription('Afbeelding 2 van 2');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
