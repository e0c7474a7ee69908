import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductGallery, type GalleryItem } from './product-gallery';

const labels = { gallery: 'Productafbeeldingen', showImage: 'Toon afbeelding {n} van {total}', enlarge: 'Vergroot afbeelding {n}', video: 'Video' };
const items: GalleryItem[] = [
  { url: '/a.svg', alt: 'Vooraanzicht', type: 'image', width: 800, height: 800 },
  { url: '/b.svg', alt: 'Zijaanzicht', type: 'image' },
  { url: '/c.mp4', alt: 'Ring draaiend', type: 'video' },
];

describe('ProductGallery', () => {
  it('shows the first image in a button marked for the asset viewer', () => {
    render(<ProductGallery items={items} labels={labels} />);
    const main = screen.getByRole('button', { name: 'Vergroot afbeelding 1' });
    expect(main).toHaveAttribute('data-asset-viewer');
    expect(main).toHaveAttribute('data-asset-src', '/a.svg');
    expect(screen.getByRole('img', { name: 'Vooraanzicht' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('region', { name: 'Productafbeeldingen' })).toHaveAttribute('data-asset-group');
  });

  it('switches the main image with the thumbnails (aria-pressed)', async () => {
    render(<ProductGallery items={items} labels={labels} />);
    const second = screen.getByRole('button', { name: 'Toon afbeelding 2 van 3' });
    expect(second).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Zijaanzicht' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vergroot afbeelding 2' })).toHaveAttribute('data-asset-src', '/b.svg');
  });

  it('plays a video in place, with its own enlarge button', async () => {
    const { container } = render(<ProductGallery items={items} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Toon afbeelding 3 van 3' }));
    expect(container.querySelector('video')).toHaveAttribute('src', '/c.mp4');
    expect(screen.getByRole('button', { name: 'Vergroot afbeelding 3' })).toHaveAttribute('data-asset-type', 'video');
  });

  it('has no thumbnails for a single image and renders nothing without images', () => {
    const { container, rerender } = render(<ProductGallery items={items.slice(0, 1)} labels={labels} />);
    expect(screen.queryByRole('button', { name: /Toon afbeelding/ })).toBeNull();
    rerender(<ProductGallery items={[]} labels={labels} />);
    expect(container).toBeEmptyDOMElement();
  });
});
