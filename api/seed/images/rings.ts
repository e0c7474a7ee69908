/** Rings: a band in 3/4 perspective, wedding pairs, engagement rings with a head, side views. */
import { aspect, gem, outlinePts, outlineD, pavilion, profile } from './stones';
import { aShape, arc, ellD, f, shadow, sparkle, type Ctx, type Piece, type PieceInput, type Pt } from './svg';

export interface BandOptions {
  cx: number;
  cy: number;
  /** Outer radii of the band's edge ellipses. */
  rx: number;
  ry: number;
  /** Band width as seen (vertical offset between the back and the front edge). */
  d: number;
  /** Metal thickness (radial). */
  t: number;
  rot?: number;
  /** Small stones set in a channel along the top of the band. */
  pave?: number;
}

/**
 * A band seen from the front and above: the back edge ellipse sits d higher than the front edge;
 * the top outer surface, the front rim and (through the hole) the inner surface are visible.
 */
export function band(ctx: Ctx, o: BandOptions): string {
  const { cx, cy, rx, ry, d, t } = o;
  const rxi = rx - t;
  const ryi = ry - (t * ry) / rx;
  const yb = cy - d / 2;
  const yf = cy + d / 2;
  const m = ctx.metal;
  const clip = ctx.uid('c');
  const mask = ctx.uid('m');
  ctx.defs.push(
    `<clipPath id="${clip}"><ellipse cx="${f(cx)}" cy="${f(yb)}" rx="${f(rxi)}" ry="${f(ryi)}"/></clipPath>`,
    `<mask id="${mask}" maskUnits="userSpaceOnUse" x="${f(cx - rx - 20)}" y="${f(yb - ry - 20)}" width="${f(2 * rx + 40)}" height="${f(2 * ry + d + 40)}"><rect x="${f(cx - rx - 20)}" y="${f(yb - ry - 20)}" width="${f(2 * rx + 40)}" height="${f(2 * ry + d + 40)}" fill="#fff"/><ellipse cx="${f(cx)}" cy="${f(yf)}" rx="${f(rxi)}" ry="${f(ryi)}" clip-path="url(#${clip})"/></mask>`,
  );
  const sil = `M${f(cx - rx)} ${f(yb)}A${f(rx)} ${f(ry)} 0 0 1 ${f(cx + rx)} ${f(yb)}L${f(cx + rx)} ${f(yf)}A${f(rx)} ${f(ry)} 0 0 1 ${f(cx - rx)} ${f(yf)}Z`;
  const hw = Math.max(2, d * 0.16);
  let s = `<g mask="url(#${mask})">`;
  s += `<path d="${sil}" fill="${ctx.band}" stroke="${m.dd}" stroke-opacity=".35" stroke-width="1.5"/>`;
  // Specular streaks along the top surface.
  s += `<path d="${arc(cx, cy - d * 0.08, rx * 0.985, ry * 1.01, 196, 244)}" fill="none" stroke="${m.spec}" stroke-width="${f(hw)}" stroke-linecap="round" opacity=".85"/>`;
  s += `<path d="${arc(cx, cy + d * 0.05, rx * 0.99, ry * 1.0, 292, 318)}" fill="none" stroke="${m.spec}" stroke-width="${f(hw * 0.6)}" stroke-linecap="round" opacity=".6"/>`;
  s += `<ellipse cx="${f(cx)}" cy="${f(yf)}" rx="${f(rxi)}" ry="${f(ryi)}" fill="${ctx.inner}"/>`;
  s += `<path d="${ellD(cx, yf, rx, ry)}${ellD(cx, yf, rxi, ryi)}" fill="${ctx.rim}" fill-rule="evenodd" stroke="${m.dk}" stroke-opacity=".5" stroke-width="1"/>`;
  s += `<path d="${arc(cx, yf, rx - t / 2, ry - (t / 2) * (ry / rx), 118, 160)}" fill="none" stroke="${m.spec}" stroke-width="${f(t * 0.3)}" stroke-linecap="round" opacity=".8"/>`;
  s += '</g>';
  if (o.pave) {
    const n = o.pave;
    s += `<path d="${arc(cx, cy, rx, ry, 200, 340)}" fill="none" stroke="${m.dd}" stroke-width="${f(d * 0.5)}" opacity=".45"/>`;
    for (let i = 0; i < n; i++) {
      const a = ((200 + (140 * (i + 0.5)) / n) * Math.PI) / 180;
      const sx = Math.abs(Math.sin(a)) ** 0.8;
      s += gem(ctx, 'round', cx + rx * Math.cos(a), cy + ry * Math.sin(a), d * 0.24, { squash: 0.75, sx });
    }
  }
  return o.rot ? `<g transform="rotate(${f(o.rot)} ${f(cx)} ${f(cy)})">${s}</g>` : s;
}

/**
 * How flat a stone set on a ring looks from the camera (1: straight from above). Kept near the
 * top view so each cut reads as itself: at 0.6 a round stone looked oval and an oval one round.
 */
const SQUASH = 0.86;

