/** Faceted gemstones in all shop shapes, seen from above (optionally tilted) or in profile. */
import { f, poly, smooth, sparkle, type Ctx, type Pt } from './svg';

type Style = 'brilliant' | 'step';
/** Outline in unit space (about ±100), facet centre, cut style. Brilliant outlines have an even point count. */
export interface Outline {
  pts: Pt[];
  style: Style;
  c: Pt;
  /** Draw the girdle with smooth curves instead of straight segments. */
  curved: boolean;
}

const TAU = Math.PI * 2;
/** Light comes from the top left (screen coordinates, y down). */
const LIGHT = Math.atan2(-1, -0.8);

function edges(verts: Pt[], per: number): Pt[] {
  const out: Pt[] = [];
  verts.forEach((a, i) => {
    const b = verts[(i + 1) % verts.length] as Pt;
    for (let k = 0; k < per; k++) out.push([a[0] + ((b[0] - a[0]) * k) / per, a[1] + ((b[1] - a[1]) * k) / per]);
  });
  return out;
}

function param(n: number, fn: (t: number) => Pt): Pt[] {
  return Array.from({ length: n }, (_, i) => fn((i / n) * TAU));
}

const octagon = (hw: number, hh: number, c: number): Pt[] => [
  [-hw + c, -hh], [hw - c, -hh], [hw, -hh + c], [hw, hh - c], [hw - c, hh], [-hw + c, hh], [-hw, hh - c], [-hw, -hh + c],
];

export function outline(shape: string | undefined): Outline {
  const b = (pts: Pt[], curved = false, c: Pt = [0, 0]): Outline => ({ pts, style: 'brilliant', c, curved });
  const s = (pts: Pt[]): Outline => ({ pts, style: 'step', c: [0, 0], curved: false });
  switch (shape) {
    case 'princess':
      return b(edges([[-86, -86], [86, -86], [86, 86], [-86, 86]], 4));
    case 'cushion':
      return b(param(16, (t) => {
        const c = Math.cos(t - Math.PI / 2);
        const si = Math.sin(t - Math.PI / 2);
        return [92 * Math.sign(c) * Math.abs(c) ** 0.6, 92 * Math.sign(si) * Math.abs(si) ** 0.6];
      }), true);
    case 'oval':
      return b(param(16, (t) => [70 * Math.sin(t), -100 * Math.cos(t)]), true);
    case 'radiant':
      return b(edges(octagon(72, 98, 20), 2));
    case 'pear':
      return b(param(16, (t) => [78 * Math.sin(t) * Math.abs(Math.sin(t / 2)) ** 0.85, -100 * Math.cos(t) + 8]), true, [0, 22]);
    case 'heart':
      return b(param(16, (t) => [
        5.6 * 16 * Math.sin(t) ** 3,
        -5.6 * (13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t)) - 18,
      ]), true, [0, -8]);
    case 'marquise':
      return b(param(16, (t) => [50 * Math.sin(t) * (1 - 0.18 * Math.cos(2 * t) - 0.18), -100 * Math.cos(t)]), true);
    case 'triangle':
      return b(edges([[0, -96], [96, 70], [-96, 70]], 4), false, [0, 14]);
    case 'trillion': {
      const v: Pt[] = [[0, -96], [96, 70], [-96, 70]];
      const pts: Pt[] = [];
      v.forEach((a, i) => {
        const e = v[(i + 1) % 3] as Pt;
        const m = mid(a, e);
        const ctl: Pt = [m[0] * 1.35, (m[1] - 15) * 1.35 + 15];
        for (let k = 0; k < 4; k++) {
          const t = k / 4;
          const u = 1 - t;
          pts.push([u * u * a[0] + 2 * u * t * ctl[0] + t * t * e[0], u * u * a[1] + 2 * u * t * ctl[1] + t * t * e[1]]);
        }
      });
      return b(pts, false, [0, 14]);
    }
    case 'baguette':
      return s([[-44, -100], [44, -100], [44, 100], [-44, 100]]);
    case 'tapered-baguette':
      return s([[-54, -100], [54, -100], [32, 100], [-32, 100]]);
    case 'emerald':
      return s(octagon(68, 100, 24));
    case 'asscher':
      return s(octagon(88, 88, 30));
    default:
      return b(param(16, (t) => [100 * Math.sin(t), -100 * Math.cos(t)]), true);
  }
}

const lerp = (c: Pt, p: Pt, k: number): Pt => [c[0] + (p[0] - c[0]) * k, c[1] + (p[1] - c[1]) * k];
const mid = (a: Pt, b: Pt): Pt => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
const ang = (c: Pt, p: Pt) => Math.atan2(p[1] - c[1], p[0] - c[0]);
const clamp = (v: number) => Math.max(0, Math.min(4, Math.round(v)));

