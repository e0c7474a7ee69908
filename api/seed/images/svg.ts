/** SVG building blocks shared by all generated images: number format, ids, gradients, document. */
import { metalTones, stoneTones, type MetalTones, type StoneTones } from './color';
import { mulberry32 } from '../random';

/** Rounds to one decimal and prints without trailing zeros ("-0" becomes "0"). */
export function f(n: number): string {
  const r = Math.round(n * 10) / 10;
  return r === 0 ? '0' : String(r);
}

export type Pt = [number, number];

/** Polygon or polyline as path data: "M x y L x y ... Z". */
export function poly(pts: readonly Pt[], close = true): string {
  return pts.map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)} ${f(y)}`).join('') + (close ? 'Z' : '');
}

/** Smooth closed path through the points (Catmull-Rom converted to cubic Béziers). */
export function smooth(pts: readonly Pt[]): string {
  const n = pts.length;
  const at = (i: number): Pt => pts[((i % n) + n) % n] as Pt;
  let d = `M${f(at(0)[0])} ${f(at(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d + 'Z';
}

/** Escapes text for XML content and attribute values; drops characters XML does not allow. */
export function esc(s: string): string {
  return s
    .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** FNV-1a, 32 bit. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Deterministic PRNG, values in [0, 1). */
export const rng = mulberry32;

type Stops = readonly (readonly [number, string, number?])[];

const stopsXml = (stops: Stops) =>
  stops.map(([o, c, op]) => `<stop offset="${f(o * 100)}%" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${Math.round(op * 100) / 100}"`}/>`).join('');

/** Per-document drawing context: unique ids, collected <defs>, colours and randomness. */
export class Ctx {
  readonly defs: string[] = [];
  readonly metal: MetalTones;
  readonly stone: StoneTones | null;
  readonly rnd: () => number;
  private readonly named = new Map<string, string>();
  private n = 0;

  constructor(
    readonly prefix: string,
    metal: string,
    stone: string | null,
    seed: number,
  ) {
    this.metal = metalTones(metal);
    this.stone = stone ? stoneTones(stone) : null;
    this.rnd = rng(seed);
  }

  /** A fresh id, unique within this document. */
  uid(tag: string): string {
    return `${this.prefix}${tag}-${(this.n++).toString(36)}`;
  }

  /** Adds a definition once per key and returns its id. */
  def(key: string, build: (id: string) => string): string {
    const known = this.named.get(key);
    if (known) return known;
    const id = `${this.prefix}${key}`;
    this.named.set(key, id);
    this.defs.push(build(id));
    return id;
  }

  /** Linear gradient in bounding-box units, memoised by key. Angle in degrees (0 = left→right). */
  lin(key: string, angle: number, stops: Stops): string {
    return `url(#${this.def(key, (id) => {
      const a = (angle * Math.PI) / 180;
      const dx = Math.cos(a) / 2;
      const dy = Math.sin(a) / 2;
      return `<linearGradient id="${id}" x1="${f(0.5 - dx)}" y1="${f(0.5 - dy)}" x2="${f(0.5 + dx)}" y2="${f(0.5 + dy)}">${stopsXml(stops)}</linearGradient>`;
    })})`;
  }

  /** Radial gradient in bounding-box units (cx, cy, r as fractions), memoised by key. */
  rad(key: string, cx: number, cy: number, r: number, stops: Stops): string {
    return `url(#${this.def(key, (id) => `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${stopsXml(stops)}</radialGradient>`)})`;
  }

  /** Metal paint presets. */
  get band(): string {
    const m = this.metal;
    return this.lin('mb', 0, [[0, m.dd], [0.1, m.dk], [0.24, m.hi], [0.32, m.spec], [0.42, m.base], [0.58, m.dk], [0.74, m.lt], [0.86, m.hi], [1, m.dk]]);
  }
  get rim(): string {
    const m = this.metal;
    return this.lin('mr', 20, [[0, m.lt], [0.3, m.spec], [0.5, m.base], [0.75, m.dk], [1, m.lt]]);
  }
  get inner(): string {
    const m = this.metal;
    return this.lin('mi', 0, [[0, m.dk], [0.25, m.base], [0.5, m.dd], [0.75, m.lt], [1, m.dk]]);
  }
  get vert(): string {
    const m = this.metal;
    return this.lin('mv', 90, [[0, m.hi], [0.35, m.base], [0.7, m.dk], [1, m.lt]]);
  }
  get diag(): string {
    const m = this.metal;
    return this.lin('md', 45, [[0, m.spec], [0.3, m.lt], [0.65, m.dk], [1, m.dd]]);
  }
  get face(): string {
    const m = this.metal;
    return this.lin('mf', 60, [[0, m.lt], [0.45, m.base], [0.8, m.dk], [1, m.base]]);
  }
  /** Soft dark ellipse gradient used for contact shadows. */
  get shadow(): string {
    return this.rad('sh', 0.5, 0.5, 0.5, [[0, '#3a2e22', 0.4], [0.55, '#3a2e22', 0.16], [1, '#3a2e22', 0]]);
  }
  get glow(): string {
    return this.rad('gl', 0.5, 0.5, 0.5, [[0, '#ffffff', 0.95], [0.3, '#ffffff', 0.5], [1, '#ffffff', 0]]);
  }
}

