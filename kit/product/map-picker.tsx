'use client';

import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
// `reset` (Leaflet's own setView option: no animation, a complete reset) is missing from its types.
import type { Map as LeafletMap, ZoomPanOptions } from 'leaflet';
import { MAP_ZOOM_MAX, MAP_ZOOM_MIN, roundPlace, type MapPlace, type MapTiles } from '../../domain/map/map-rules';

export interface MapPickerProps {
  /** Where the map starts and what "reset" goes back to: the product's city. */
  start: MapPlace;
  onChange: (place: MapPlace) => void;
  tiles: MapTiles;
  labels: { map: string; reset: string; zoomIn: string; zoomOut: string };
  /** Classes of the reset button (the kit's buttonVariants, made on the server). */
  buttonClassName: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The credit line Leaflet shows (it takes HTML): the configured text, escaped, linked when an address is set. */
export function attributionHtml(tiles: MapTiles): string {
  const text = escape(tiles.attribution);
  return tiles.attributionUrl ? `<a href="${escape(tiles.attributionUrl)}" rel="noopener noreferrer" target="_blank">${text}</a>` : text;
}

/**
 * A Leaflet map to pick the place of map jewellery: pan and zoom by pointer or keyboard (arrows,
 * + and −), the place is the map's centre (marked by a cross). Leaflet loads with this island,
 * which only map products load.
 */
export function MapPicker({ start, onChange, tiles, labels, buttonClassName }: MapPickerProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let cancelled = false;
    void import('leaflet').then(({ default: L }) => {
      if (cancelled || !container.current) return;
      const view = L.map(container.current, {
        center: [start.lat, start.lng],
        zoom: start.zoom,
        minZoom: MAP_ZOOM_MIN,
        maxZoom: MAP_ZOOM_MAX,
        zoomControl: false,
        attributionControl: false,
        keyboard: true,
      });
      L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(view);
      L.control.attribution({ prefix: false }).addAttribution(attributionHtml(tiles)).addTo(view);
      L.tileLayer(tiles.url, { minZoom: MAP_ZOOM_MIN, maxZoom: MAP_ZOOM_MAX, crossOrigin: 'anonymous' }).addTo(view);
      view.on('moveend', () => {
        const centre = view.getCenter().wrap();
        report.current(roundPlace({ lat: centre.lat, lng: centre.lng, zoom: view.getZoom() }));
      });
      map.current = view;
    });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
    };
    // The map is made once; a new start (another product) remounts the island.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="flex flex-col gap-2" data-slot="map-picker">
      <div className="relative aspect-square w-full overflow-hidden border border-line bg-surface-muted">
        <div ref={container} role="application" aria-label={labels.map} className="absolute inset-0 z-0" data-slot="map-picker-map" />
        <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-1/2 z-[500] size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-ink/70" />
      </div>
      <button type="button" className={`${buttonClassName} self-start`} onClick={() => map.current?.setView([start.lat, start.lng], start.zoom, { reset: true } as ZoomPanOptions)}>
        {labels.reset}
      </button>
    </div>
  );
}
