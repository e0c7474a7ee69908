import type { ReactNode } from 'react';
import { fill } from '../format/fill';
import type { PurchaseModel } from './product-model';

export interface GalleryItem {
  url: string;
  alt: string;
  type: 'image' | 'video';
  width?: number;
  height?: number;
}

export interface ProductGalleryLabels {
  /** Name of the gallery region. */
  gallery: string;
  /** Thumbnail, with `{n}` and `{total}`. */
  showImage: string;
  /** The main image's button that opens the viewer, with `{n}`. */
  enlarge: string;
  video: string;
}

export interface ProductGalleryProps {
  items: GalleryItem[];
  labels: ProductGalleryLabels;
  /** Names the thumbnails' radio group; unique on the page. */
  name: string;
  /**
   * The gallery the page opens with (default): its first image is fetched first. The galleries of
   * the other metals are hidden until picked, so none of their images is fetched before that —
   * not even as a preload hint, which the page's payload would carry to the browser.
   */
  shown?: boolean;
}

/**
 * The most images a gallery shows: the stylesheet pairs each thumbnail with its image up to here
 * (host/app/globals.css, `data-gallery`).
 */
export const GALLERY_MAX = 24;

/**
 * Product images with thumbnails, without script: the thumbnails are a radio group (arrow keys
 * move), and the stylesheet shows the image of the checked one, so they work before the page's
 * code has loaded and add nothing to it. Each image is a button that opens the asset viewer (it
 * carries `data-asset-viewer`; the thumbnails list the viewer's items with `data-asset-item`).
 * A server component: the product page renders one per gallery its configurations show.
 */
export function ProductGallery({ items: all, labels, name, shown = true }: ProductGalleryProps) {
  const items = all.slice(0, GALLERY_MAX);
  const total = items.length;
  if (total === 0) return null;

  return (
    <section aria-label={labels.gallery} data-slot="product-gallery" data-gallery="" data-asset-group="" className="flex flex-col gap-3 lg:flex-row-reverse lg:gap-4">
      <div data-slot="gallery-main" className="relative aspect-square w-full overflow-hidden border border-line bg-surface lg:flex-1">
        {items.map((item, i) => {
          const asset = { 'data-asset-viewer': '', 'data-asset-src': item.url, 'data-asset-type': item.type, 'data-asset-alt': item.alt, 'aria-label': fill(labels.enlarge, { n: i + 1 }) };
          return (
            <div key={item.url} data-slide="" className="absolute inset-0">
              {item.type === 'video' ? (
                <>
                  <video src={item.url} controls muted playsInline preload={i === 0 && shown ? 'metadata' : 'none'} aria-label={item.alt || labels.video} className="size-full object-cover" />
                  <button
                    type="button"
                    {...asset}
                    className="absolute top-3 right-3 inline-flex size-10 cursor-zoom-in items-center justify-center rounded-full bg-surface/90 text-ink shadow-sm focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    <ExpandIcon />
                  </button>
                </>
              ) : (
                <button type="button" {...asset} className="block size-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand">
                  <img
                    src={item.url}
                    alt={item.alt}
                    width={item.width}
                    height={item.height}
                    // Hidden images wait until shown (a hidden lazy image is not fetched).
                    {...(i === 0 && shown ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
                    className="size-full object-cover"
                  />
                </button>
              )}
            </div>
          );
        })}
      </div>
      {total > 1 ? (
        <ul data-slot="gallery-thumbnails" className="flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin] lg:w-20 lg:shrink-0 lg:flex-col lg:overflow-visible lg:pb-0">
          {items.map((item, i) => (
            <li key={item.url} data-thumb="" className="shrink-0">
              <label
                data-asset-item=""
                data-asset-src={item.url}
                data-asset-type={item.type}
                data-asset-alt={item.alt}
                className="relative block size-16 cursor-pointer overflow-hidden border border-line bg-surface transition-colors hover:border-ink-muted has-checked:border-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand lg:size-20"
              >
                <input type="radio" name={name} value={i + 1} defaultChecked={i === 0} aria-label={fill(labels.showImage, { n: i + 1, total })} className="sr-only" />
                {item.type === 'video' ? (
                  <span className="flex size-full items-center justify-center bg-brand-soft text-ink">
                    <PlayMark />
                  </span>
                ) : (
                  <img src={item.url} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
                )}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Which gallery a configuration shows: configurations of one metal share theirs. */
export const galleryKey = (gallery: readonly number[]) => gallery.join('.');

/**
 * The galleries of a product's configurations, one per distinct set of images, keyed by
 * `galleryKey`; the one of the configuration the page opens with (`initialId`) is `shown`.
 */
export function productGalleries(model: Pick<PurchaseModel, 'options' | 'media' | 'initialId'>, labels: ProductGalleryLabels): Record<string, ReactNode> {
  const galleries: Record<string, ReactNode> = {};
  const initial = model.options.find((option) => option.id === model.initialId) ?? model.options[0];
  const shownKey = initial ? galleryKey(initial.gallery) : null;
  for (const option of model.options) {
    const key = galleryKey(option.gallery);
    if (key in galleries) continue;
    const items = option.gallery.map((i) => model.media[i]).filter((item): item is GalleryItem => Boolean(item));
    galleries[key] = <ProductGallery items={items} labels={labels} name={`gallery-${Object.keys(galleries).length + 1}`} shown={key === shownKey} />;
  }
  return galleries;
}

function ExpandIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={1.5} aria-hidden="true" focusable="false">
      <path d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" />
    </svg>
  );
}

function PlayMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M8 5.5v13l10-6.5z" />
    </svg>
  );
}
