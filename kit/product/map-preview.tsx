'use client';

import { useEffect, useRef, useState } from 'react';
import type { MapPlace } from '../../domain/map/map-rules';
import { Notice } from '../ui/notice';
import { mergeMapImage } from './map-merge';

/** Where the merged image stands: being drawn, drawn (the PNG to upload with the line), or failed. */
export type MapImageState = { status: 'loading' } | { status: 'ready'; blob: Blob; place: MapPlace } | { status: 'error' };

export interface MapPreviewProps {
  place: MapPlace;
  /** Tile URL template ({z}/{x}/{y}). */
  tiles: string;
  engraving: string;
  /** CSS font family of the engraving (a var() is resolved here). */
  fontFamily: string;
  metalColor: string;
  onState: (state: MapImageState) => void;
  labels: { preview: string; merging: string; error: string };
  /** Pause before drawing after a change, in ms (typing, panning). */
  delay?: number;
}

/**
 * Draws the merged image in the browser whenever the place, engraving or metal changes, shows it,
 * and says 'Couldn't load image' (spec section 8) when it cannot be made.
 */
export function MapPreview({ place, tiles, engraving, fontFamily, metalColor, onState, labels, delay = 350 }: MapPreviewProps) {
  // What was drawn for which inputs: anything else is still being drawn.
  const [drawn, setDrawn] = useState<{ key: string; url: string | null }>({ key: '', url: null });
  const font = useRef<HTMLSpanElement>(null);
  const report = useRef(onState);
  useEffect(() => {
    report.current = onState;
  }, [onState]);

  const { lat, lng, zoom } = place;
  const key = JSON.stringify([lat, lng, zoom, tiles, engraving, metalColor, fontFamily]);
  const state = drawn.key !== key ? 'loading' : drawn.url ? 'ready' : 'error';
  useEffect(() => {
    let current = true;
    let url: string | null = null;
    report.current({ status: 'loading' });
    const timer = window.setTimeout(async () => {
      try {
        const family = font.current ? getComputedStyle(font.current).fontFamily : 'serif';
        await document.fonts?.load(`64px ${family}`).catch(() => undefined);
        const blob = await mergeMapImage({ place: { lat, lng, zoom }, tiles, engraving, metalColor, fontFamily: family });
        if (!current) return;
        url = URL.createObjectURL(blob);
        setDrawn({ key, url });
        report.current({ status: 'ready', blob, place: { lat, lng, zoom } });
      } catch {
        if (!current) return;
        setDrawn({ key, url: null });
        report.current({ status: 'error' });
      }
    }, delay);
    return () => {
      current = false;
      window.clearTimeout(timer);
      if (url) URL.revokeObjectURL(url);
    };
  }, [key, lat, lng, zoom, tiles, engraving, metalColor, fontFamily, delay]);

  return (
    <div className="flex flex-col gap-2" data-slot="map-preview" data-state={state}>
      <span ref={font} hidden style={{ fontFamily }} />
      <div className="relative mx-auto aspect-square w-40 border border-line bg-surface">
        {state === 'ready' ? <img src={drawn.url!} alt={labels.preview} width={160} height={160} className="size-full object-cover" /> : null}
        {state === 'loading' ? (
          <p role="status" className="absolute inset-0 flex items-center justify-center p-2 text-center text-xs text-ink-muted">
            {labels.merging}
          </p>
        ) : null}
      </div>
      {state === 'error' ? (
        <Notice tone="error" role="alert">
          {labels.error}
        </Notice>
      ) : null}
    </div>
  );
}
