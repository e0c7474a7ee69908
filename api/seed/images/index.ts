/**
 * Generated product images for the demo shop: jewellery packshots and banners as standalone SVG.
 * Pure and deterministic: the same input always gives byte-identical output. All ids in a document
 * start with a short hash of the input, so several inline SVGs can share one HTML page.
 */
import type { JewelleryKind } from '../types';
import { mix, normHex } from './color';
import { giftCard, mapPendant, engraved } from './engraved';
import { necklace, pendant } from './chains';
import { engagementRing, ring, weddingRing } from './rings';
import { gem, profile } from './stones';
import { Ctx, doc, f, hash, shadow, shapeWords, sparkle, type Piece, type PieceInput } from './svg';

export { LOOKS } from './svg';
import { bracelet, earrings } from './wear';

export type { JewelleryKind } from '../types';

export interface JewelleryImageInput {
  kind: JewelleryKind;
  /** Metal colour as hex, e.g. '#d4af37' (gold), '#e5e4e2' (platinum), '#c0c0c0' (silver), '#e0a98c' (rose gold). */
  metal: string;
  /** Stone colour as hex or null for no stone (diamond '#f4f8ff', sapphire '#1f3f9a', emerald '#1e7a4c', ruby '#9b1b30', pearl '#f3efe6'). */
  stone: string | null;
  /** Stone shape slug for diamonds/engagement rings (round, princess, asscher, cushion, oval, radiant, pear, heart, marquise, triangle, trillion, baguette, tapered-baguette, emerald). */
  shape?: string;
  /** The design's look among its kind's (`LOOKS`: earrings stud, drop or hoop; …); without it the variant picks one. */
  look?: string;
  /** 0 = main packshot, 1 = alternative angle / on-model view (hover image), 2 = close-up detail. */
  view: 0 | 1 | 2;
  /** Any integer; varies details (band width, style, background tint) deterministically. */
  variant: number;
  /** Text for engraved items (a name or date), city name for map items. */
  text?: string;
}

export interface BannerImageInput {
  kind: JewelleryKind;
  metal: string;
  stone: string | null;
  variant: number;
  /** 'hero' 1600×700, 'tile' 600×750 (category tiles), 'square' 800×800. */
  format: 'hero' | 'tile' | 'square';
  /** Stone shape slug (default round) and look, as for product images. */
  shape?: string;
  look?: string;
}

export interface SvgImage {
  svg: string;
  width: number;
  height: number;
}

const int = (n: number) => (Number.isFinite(n) ? Math.abs(Math.trunc(n)) : 0);

/** A loose stone, large and centred; view 1 is the side profile. */
function diamond(ctx: Ctx, p: PieceInput): Piece {
  const what = ctx.stone?.kind === 'pearl' ? 'Pearl' : `Loose ${shapeWords(p.shape)} stone`;
  if (p.view === 1) {
    const body = shadow(ctx, 400, 640, 230, 26) + `<ellipse cx="420" cy="636" rx="120" ry="14" fill="${ctx.metal.lt}" opacity=".35"/>` + profile(ctx, p.shape, 400, 400, 250);
    return { body, what, focus: [400, 360], zoom: 1.8, floor: 640 };
  }
  const size = p.shape === 'round' || p.shape === undefined ? 240 : 255;
  // A faint caustic in the metal colour: light thrown through the stone onto the table.
  const caustic = `<ellipse cx="430" cy="${f(400 + size + 26)}" rx="${f(size * 0.55)}" ry="20" fill="${ctx.metal.lt}" opacity=".35"/>`;
  const body = shadow(ctx, 412, 400 + size + 30, size * 0.9, 34) + caustic + gem(ctx, p.shape, 400, 390, size, { glints: 3 }) + sparkle(ctx, 640, 190, 26, 0.6);
  return { body, what, focus: [330, 320], zoom: 1.9, floor: 400 + size + 30 };
}

