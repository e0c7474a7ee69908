/** Bracelets (links, tennis, bangle) and earrings (studs, drops, hoops). */
import { chain, bail, bezelGem, drop } from './chains';
import { band, prongs } from './rings';
import { gem, outlineD } from './stones';
import { arc, ellD, f, shadow, type Ctx, type Piece, type PieceInput } from './svg';

/** Bracelet lying in a loose oval, seen from the front and above. */
export function bracelet(ctx: Ctx, p: PieceInput): Piece {
  const alt = p.view === 1;
  const [cx, cy, rx, ry, rot] = alt ? [400, 420, 250, 190, -18] : [400, 410, 290, 150, 0];
  const style = p.variant % 3;
  const tr = (s: string) => (rot ? `<g transform="rotate(${rot} ${cx} ${cy})">${s}</g>` : s);
  let body = shadow(ctx, cx, cy + ry + 26, rx * 1.05, 30);
  if (style === 2) {
    body += band(ctx, { cx, cy, rx, ry, d: 34, t: 13, rot });
    return { body, focus: [cx, cy - ry + 10], zoom: 2.2, floor: cy + ry + 26 };
  }
  if (style === 1 && ctx.stone) {
    // Tennis bracelet: a row of claw-set stones, smaller and darker at the back.
    const n = 34;
    let back = '';
    let front = '';
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      const x = cx + rx * Math.cos(a);
      const y = cy + ry * Math.sin(a);
      const depth = 0.78 + 0.22 * Math.sin(a);
      const r = 21 * depth;
      const s = `<circle cx="${f(x)}" cy="${f(y + r * 0.25)}" r="${f(r * 1.18)}" fill="${ctx.diag}" stroke="${ctx.metal.dd}" stroke-width="1"/>` + gem(ctx, 'round', x, y, r, { squash: 0.78 });
      if (Math.sin(a) < 0) back += s;
      else front += s;
    }
    const link = `<path d="${ellD(cx, cy + 3, rx, ry)}" fill="none" stroke="${ctx.metal.dk}" stroke-width="5"/>`;
    body += tr(`${link}<g opacity=".88">${back}</g>${front}`);
    return { body, focus: [cx - rx * 0.5, cy + ry * 0.8], zoom: 2.2, floor: cy + ry + 26 };
  }
  // Link bracelet: a heavier cable chain, back half slightly shaded, with a clasp.
  const backD = arc(cx, cy, rx, ry, 180, 360);
  const frontD = arc(cx, cy, rx, ry, 0, 180);
  const s = 3 + (p.variant % 2) * 0.6;
  let inner = `<g opacity=".85">${chain(ctx, backD, s * 0.9, false)}</g>${chain(ctx, frontD, s, false)}`;
  const clX = cx + rx * Math.cos(0.5);
  const clY = cy + ry * Math.sin(0.5);
  inner += `<ellipse cx="${f(clX)}" cy="${f(clY)}" rx="16" ry="11" fill="${ctx.diag}" stroke="${ctx.metal.dd}" stroke-width="1.5" transform="rotate(-50 ${f(clX)} ${f(clY)})"/>`;
  if (ctx.stone) inner += bezelGem(ctx, 'round', cx, cy + ry, 20, 2);
  body += tr(inner);
  return { body, focus: [cx + rx * 0.4, cy + ry * 0.85], zoom: 2.2, floor: cy + ry + 26 };
}

/** One earring hanging/standing at (x, y) (the top of the wire or centre of the stud). */
function earring(ctx: Ctx, style: number, x: number, y: number, s: number, variant: number): string {
  const m = ctx.metal;
  if (style === 0) {
    // Stud: a claw-set stone, or a polished metal ball when there is no stone.
    if (ctx.stone?.kind === 'pearl') {
      return `<circle cx="${f(x + 6 * s)}" cy="${f(y + 10 * s)}" r="${f(58 * s)}" fill="${ctx.shadow}"/>` + gem(ctx, 'round', x, y, 62 * s);
    }
    if (ctx.stone) {
      const shape = variant % 2 ? 'princess' : 'round';
      return `<circle cx="${f(x + 4 * s)}" cy="${f(y + 8 * s)}" r="${f(62 * s)}" fill="${ctx.shadow}"/><path d="${outlineD(shape, x, y, 52 * s, 1, 1.08)}" fill="${m.dk}" stroke="${m.dd}" stroke-width="1.5"/>` +
        gem(ctx, shape, x, y, 52 * s, { glints: 2 }) + prongs(ctx, shape, x, y, 52 * s, 1, 8 * s);
    }
    const ball = ctx.rad('eb', 0.36, 0.3, 0.75, [[0, m.spec], [0.3, m.lt], [0.7, m.base], [1, m.dd]]);
    return `<circle cx="${f(x + 6 * s)}" cy="${f(y + 10 * s)}" r="${f(60 * s)}" fill="${ctx.shadow}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(48 * s)}" fill="${ball}" stroke="${m.dd}" stroke-width="1"/>`;
  }
  if (style === 1) {
    // Drop: ear wire, short bar, stone or metal drop.
    const wire = `M${f(x - 4 * s)} ${f(y + 70 * s)}L${f(x)} ${f(y + 26 * s)}C${f(x)} ${f(y - 50 * s)} ${f(x + 70 * s)} ${f(y - 50 * s)} ${f(x + 64 * s)} ${f(y + 20 * s)}L${f(x + 52 * s)} ${f(y + 90 * s)}`;
    let out = `<path d="${wire}" fill="none" stroke="${m.dd}" stroke-width="${f(7 * s)}" stroke-linecap="round"/><path d="${wire}" fill="none" stroke="${m.lt}" stroke-width="${f(4 * s)}" stroke-linecap="round"/>`;
    out += bail(ctx, x - 4 * s, y + 80 * s, 12 * s);
    return out + drop(ctx, x - 4 * s, y + 170 * s, 74 * s, y + 90 * s);
  }
  // Hoop: a thin band seen almost face-on.
  let out = band(ctx, { cx: x, cy: y + 130 * s, rx: 122 * s, ry: 126 * s, d: 16 * s, t: 16 * s, rot: 0 });
  if (ctx.stone) out += bezelGem(ctx, 'round', x, y + 262 * s, 16 * s, 1);
  return out;
}

/** Earrings: always a pair; view 1 shows one close and the other behind it. */
export function earrings(ctx: Ctx, p: PieceInput): Piece {
  const style = p.variant % 3;
  // Per style: left and right positions and scale.
  const [lx, ly, rx, ry, s] = style === 0 ? [285, 350, 530, 440, 1.45] : style === 1 ? [260, 200, 500, 260, 1] : [260, 210, 520, 290, 1];
  if (p.view === 1) {
    const body = earring(ctx, style, 650, ly + 60, s * 0.75, p.variant) + earring(ctx, style, 340, ly - 30, s * 1.4, p.variant);
    return { body, focus: [340, style === 0 ? ly - 30 : 420], zoom: 1.6 };
  }
  let body = '';
  if (style !== 0) body += shadow(ctx, 400, 650, 260, 24, 0.7);
  body += earring(ctx, style, lx, ly, s, p.variant) + earring(ctx, style, rx, ry, s, p.variant);
  return { body, focus: [lx, ly + (style === 0 ? 0 : 150)], zoom: 2 };
}