/** Facet polygons grouped by tone index (0 = brightest). */
function facets(o: Outline): string[] {
  const byTone: string[] = ['', '', '', '', ''];
  const add = (t: number, pts: Pt[]) => (byTone[clamp(t)] += poly(pts));
  const { pts, c } = o;
  const n = pts.length;
  const at = (i: number) => pts[((i % n) + n) % n] as Pt;
  const lit = (p: Pt) => Math.cos(ang(c, p) - LIGHT);
  if (o.style === 'step') {
    const rings = [1, 0.8, 0.62, 0.48];
    for (let r = 0; r < 3; r++) {
      for (let i = 0; i < n; i++) {
        const a = lerp(c, at(i), rings[r] as number);
        const bb = lerp(c, at(i + 1), rings[r] as number);
        const q = [a, bb, lerp(c, at(i + 1), rings[r + 1] as number), lerp(c, at(i), rings[r + 1] as number)];
        add(2 - 1.6 * lit(mid(a, bb)) + (r === 1 ? 1 : 0) - (r === 2 ? 0.6 : 0), q);
      }
    }
    add(1, pts.map((p) => lerp(c, p, 0.48)));
    return byTone;
  }
  const k = n / 2;
  const S = (j: number) => lerp(c, at(2 * j + 1), 0.7);
  const T = (j: number) => lerp(c, at(2 * j), 0.5);
  for (let j = 0; j < k; j++) {
    const odd = j % 2;
    add((odd ? 0.7 : 2.9) - 0.8 * lit(at(2 * j)), [at(2 * j), S(j), T(j), S(j - 1)]);
    add((odd ? 2.1 : 0.9) - 0.6 * lit(S(j)), [T(j), S(j), T(j + 1)]);
    add((odd ? 1.3 : 3.5) - 0.8 * lit(at(2 * j + 1)), [at(2 * j), at(2 * j + 1), S(j)]);
    add((odd ? 3.4 : 1.2) - 0.8 * lit(at(2 * j + 1)), [at(2 * j + 1), at(2 * j + 2), S(j)]);
  }
  add(1, Array.from({ length: k }, (_, j) => T(j)));
  return byTone;
}

const outlinePath = (o: Outline) => (o.curved ? smooth(o.pts) : poly(o.pts));

export interface GemOptions {
  /** Vertical squash for a tilted (seen from the front, slightly above) stone: 1 = straight from above. */
  squash?: number;
  rot?: number;
  /** Horizontal squash (stones on the curved side of a band). */
  sx?: number;
  /** Number of sparkles (0 = none). */
  glints?: number;
}

/** Pearl: a sphere with a soft lustre. */
export function pearl(ctx: Ctx, x: number, y: number, r: number): string {
  const t = ctx.stone?.tones ?? ['#fff', '#f8f4ec', '#f3efe6', '#d9d2c4', '#b4aa98'];
  const fill = ctx.rad('pl', 0.38, 0.32, 0.75, [[0, '#ffffff'], [0.25, t[1]], [0.65, t[2]], [0.9, t[3]], [1, t[4]]]);
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}" stroke="${t[4]}" stroke-opacity=".45"/><ellipse cx="${f(x - r * 0.35)}" cy="${f(y - r * 0.4)}" rx="${f(r * 0.22)}" ry="${f(r * 0.14)}" fill="#fff" opacity=".8" transform="rotate(-35 ${f(x - r * 0.35)} ${f(y - r * 0.4)})"/>`;
}

/** A faceted stone of the given shape, `size` = half its height in px. Pearls ignore the shape. */
export function gem(ctx: Ctx, shape: string | undefined, x: number, y: number, size: number, o: GemOptions = {}): string {
  const st = ctx.stone;
  if (!st) return '';
  if (st.kind === 'pearl') return pearl(ctx, x, y, size * 0.85);
  const ol = outline(shape);
  const sq = o.squash ?? 1;
  const key = `g${(shape ?? 'round').slice(0, 4)}`;
  // Facets are built once per shape and reused, so several stones cost little.
  const id = ctx.def(key, (gid) => {
    const tones = facets(ol);
    const body = tones.map((d, i) => (d ? `<path d="${d}" fill="${st.tones[i]}"/>` : '')).join('');
    const edge = st.kind === 'diamond' ? '#ffffff' : st.tones[0];
    const sheen = ctx.lin('gs', 60, [[0, '#ffffff', 0.4], [0.45, '#ffffff', 0], [1, '#ffffff', 0.1]]);
    const out = outlinePath(ol);
    return `<g id="${gid}"><path d="${out}" fill="${st.tones[2]}"/><g stroke="${edge}" stroke-opacity=".5" stroke-width="1.2" stroke-linejoin="round">${body}</g><path d="${out}" fill="${sheen}" stroke="${st.edge}" stroke-width="2"/></g>`;
  });
  const s = size / 100;
  const tr = `translate(${f(x)} ${f(y)})${o.rot ? ` rotate(${f(o.rot)})` : ''} scale(${Math.round(s * (o.sx ?? 1) * 1000) / 1000} ${Math.round(s * sq * 1000) / 1000})`;
  let out = `<use href="#${id}" transform="${tr}"/>`;
  const g = o.glints ?? 0;
  const spots: Pt[] = [[-0.3, -0.35], [0.32, 0.1], [-0.05, 0.42]];
  for (let i = 0; i < Math.min(g, spots.length); i++) {
    const [sx, sy] = spots[i] as Pt;
    out += sparkle(ctx, x + sx * size, y + sy * size * sq, size * (i ? 0.2 : 0.3), i ? 0.7 : 0.9);
  }
  return out;
}