function draw(ctx: Ctx, kind: JewelleryKind, p: PieceInput): Piece {
  switch (kind) {
    case 'ring':
      return ring(ctx, p);
    case 'engagement-ring':
      return engagementRing(ctx, p);
    case 'wedding-ring':
      return weddingRing(ctx, p);
    case 'diamond':
      return diamond(ctx, p);
    case 'necklace':
      return necklace(ctx, p);
    case 'pendant':
      return pendant(ctx, p);
    case 'bracelet':
      return bracelet(ctx, p);
    case 'earrings':
      return earrings(ctx, p);
    case 'engraved':
      return engraved(ctx, p);
    case 'map':
      return mapPendant(ctx, p);
    case 'gift-card':
      return giftCard(ctx, p);
  }
}

const IVORY = ['#f8f4ee', '#f7f2ea', '#f6f3ef', '#f8f1ec'];

/** Studio background with a soft radial falloff around (cx, cy) (fractions of the image). */
function studio(ctx: Ctx, w: number, h: number, base: string, dark: boolean, cx = 0.5, cy = 0.42): string {
  const stops: [number, string][] = dark
    ? [[0, mix(base, '#ffffff', 0.14)], [0.6, base], [1, mix(base, '#000000', 0.35)]]
    : [[0, mix(base, '#ffffff', 0.55)], [0.55, base], [1, mix(base, '#5a4630', 0.1)]];
  return `<rect width="${w}" height="${h}" fill="${ctx.rad('bg', cx, cy, 0.75, stops)}"/>`;
}

function prefix(tag: string, key: unknown[]): string {
  return tag + hash(JSON.stringify(key)).toString(36).slice(0, 5);
}

/** Square 800×800 product image. */
export function jewelleryImage(input: JewelleryImageInput): SvgImage {
  const variant = int(input.variant);
  const view = input.view === 1 || input.view === 2 ? input.view : 0;
  const metal = normHex(input.metal);
  const stone = input.stone ? normHex(input.stone) : needsStone(input.kind) ? '#f4f8ff' : null;
  const key = [input.kind, metal, stone, input.shape ?? '', input.look ?? '', view, variant, input.text ?? ''];
  const ctx = new Ctx(prefix('j', key), metal, stone, hash(key.join('|')));
  const base = mix(IVORY[variant % IVORY.length] as string, metal, input.kind === 'diamond' ? 0.1 : 0.05);
  const bg = studio(ctx, 800, 800, base, false);
  const piece = draw(ctx, input.kind, { shape: input.shape, look: input.look, variant, text: input.text, view: view === 1 ? 1 : 0 });
  const [fx, fy] = piece.focus;
  const body = view === 2 ? `<g transform="translate(400 400) scale(${piece.zoom}) translate(${f(-fx)} ${f(-fy)})">${piece.body}</g>` : piece.body;
  const title = piece.what + (input.text ? ` – ${input.text}` : '');
  return { svg: doc(ctx, 800, 800, bg + body, title), width: 800, height: 800 };
}

interface Palette {
  bg: string;
  light: boolean;
}

const PALETTES: Palette[] = [
  { bg: '#f4ece1', light: false },
  { bg: '#f1dfd7', light: false },
  { bg: '#1c2840', light: true },
  { bg: '#1d3831', light: true },
];

/** Whether a headline on this banner variant should be light (on navy/green) or dark (on ivory/blush). */
export function bannerTextTone(variant: number): 'light' | 'dark' {
  return (PALETTES[int(variant) % PALETTES.length] as Palette).light ? 'light' : 'dark';
}

/** Content box [cx, cy, w, h] of each kind's packshot (view 0), for framing banners. */
const BOX: Record<JewelleryKind, [number, number, number, number]> = {
  ring: [400, 450, 560, 330],
  'engagement-ring': [400, 470, 540, 420],
  'wedding-ring': [400, 450, 560, 330],
  diamond: [400, 420, 520, 560],
  necklace: [400, 470, 420, 260],
  pendant: [400, 470, 300, 380],
  bracelet: [400, 420, 620, 360],
  earrings: [400, 390, 560, 380],
  engraved: [400, 450, 480, 300],
  map: [400, 360, 380, 440],
  'gift-card': [400, 410, 480, 320],
};

