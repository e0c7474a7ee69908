import { imageZoom, MAP_IMAGE, tilesFor, tileUrl, TILE_SIZE, type MapPlace } from '../../domain/map/map-rules';

/*
 * The merged product image of map jewellery (spec: "Image merging defaults: png, quality 0.92,
 * 1200x1200"), drawn in the browser: the chosen area as a round pendant in the metal's colour, the
 * engraving below it. The tiles are loaded with crossOrigin "anonymous", so the canvas stays
 * readable; a tile that does not load, or a server that does not allow it, fails the whole image.
 */

export interface MapMergeInput {
  place: MapPlace;
  /** Tile URL template with {z}, {x} and {y}. */
  tiles: string;
  engraving: string;
  /** The chosen metal's colour: the pendant's rim. */
  metalColor: string;
  /** CSS font family of the engraving. */
  fontFamily?: string;
}

/** Where the pendant sits on the image: centred, a little higher when an engraving goes below it. */
export function pendantLayout(engraving: boolean) {
  const radius = 440;
  return { cx: MAP_IMAGE.width / 2, cy: engraving ? 540 : MAP_IMAGE.height / 2, radius, textY: 1120 };
}

/** One image, loaded for drawing onto a canvas (CORS-clean or a failure). */
export function loadTile(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('tile did not load'));
    image.src = url;
  });
}

function toBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    // A canvas tainted by a tile from a server without CORS throws here.
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), MAP_IMAGE.type, MAP_IMAGE.quality);
  });
}

/** Draws the merged image and exports it as MAP_IMAGE says (a 1200 × 1200 PNG). Rejects on any failure. */
export async function mergeMapImage(input: MapMergeInput, load: (url: string) => Promise<CanvasImageSource> = loadTile): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = MAP_IMAGE.width;
  canvas.height = MAP_IMAGE.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  const text = input.engraving.trim();
  const { cx, cy, radius, textY } = pendantLayout(Boolean(text));
  const zoom = imageZoom(input.place.zoom);
  const side = radius * 2;
  const tiles = tilesFor(input.place, zoom, side, side);
  const images = await Promise.all(tiles.map((tile) => load(tileUrl(input.tiles, tile))));

  context.fillStyle = '#f7f3ee';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.save();
  context.beginPath();
  context.arc(cx, cy, radius, 0, Math.PI * 2);
  context.clip();
  context.fillStyle = '#e9e4dc';
  context.fillRect(cx - radius, cy - radius, side, side);
  images.forEach((image, i) => context.drawImage(image, cx - radius + tiles[i]!.left, cy - radius + tiles[i]!.top, TILE_SIZE, TILE_SIZE));
  context.restore();
  context.lineWidth = 28;
  context.strokeStyle = input.metalColor;
  context.beginPath();
  context.arc(cx, cy, radius + 14, 0, Math.PI * 2);
  context.stroke();
  if (text) {
    context.fillStyle = '#1c1917';
    context.font = `64px ${input.fontFamily ?? 'Georgia, serif'}`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(text, MAP_IMAGE.width / 2, textY, MAP_IMAGE.width - 160);
  }
  return toBlob(canvas);
}
