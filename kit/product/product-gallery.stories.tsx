import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
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
  args: { items, labels },
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

/** The chosen metal's images first; thumbnails switch the main image, which opens the viewer. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const thumbs = canvas.getAllByRole('button', { name: /Toon afbeelding/ });
    await expect(thumbs).toHaveLength(items.length);
    await expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(thumbs[2]!);
    await expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Vergroot afbeelding 3' })).toHaveAttribute('data-asset-src', items[2]!.url);
  },
};

/** One image: no thumbnails. */
export const SingleImage: Story = {
  args: { items: items.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Toon afbeelding/ })).toBeNull();
  },
};
