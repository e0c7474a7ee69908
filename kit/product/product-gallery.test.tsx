import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GALLERY_MAX, ProductGallery, productGalleries, galleryKey, type GalleryItem } from './product-gallery';

const labels = { gallery: 'Productafbeeldingen', showImage: 'Toon afbeelding {n} van {total}', enlarge: 'Vergroot afbeelding {n}', video: 'Video' };
const items: GalleryItem[] = [
  { url: '/a.svg', alt: 'Vooraanzicht', type: 'image', width: 800, height: 800 },
  { url: '/b.svg', alt: 'Zijaanzicht', type: 'image' },
  { url: '/c.mp4', alt: 'Ring draaiend', type: 'video' },
];
const slides = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-slide]')];

// Which image shows is the stylesheet's work (host/app/globals.css): the story tests it in Chromium.
describe('ProductGallery (server-rendered, no script)', () => {
  it('renders every image as a button marked for the asset viewer, the first one fetched first', () => {
    const { container } = render(<ProductGallery items={items} labels={labels} name="gallery-1" />);
    expect(slides(container)).toHaveLength(3);
    const first = within(slides(container)[0]!).getByRole('button', { name: 'Vergroot afbeelding 1' });
    expect(first).toHaveAttribute('data-asset-viewer');
    expect(first).toHaveAttribute('data-asset-src', '/a.svg');
    expect(within(first).getByRole('img', { name: 'Vooraanzicht' })).toHaveAttribute('fetchpriority', 'high');
    // The others wait until shown.
    expect(within(slides(container)[1]!).getByRole('img', { name: 'Zijaanzicht' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('region', { name: 'Productafbeeldingen' })).toHaveAttribute('data-asset-group');
  });

  it('has thumbnails as one radio group, the first checked; a click checks another', async () => {
    render(<ProductGallery items={items} labels={labels} name="gallery-1" />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(['Toon afbeelding 1 van 3', 'Toon afbeelding 2 van 3', 'Toon afbeelding 3 van 3']);
    expect(new Set(radios.map((radio) => radio.getAttribute('name')))).toEqual(new Set(['gallery-1']));
    expect(radios[0]).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Toon afbeelding 2 van 3' }));
    expect(radios[1]).toBeChecked();
    expect(radios[0]).not.toBeChecked();
    // The thumbnails list the viewer's items.
    expect(radios[2]!.closest('[data-asset-item]')).toHaveAttribute('data-asset-type', 'video');
  });

  it('plays a video in place, with its own enlarge button', () => {
    const { container } = render(<ProductGallery items={items} labels={labels} name="gallery-1" />);
    expect(slides(container)[2]!.querySelector('video')).toHaveAttribute('src', '/c.mp4');
    expect(within(slides(container)[2]!).getByRole('button', { name: 'Vergroot afbeelding 3' })).toHaveAttribute('data-asset-type', 'video');
  });

  it('has no thumbnails for a single image, renders nothing without images, and shows at most GALLERY_MAX', () => {
    const { container, rerender } = render(<ProductGallery items={items.slice(0, 1)} labels={labels} name="gallery-1" />);
    expect(screen.queryByRole('radio')).toBeNull();
    rerender(<ProductGallery items={[]} labels={labels} name="gallery-1" />);
    expect(container).toBeEmptyDOMElement();
    const many = Array.from({ length: GALLERY_MAX + 3 }, (_, i): GalleryItem => ({ url: `/${i}.svg`, alt: `${i}`, type: 'image' }));
    rerender(<ProductGallery items={many} labels={labels} name="gallery-1" />);
    expect(slides(container)).toHaveLength(GALLERY_MAX);
  });

  it('productGalleries makes one gallery per distinct set of images, with a radio name of its own', () => {
    const media = items;
    const model = { media, initialId: 3, options: [{ id: 1, gallery: [0, 1] }, { id: 2, gallery: [0, 1] }, { id: 3, gallery: [2, 0] }] } as Parameters<typeof productGalleries>[0];
    const galleries = productGalleries(model, labels);
    expect(Object.keys(galleries)).toEqual([galleryKey([0, 1]), galleryKey([2, 0])]);
    const { container } = render(<>{Object.values(galleries)}</>);
    expect(new Set([...container.querySelectorAll('input[type=radio]')].map((radio) => radio.getAttribute('name')))).toEqual(new Set(['gallery-1', 'gallery-2']));
    expect(slides(container).map((slide) => slide.querySelector('[data-asset-src]')!.getAttribute('data-asset-src'))).toEqual(['/a.svg', '/b.svg', '/c.mp4', '/a.svg']);
    // Only the gallery of the configuration the page opens with fetches its first asset at once:
    // the hidden gallery's first image waits until it is shown, like the rest.
    const [hidden, opened] = [...container.querySelectorAll('[data-slot="product-gallery"]')] as HTMLElement[];
    expect(within(hidden!).getByRole('img', { name: 'Vooraanzicht' })).toHaveAttribute('loading', 'lazy');
    expect(within(hidden!).getByRole('img', { name: 'Vooraanzicht' })).not.toHaveAttribute('fetchpriority');
    expect(opened!.querySelector('video')).toHaveAttribute('preload', 'metadata');
    expect(container.querySelectorAll('[fetchpriority="high"]')).toHaveLength(0);
  });
});