/** Plain ring, optionally with a small flush-set stone on top. */
export function ring(ctx: Ctx, p: PieceInput): Piece {
  const d = 38 + (p.variant % 3) * 14;
  const alt = p.view === 1;
  const [cx, cy, rx, ry, rot] = alt ? [410, 430, 260, 160, -14] : [400, 440, 265, 112, 0];
  let body = shadow(ctx, cx + (alt ? 20 : 0), cy + ry + d / 2 + 8, rx * 1.08, 28);
  body += band(ctx, { cx, cy, rx, ry, d, t: 14 + (p.variant % 2) * 4, rot });
  if (ctx.stone) {
    // A stone of the design's shape in a rub-over setting on top of the band, seen nearly from above.
    const shape = ctx.stone.kind === 'pearl' ? 'round' : (p.shape ?? 'round');
    const r = d * 0.5;
    const [sx, sy] = alt ? rotPt(cx, cy - ry, cx, cy, rot) : [cx, cy - ry];
    const turn = alt ? ` transform="rotate(${f(rot)} ${f(sx)} ${f(sy)})"` : '';
    body += `<path d="${outlineD(shape, sx, sy, r, SQUASH, 1.22)}" fill="${ctx.diag}" stroke="${ctx.metal.dk}" stroke-width="1.5"${turn}/>`;
    body += gem(ctx, shape, sx, sy, r, { squash: SQUASH, rot: alt ? rot : 0, glints: 1 });
  }
  const what = !ctx.stone ? 'Ring' : ctx.stone.kind === 'pearl' ? 'Ring with a pearl' : `Ring with ${aShape(p.shape)} stone`;
  return { body, what, focus: [cx, cy - ry + 20], zoom: 2, floor: cy + ry + d / 2 + 8 };
}

function rotPt(x: number, y: number, cx: number, cy: number, deg: number): Pt {
  const a = (deg * Math.PI) / 180;
  return [cx + (x - cx) * Math.cos(a) - (y - cy) * Math.sin(a), cy + (x - cx) * Math.sin(a) + (y - cy) * Math.cos(a)];
}

/** Wedding ring: a comfort-fit band, plain or with a channel of small stones; view 1 is a pair. */
export function weddingRing(ctx: Ctx, p: PieceInput): Piece {
  const pave = ctx.stone && p.variant % 2 === 1 ? 9 : 0;
  if (p.view === 1) {
    let body = shadow(ctx, 400, 590, 330, 34);
    body += band(ctx, { cx: 330, cy: 420, rx: 200, ry: 118, d: 62, t: 16, rot: -10 });
    body += band(ctx, { cx: 490, cy: 500, rx: 175, ry: 96, d: 44, t: 13, rot: 8, pave });
    return { body, what: 'Pair of wedding rings', focus: [420, 400], zoom: 1.6, floor: 590 };
  }
  const d = 56 + (p.variant % 3) * 10;
  let body = shadow(ctx, 400, 440 + 112 + d / 2 + 8, 280, 30);
  body += band(ctx, { cx: 400, cy: 440, rx: 265, ry: 112, d, t: 17, pave });
  return { body, what: 'Wedding ring', focus: [400, 340], zoom: 2, floor: 440 + 112 + d / 2 + 8 };
}

/** Engagement ring: slim band with a raised head holding a prominent stone of the chosen shape. */
export function engagementRing(ctx: Ctx, p: PieceInput): Piece {
  const shape = p.shape ?? 'round';
  const m = ctx.metal;
  const size = 100 * Math.min(1.25, aspect(shape) ** -0.35);
  const what = ctx.stone?.kind === 'pearl' ? 'Engagement ring with a pearl' : `Engagement ring with ${aShape(shape)} stone`;
  if (p.view === 1) return { ...sideView(ctx, shape, 82), what };
  const [cx, cy, rx, ry, d] = [400, 540, 255, 104, 30];
  const sq = SQUASH;
  const sy = cy - ry - 104;
  const style = p.variant % 3;
  let body = shadow(ctx, cx, cy + ry + d / 2 + 8, 240, 26);
  body += band(ctx, { cx, cy, rx, ry, d, t: 11, pave: style === 2 && ctx.stone ? 10 : 0 });
  // Basket: two curved prongs from the band up to the girdle, then the pavilion inside.
  const w = 62;
  const basket = `M${f(cx - 34)} ${f(cy - ry + 6)}C${f(cx - 38)} ${f(sy + 40)} ${f(cx - w)} ${f(sy + 30)} ${f(cx - w * 1.05)} ${f(sy + 6)}M${f(cx + 34)} ${f(cy - ry + 6)}C${f(cx + 38)} ${f(sy + 40)} ${f(cx + w)} ${f(sy + 30)} ${f(cx + w * 1.05)} ${f(sy + 6)}`;
  body += pavilion(ctx, shape, cx, sy, size, 96);
  body += `<path d="${basket}" fill="none" stroke="${m.dd}" stroke-width="12" stroke-linecap="round"/><path d="${basket}" fill="none" stroke="${ctx.vert}" stroke-width="8" stroke-linecap="round"/>`;
  body += `<path d="M${f(cx - w * 0.9)} ${f(sy + 34)}Q${f(cx)} ${f(sy + 52)} ${f(cx + w * 0.9)} ${f(sy + 34)}" fill="none" stroke="${m.base}" stroke-width="6"/>`;
  if (style === 1 && ctx.stone) body += halo(ctx, shape, cx, sy, size, sq);
  if (ctx.stone) {
    body += gem(ctx, shape, cx, sy, size, { squash: sq, glints: 2 });
    body += prongs(ctx, shape, cx, sy, size, sq, 9);
  } else {
    body += `<path d="${outlineD(shape, cx, sy, size, sq)}" fill="${ctx.diag}" stroke="${m.dd}" stroke-width="2"/>`;
  }
  return { body, what, focus: [cx, sy + 30], zoom: 2, floor: cy + ry + d / 2 + 8 };
}