/** The outline points of a shape mapped to px (for prongs and bezels). */
export function outlinePts(shape: string | undefined, x: number, y: number, size: number, squash = 1): Pt[] {
  return outline(shape).pts.map(([px, py]) => [x + (px * size) / 100, y + (py * size * squash) / 100]);
}

/** Outline path in px (for bezels and halos). */
export function outlineD(shape: string | undefined, x: number, y: number, size: number, squash = 1, grow = 1): string {
  const ol = outline(shape);
  const pts = ol.pts.map(([px, py]): Pt => [x + (px * size * grow) / 100, y + (py * size * squash * grow) / 100]);
  return ol.curved ? smooth(pts) : poly(pts);
}

/** Half width / half height ratio of a shape (for profiles). */
export function aspect(shape: string | undefined): number {
  const xs = outline(shape).pts.map((p) => Math.abs(p[0]));
  return Math.max(...xs) / 100;
}

/** Pavilion (the pointed underside) below a tilted stone. */
export function pavilion(ctx: Ctx, shape: string | undefined, x: number, y: number, size: number, depth: number): string {
  const st = ctx.stone;
  if (!st || st.kind === 'pearl') return '';
  const w = size * aspect(shape) * 0.98;
  const tip: Pt = [x, y + depth];
  const xs = [-1, -0.55, -0.15, 0.2, 0.6, 1];
  let d = '';
  const dark: string[] = [];
  for (let i = 0; i < xs.length - 1; i++) {
    const tri: Pt[] = [[x + (xs[i] as number) * w, y], [x + (xs[i + 1] as number) * w, y], tip];
    if (i % 2) dark.push(poly(tri));
    else d += poly(tri);
  }
  return `<path d="${d}" fill="${st.tones[2]}"/><path d="${dark.join('')}" fill="${st.tones[3]}"/>`;
}

/** Side profile of a loose stone: crown, girdle and pavilion. */
export function profile(ctx: Ctx, shape: string | undefined, x: number, y: number, size: number): string {
  const st = ctx.stone;
  if (!st) return '';
  if (st.kind === 'pearl') return pearl(ctx, x, y, size);
  const w = size * (0.7 + 0.3 * aspect(shape));
  const step = outline(shape).style === 'step';
  const tableW = w * (step ? 0.66 : 0.56);
  const crownH = w * (step ? 0.22 : 0.3);
  const pavH = w * (step ? 0.62 : 0.86);
  const top = y - (crownH + pavH) / 2 + crownH * 0.1;
  const g = top + crownH;
  const culet: Pt = [x, g + pavH];
  const tones: string[] = ['', '', '', '', ''];
  const n = 6;
  for (let i = 0; i < n; i++) {
    const u0 = -1 + (2 * i) / n;
    const u1 = -1 + (2 * (i + 1)) / n;
    const lit = Math.round(2 - 1.4 * Math.cos(((u0 + u1) / 2) * 1.3 + 0.9));
    tones[clamp(lit + (i % 2))] += poly([[x + u0 * tableW, top], [x + u1 * tableW, top], [x + u1 * w, g], [x + u0 * w, g]]);
    tones[clamp(3 - lit / 2 - (i % 2) * 2)] += poly([[x + u0 * w, g], [x + u1 * w, g], step ? [x + u1 * w * 0.2, culet[1]] : culet, step ? [x + u0 * w * 0.2, culet[1]] : culet]);
  }
  const body = tones.map((d, i) => (d ? `<path d="${d}" fill="${st.tones[i]}"/>` : '')).join('');
  const sil = poly([[x - tableW, top], [x + tableW, top], [x + w, g], [x + w, g + w * 0.03], ...(step ? [[x + w * 0.2, culet[1]], [x - w * 0.2, culet[1]]] as Pt[] : [culet]), [x - w, g + w * 0.03], [x - w, g]]);
  return `<path d="${sil}" fill="${st.tones[2]}"/>${body}<path d="${sil}" fill="none" stroke="${st.edge}" stroke-width="2" stroke-linejoin="round"/>${sparkle(ctx, x - tableW * 0.4, top + crownH * 0.4, size * 0.22)}`;
}