/** Stones that a kind cannot do without (a loose diamond or an engagement ring without a stone). */
const needsStone = (kind: JewelleryKind) => kind === 'diamond' || kind === 'engagement-ring';

/** Home-page slides (hero: piece on the right, room for a headline on the left), category tiles and squares. */
export function bannerImage(input: BannerImageInput): SvgImage {
  const variant = int(input.variant);
  const metal = normHex(input.metal);
  const stone = input.stone ? normHex(input.stone) : needsStone(input.kind) ? '#f4f8ff' : null;
  const key = [input.kind, metal, stone, variant, input.format, input.shape ?? '', input.look ?? ''];
  const ctx = new Ctx(prefix('b', key), metal, stone, hash(key.join('|')));
  const pal = PALETTES[variant % PALETTES.length] as Palette;
  const hero = input.format === 'hero';
  const [w, h] = hero ? [1600, 700] : input.format === 'tile' ? [600, 750] : [800, 800];
  // Tiles are always light, tinted with the metal; hero and square use the variant's palette.
  const dark = input.format !== 'tile' && pal.light;
  const bgBase = input.format === 'tile' ? mix(mix(pal.light ? '#ece3d8' : pal.bg, metal, 0.14), '#ffffff', 0.1) : pal.bg;
  const [tx, ty, aw, ah] = hero ? [1130, 365, 620, 490] : input.format === 'tile' ? [300, 360, 440, 440] : [400, 400, 560, 560];
  let body = studio(ctx, w, h, bgBase, dark, tx / w, ty / h);
  const [bcx, bcy, bw, bh] = BOX[input.kind];
  const s = Math.round(Math.min(aw / bw, ah / bh) * 100) / 100;
  const ox = tx - bcx * s;
  const oy = ty - bcy * s;
  const r = Math.min(Math.max(bw, bh) * s * 0.62, h * 0.46);
  // Soft spotlight and a hairline circle in the metal colour behind the piece.
  const spot = ctx.rad('sp', 0.5, 0.5, 0.5, [[0, '#ffffff', dark ? 0.12 : 0.55], [1, '#ffffff', 0]]);
  body += `<circle cx="${f(tx)}" cy="${f(ty)}" r="${f(r * 1.25)}" fill="${spot}"/>`;
  body += `<circle cx="${f(tx)}" cy="${f(ty)}" r="${f(r)}" fill="none" stroke="${metal}" stroke-width="1.5" opacity="${dark ? 0.55 : 0.4}"/>`;
  const piece = draw(ctx, input.kind, { variant, view: 0, shape: input.shape ?? 'round', look: input.look, text: input.kind === 'map' ? 'Amsterdam' : 'Forever' });
  if (piece.floor !== undefined) {
    const top = oy + piece.floor * s;
    const pw = bw * s * (hero ? 0.58 : 0.48);
    const podium = ctx.lin('pd', 0, [[0, mix(bgBase, '#000000', dark ? 0.3 : 0.1)], [0.35, mix(bgBase, '#ffffff', dark ? 0.15 : 0.45)], [1, mix(bgBase, '#000000', dark ? 0.35 : 0.14)]]);
    body += `<path d="M${f(tx - pw)} ${f(top)}V${f(h + 10)}H${f(tx + pw)}V${f(top)}Z" fill="${podium}"/><ellipse cx="${f(tx)}" cy="${f(top)}" rx="${f(pw)}" ry="${f(pw * 0.16)}" fill="${mix(bgBase, '#ffffff', dark ? 0.2 : 0.55)}"/>`;
  }
  body += `<g transform="translate(${f(ox)} ${f(oy)}) scale(${s})">${piece.body}</g>`;
  return { svg: doc(ctx, w, h, body, piece.what), width: w, height: h };
}