/** Directions (degrees, screen coordinates) in which a shape gets its claws. */
function prongDirs(shape: string): number[] {
  switch (shape) {
    case 'round':
      return [-60, 0, 60, 120, 180, 240];
    case 'pear':
    case 'triangle':
    case 'trillion':
      return [-90, 30, 150];
    case 'heart':
      return [90, -30, -150];
    case 'marquise':
      return [-90, 90, -10, 10, 170, 190];
    default:
      return [-135, -45, 45, 135];
  }
}

/** Claw prongs where the outline reaches furthest in the shape's claw directions. */
export function prongs(ctx: Ctx, shape: string, x: number, y: number, size: number, sq: number, r: number): string {
  const unit = outlinePts(shape, 0, 0, 100);
  const m = ctx.metal;
  return prongDirs(shape)
    .map((deg) => {
      const [dx, dy] = [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
      let best = unit[0] as Pt;
      for (const q of unit) if (q[0] * dx + q[1] * dy > best[0] * dx + best[1] * dy) best = q;
      const px = x + (best[0] * size) / 100;
      const py = y + (best[1] * size * sq) / 100;
      return `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(r)}" ry="${f(r * (0.6 + 0.4 * sq))}" fill="${ctx.diag}" stroke="${m.dd}" stroke-width="1.2"/>`;
    })
    .join('');
}

/** A halo of small stones around the centre stone. */
function halo(ctx: Ctx, shape: string, x: number, y: number, size: number, sq: number): string {
  const d = outlineD(shape, x, y, size, sq, 1.2);
  const st = ctx.stone;
  if (!st) return '';
  return `<path d="${d}" fill="${ctx.metal.dk}" stroke="${ctx.diag}" stroke-width="22"/><path d="${d}" fill="none" stroke="${st.tones[2]}" stroke-width="11" stroke-dasharray=".1 13" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray=".1 13" stroke-linecap="round" opacity=".9"/>`;
}

/** Straight-on view of the ring face with the stone in profile on top. */
function sideView(ctx: Ctx, shape: string, size: number): Omit<Piece, 'what'> {
  const m = ctx.metal;
  const [cx, cy, r] = [400, 525, 175];
  const top = cy - r;
  let body = shadow(ctx, cx, cy + r + 6, 200, 20);
  const ringFace = ctx.lin('rf', 90, [[0, m.spec], [0.25, m.lt], [0.5, m.dk], [0.75, m.base], [1, m.dd]]);
  body += `<path d="${ellD(cx, cy, r, r)}${ellD(cx, cy, r - 20, r - 20)}" fill="${ringFace}" fill-rule="evenodd" stroke="${m.dd}" stroke-width="1.5"/>`;
  body += `<path d="${arc(cx, cy, r - 10, r - 10, 200, 250)}" fill="none" stroke="${m.spec}" stroke-width="4" stroke-linecap="round" opacity=".8"/>`;
  // Head: a tapered basket rising from the band, holding the stone in profile.
  const gy = top - 78;
  body += `<path d="M${f(cx - 46)} ${f(top + 14)}L${f(cx - 64)} ${f(gy + 8)}L${f(cx - 50)} ${f(gy + 8)}L${f(cx - 14)} ${f(top + 8)}ZM${f(cx + 46)} ${f(top + 14)}L${f(cx + 64)} ${f(gy + 8)}L${f(cx + 50)} ${f(gy + 8)}L${f(cx + 14)} ${f(top + 8)}Z" fill="${ctx.vert}" stroke="${m.dd}" stroke-width="1.5"/>`;
  if (ctx.stone) {
    body += profile(ctx, shape, cx, gy + 18, size * 0.95);
    body += `<path d="M${f(cx - 70)} ${f(gy + 10)}L${f(cx - 62)} ${f(gy - 26)}M${f(cx + 70)} ${f(gy + 10)}L${f(cx + 62)} ${f(gy - 26)}" stroke="${ctx.vert}" stroke-width="9" stroke-linecap="round"/>`;
  }
  body += sparkle(ctx, cx + r * 0.7, cy - r * 0.7, 20, 0.7);
  return { body, focus: [cx, gy + 20], zoom: 2, floor: cy + r + 6 };
}