/** Soft contact shadow under a piece. */
export function shadow(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, opacity = 1): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${ctx.shadow}"${opacity < 1 ? ` opacity="${f(opacity)}"` : ''}/>`;
}

/** Four-point star glint. */
export function sparkle(ctx: Ctx, x: number, y: number, r: number, opacity = 0.9): string {
  const w = r * 0.14;
  const d = `M${f(x)} ${f(y - r)}L${f(x + w)} ${f(y - w)}L${f(x + r)} ${f(y)}L${f(x + w)} ${f(y + w)}L${f(x)} ${f(y + r)}L${f(x - w)} ${f(y + w)}L${f(x - r)} ${f(y)}L${f(x - w)} ${f(y - w)}Z`;
  return `<g opacity="${f(opacity)}"><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.45)}" fill="${ctx.glow}"/><path d="${d}" fill="#fff"/></g>`;
}

/** Wraps content in a standalone SVG document. */
export function doc(ctx: Ctx, w: number, h: number, body: string, title: string): string {
  const defs = ctx.defs.length ? `<defs>${ctx.defs.join('')}</defs>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${esc(title)}</title>${defs}${body}</svg>`;
}

/** What a piece drawer needs to know (the image input without colours, which live in Ctx). */
export interface PieceInput {
  shape?: string;
  /** The design's look among its kind's (`LOOKS`); without it the variant picks one. */
  look?: string;
  variant: number;
  text?: string;
  /** 0 = packshot, 1 = alternative view. Close-ups (view 2) zoom into a view-0 drawing. */
  view: 0 | 1;
}

/** The looks a kind is drawn in, each its own drawing: earrings are studs, drops or hoops, and so on. */
export const LOOKS = {
  earrings: ['stud', 'drop', 'hoop'],
  bracelet: ['chain', 'tennis', 'bangle'],
  pendant: ['drop', 'disc', 'heart', 'bar'],
  engraved: ['bar', 'disc'],
} as const;

/** The piece's look: the one asked for when the kind has it, else one by variant. */
export function lookOf<T extends string>(looks: readonly T[], p: Pick<PieceInput, 'look' | 'variant'>): T {
  return looks.find((look) => look === p.look) ?? (looks[p.variant % looks.length] as T);
}

/** A stone shape slug in words ("tapered-baguette" is "tapered baguette"); round when there is none. */
export const shapeWords = (shape: string | undefined) => (shape ?? 'round').replace(/-/g, ' ');

/** "a round", "an oval": the shape in words with its article. */
export const aShape = (shape: string | undefined) => {
  const words = shapeWords(shape);
  return `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
};

/** A drawn piece in the 800×800 space, with the point a close-up zooms into. */
export interface Piece {
  body: string;
  /** What was drawn, in words ("Hoop earrings", "Engagement ring with an oval stone"): the image's title. */
  what: string;
  focus: Pt;
  zoom: number;
  /** y of the surface the piece rests on (for podiums in banners); omitted for hanging pieces. */
  floor?: number;
}

/** Elliptical arc path from angle a0 to a1 (degrees, screen coordinates) on an ellipse. */
export function arc(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number): string {
  const p = (a: number) => `${f(cx + rx * Math.cos((a * Math.PI) / 180))} ${f(cy + ry * Math.sin((a * Math.PI) / 180))}`;
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  return `M${p(a0)}A${f(rx)} ${f(ry)} 0 ${large} ${a1 > a0 ? 1 : 0} ${p(a1)}`;
}

/** Full ellipse as path data (for even-odd cut-outs). */
export function ellD(cx: number, cy: number, rx: number, ry: number): string {
  return `M${f(cx - rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 1 0 ${f(cx + rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 1 0 ${f(cx - rx)} ${f(cy)}Z`;
}
