/**
 * Map jewellery (spec: "map-based items"): the place a shopper picks, the tiles it is drawn from and
 * the merged product image. Shared by the API (which checks what is sent) and the storefront (which
 * shows the map and merges the image in the browser).
 */

/** Spec "Image merging defaults: png, quality 0.92, 1200x1200". */
export const MAP_IMAGE = { type: 'image/png', quality: 0.92, width: 1200, height: 1200 } as const;
/** Largest merged image the API stores. */
export const MAP_IMAGE_MAX_BYTES = 4_000_000;

/** Zoom levels a shopper may pick: a region down to a few streets (the image draws one level deeper). */
export const MAP_ZOOM_MIN = 4;
export const MAP_ZOOM_MAX = 17;
/** Web Mercator's edge: tiles stop here. */
export const MAP_LATITUDE_MAX = 85.0511;

/** The tile server when none is configured, and what it asks to be credited with. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';
export const DEFAULT_TILE_ATTRIBUTION_URL = 'https://www.openstreetmap.org/copyright';

/** Side of one map tile in pixels. */
export const TILE_SIZE = 256;

/** A place on the map: its centre and zoom level. */
export interface MapPlace {
  lat: number;
  lng: number;
  zoom: number;
}

/** Where the storefront loads map tiles from and whom it credits. */
export interface MapTiles {
  url: string;
  attribution: string;
  attributionUrl: string | null;
}

/**
 * The tiles of the shop's settings (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, MAP_TILE_ATTRIBUTION_URL):
 * OpenStreetMap's with its credit unless another server is set; another server's credit links
 * nowhere unless its own address is set.
 */
export function mapTilesOf(settings: { MAP_TILE_URL?: string; MAP_TILE_ATTRIBUTION?: string; MAP_TILE_ATTRIBUTION_URL?: string }): MapTiles {
  const own = settings.MAP_TILE_URL !== undefined && isTileUrl(settings.MAP_TILE_URL);
  return {
    url: own ? settings.MAP_TILE_URL! : DEFAULT_TILE_URL,
    attribution: settings.MAP_TILE_ATTRIBUTION ?? DEFAULT_TILE_ATTRIBUTION,
    attributionUrl: settings.MAP_TILE_ATTRIBUTION_URL ?? (own ? null : DEFAULT_TILE_ATTRIBUTION_URL),
  };
}

/** Coordinates kept to 6 decimals (~10 cm): the same place picked twice is the same line. */
export function roundPlace(place: MapPlace): MapPlace {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { lat: round(place.lat), lng: round(place.lng), zoom: Math.round(place.zoom) };
}

export function samePlace(a: MapPlace | undefined, b: MapPlace | undefined): boolean {
  if (!a || !b) return a === b;
  const x = roundPlace(a);
  const y = roundPlace(b);
  return x.lat === y.lat && x.lng === y.lng && x.zoom === y.zoom;
}

/** True for a tile URL template with {z}, {x} and {y} over http(s). */
export function isTileUrl(template: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return false;
  try {
    return ['http:', 'https:'].includes(new URL(template.replace(/\{[xyz]\}/g, '0')).protocol);
  } catch {
    return false;
  }
}

/** The origin tiles come from (for the CSP): the configured template's, else OpenStreetMap's. */
export function tileOrigin(template: string | undefined): string {
  const url = template !== undefined && isTileUrl(template) ? template : DEFAULT_TILE_URL;
  return new URL(url.replace(/\{[xyz]\}/g, '0')).origin;
}

export function tileUrl(template: string, tile: { x: number; y: number; z: number }): string {
  return template.replace('{z}', String(tile.z)).replace('{x}', String(tile.x)).replace('{y}', String(tile.y));
}

/** A point's position in Web Mercator pixels at `zoom` (the world is 256 × 2^zoom wide). */
export function project(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const clamped = Math.max(-MAP_LATITUDE_MAX, Math.min(MAP_LATITUDE_MAX, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
}

/** A tile to draw and where its top-left corner goes on the image. */
export interface PlacedTile {
  x: number;
  y: number;
  z: number;
  left: number;
  top: number;
}

/**
 * The tiles covering a `width` × `height` image centred on `place`, drawn at `zoom` (tiles wrap
 * round the world east-west; rows beyond the poles are left out).
 */
export function tilesFor(place: Pick<MapPlace, 'lat' | 'lng'>, zoom: number, width: number, height: number): PlacedTile[] {
  const centre = project(place.lat, place.lng, zoom);
  const left = centre.x - width / 2;
  const top = centre.y - height / 2;
  const count = 2 ** zoom;
  const tiles: PlacedTile[] = [];
  for (let ty = Math.floor(top / TILE_SIZE); ty * TILE_SIZE < top + height; ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(left / TILE_SIZE); tx * TILE_SIZE < left + width; tx++) {
      tiles.push({ x: ((tx % count) + count) % count, y: ty, z: zoom, left: Math.round(tx * TILE_SIZE - left), top: Math.round(ty * TILE_SIZE - top) });
    }
  }
  return tiles;
}

/**
 * The zoom the merged image is drawn at: one level deeper than the picker's, so the 1200 px image
 * shows what 600 px of the picker show, in sharp tiles (never past the deepest level).
 */
export function imageZoom(zoom: number): number {
  return Math.min(MAP_ZOOM_MAX + 1, Math.round(zoom) + 1);
}
