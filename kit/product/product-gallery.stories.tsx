import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, waitFor } from 'storybook/test';
import { productDetail } from '../../stories/fixtures/product-detail';
import { galleryMedia } from './configuration';
import { AssetViewer } from './asset-viewer';
import { ProductGallery, type GalleryItem } from './product-gallery';

const items: GalleryItem[] = galleryMedia(productDetail, productDetail.configurations[0]!).map((m) => ({ url: m.url, alt: m.alt, type: m.media_type, width: m.width, height: m.height }));
const labels = { gallery: 'Productafbeeldingen', showImage: 'Toon afbeelding {n} van {total}', enlarge: 'Vergroot afbeelding {n}', video: 'Video' };
const viewerLabels = { title: 'Afbeeldingen', close: 'Sluiten', previous: 'Vorige afbeelding', next: 'Volgende afbeelding', position: 'Afbeelding {n} van {total}' };

const meta = {
  title: 'Kit/Product/Product gallery',
  component: ProductGallery,
  args: { items, labels, name: 'gallery-1' },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        {Story()}
        <AssetViewer labels={viewerLabels} />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The chosen metal's images first; the thumbnails (a radio group) switch the main image through
 * the stylesheet alone, and the shown image opens the viewer.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const thumbs = canvas.getAllByRole('radio', { name: /Toon afbeelding/ });
    await expect(thumbs).toHaveLength(items.length);
    await expect(thumbs[0]).toBeChecked();
    // Only the checked thumbnail's image is shown (hidden ones are out of the accessibility tree).
    await expect(canvas.getAllByRole('button', { name: /Vergroot afbeelding/ })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Vergroot afbeelding 1' })).toBeVisible();
    await userEvent.click(thumbs[2]!);
    await expect(thumbs[2]).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Vergroot afbeelding 3' })).toHaveAttribute('data-asset-src', items[2]!.url);
    await expect(canvas.getByRole('button', { name: 'Vergroot afbeelding 3' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Vergroot afbeelding 1' })).toBeNull();
    // Arrow keys move through the thumbnails, as in any radio group.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(thumbs[1]).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Vergroot afbeelding 2' })).toBeVisible();
    // The shown image opens the viewer at its place.
    await userEvent.click(canvas.getByRole('button', { name: 'Vergroot afbeelding 2' }));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    await userEvent.keyboard('{Escape}');
  },
};

/** One image: no thumbnails. */
export const SingleImage: Story = {
  args: { items: items.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Vergroot afbeelding 1' })).toBeVisible();
  },
};
