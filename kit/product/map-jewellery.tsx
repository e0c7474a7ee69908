'use client';

import { useState } from 'react';
import type { MapPlace, MapTiles } from '../../domain/map/map-rules';
import type { Engraving } from './engraving-field';
import { engravingFontFamily } from './engraving-field';
import { MapPicker, type MapPickerProps } from './map-picker';
import { MapPreview, type MapImageState, type MapPreviewProps } from './map-preview';

export type { MapImageState };

export interface MapJewelleryProps {
  /** The product's city: where the map starts. */
  start: MapPlace;
  tiles: MapTiles;
  engraving: Engraving;
  metalColor: string;
  /** The merged image's state, with the PNG once drawn: adding to the cart waits for it. */
  onState: (state: MapImageState) => void;
  labels: { legend: string; help: string } & MapPickerProps['labels'] & MapPreviewProps['labels'];
  buttonClassName: string;
}

/**
 * The product page's part for map jewellery (spec "map-based items"): the map to pick the place
 * and the merged image of place and engraving. Loaded only on map products (Leaflet with it).
 */
export function MapJewellery({ start, tiles, engraving, metalColor, onState, labels, buttonClassName }: MapJewelleryProps) {
  const [place, setPlace] = useState(start);
  return (
    <fieldset data-slot="map-jewellery" className="flex flex-col gap-3 border-t border-line pt-5">
      <legend className="float-left mb-1 text-xs tracking-[0.14em] text-ink-muted uppercase">{labels.legend}</legend>
      <p className="clear-left text-sm text-ink-soft">{labels.help}</p>
      <MapPicker start={start} onChange={setPlace} tiles={tiles} labels={labels} buttonClassName={buttonClassName} />
      <MapPreview place={place} tiles={tiles.url} engraving={engraving.text} fontFamily={engravingFontFamily[engraving.font]} metalColor={metalColor} onState={onState} labels={labels} />
    </fieldset>
  );
}
