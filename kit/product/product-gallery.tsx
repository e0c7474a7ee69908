'use client';

import { useState } from 'react';
import { fill } from '../format/fill';

export interface GalleryItem {
  url: string;
  alt: string;
  type: 'image' | 'video';
  width?: number;
  height?: number;
}

export interface ProductGalleryProps {
  items: GalleryItem[];
  labels: {
    /** Name of the gallery region. */
    gallery: string;
    /** Thumbnail button, with `{n}` and `{total}`. */
    showImage: string;
    /** The main image's button that opens the viewer, with `{n}`. */
    enlarge: string;
    video: string;
  };
}

/**
 * Product images with thumbnails: the main image opens the asset viewer (it carries
 * `data-asset-viewer`; the thumbnails list the viewer's items with `data-asset-item`).
 * Re-key it to start again at the first image when the items change.
 */
export function ProductGallery({ items, labels }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const current = items[Math.min(index, items.length - 1)];
  if (!current) return null;
  const total = items.length;
  const asset = { 'data-asset-src': current.url, 'data-asset-type': current.type, 'data-asset-alt': current.alt };

  return (
    <section aria-label={labels.gallery} data-slot="product-gallery" data-asset-group="" className="flex flex-col gap-3 lg:flex-row-reverse lg:gap-4">
      <div data-slot="gallery-main" className="relative aspect-square w-full overflow-hidden border border-line bg-surface lg:flex-1">
        {current.type === 'video' ? (
          <>
            <video src={current.url} controls muted playsInline preload="metadata" aria-label={current.alt || labels.video} className="size-full object-cover" />
            <button
              type="button"
              data-asset-viewer=""
              {...asset}
              aria-label={fill(labels.enlarge, { n: index + 1 })}
              className="absolute top-3 right-3 inline-flex size-10 cursor-zoom-in items-center justify-center rounded-full bg-surface/90 text-ink shadow-sm focus-visible:outline-2 focus-visible:outline-brand"
            >
              <ExpandIcon />
            </button>
          </>
        ) : (
          <button
            type="button"
            data-asset-viewer=""
            {...asset}
            aria-label={fill(labels.enlarge, { n: index + 1 })}
            className="block size-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
          >
            <img
              src={current.url}
              alt={current.alt}
              width={current.width}
              height={current.height}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              className="size-full object-cover"
            />
          </button>
        )}
      </div>
      {total > 1 ? (
        <ul data-slot="gallery-thumbnails" className="flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin] lg:w-20 lg:shrink-0 lg:flex-col lg:overflow-visible lg:pb-0">
          {items.map((item, i) => (
            <li key={item.url} className="shrink-0">
              <button
                type="button"
                data-asset-item=""
                data-asset-src={item.url}
                data-asset-type={item.type}
                data-asset-alt={item.alt}
                aria-label={fill(labels.showImage, { n: i + 1, total })}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                className="relative block size-16 cursor-pointer overflow-hidden border border-line bg-surface transition-colors hover:border-ink-muted aria-pressed:border-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand lg:size-20"
              >
                {item.type === 'video' ? (
                  <span className="flex size-full items-center justify-center bg-brand-soft text-ink">
                    <PlayMark />
                  </span>
                ) : (
                  <img src={item.url} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
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
