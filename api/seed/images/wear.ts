/** Bracelets (links, tennis, bangle) and earrings (studs, drops, hoops). */
import { chain, bail, bezelGem, drop } from './chains';
import { band, prongs } from './rings';
import { gem, outlineD } from './stones';
import { aShape, arc, ellD, f, LOOKS, lookOf, shadow, shapeWords, type Ctx, type Piece, type PieceInput } from './svg';

/** Bracelet lying in a loose oval, seen from the front and above. */
export function bracelet(ctx: Ctx, p: PieceInput): Piece {
  const alt = p.view === 1;
  const [cx, cy, rx, ry, rot] = alt ? [400, 420, 250, 190, -18] : [400, 410, 290, 150, 0];
  const look = lookOf(LOOKS.bracelet, p);
  const tr = (s: string) => (rot ? `<g transform="rotate(${rot} ${cx} ${cy})">${s}</g>` : s);
  let body = shadow(ctx, cx, cy + ry + 26, rx * 1.05, 30);
  if (look === 'bangle') {
    body += band(ctx, { cx, cy, rx, ry, d: 34, t: 13, rot });
    if (ctx.stone) body += tr(bezelGem(ctx, p.shape ?? 'round', cx, cy + ry + 17, 20, 2));
    return { body, what: ctx.stone ? `Bangle with ${aShape(p.shape)} stone` : 'Bangle', focus: [cx, cy - ry + 10], zoom: 2.2, floor: cy + ry + 26 };
  }
  if (look === 'tennis' && ctx.stone) {
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
      const s = `<circle cx="${f(x)}" cy="${f(y + r * 0.25)}" r="${f(r * 1.18)}" fill="${ctx.diag}" stroke="${ctx.metal.dd}" stroke-width="1"/>` + gem(ctx, p.shape ?? 'round', x, y, r, { squash: 0.78 });
      if (Math.sin(a) < 0) back += s;
      else front += s;
    }
    const link = `<path d="${ellD(cx, cy + 3, rx, ry)}" fill="none" stroke="${ctx.metal.dk}" stroke-width="5"/>`;
    body += tr(`${link}<g opacity=".88">${back}</g>${front}`);
    return { body, what: `Tennis bracelet with ${shapeWords(p.shape)} stones`, focus: [cx - rx * 0.5, cy + ry * 0.8], zoom: 2.2, floor: cy + ry + 26 };
  }
  // Link bracelet: a heavier cable chain, back half slightly shaded, with a clasp.
  const backD = arc(cx, cy, rx, ry, 180, 360);
  const frontD = arc(cx, cy, rx, ry, 0, 180);
  const s = 3 + (p.variant % 2) * 0.6;
  let inner = `<g opacity=".85">${chain(ctx, backD, s * 0.9, false)}</g>${chain(ctx, frontD, s, false)}`;
  const clX = cx + rx * Math.cos(0.5);
  const clY = cy + ry * Math.sin(0.5);
  inner += `<ellipse cx="${f(clX)}" cy="${f(clY)}" rx="16" ry="11" fill="${ctx.diag}" stroke="${ctx.metal.dd}" stroke-width="1.5" transform="rotate(-50 ${f(clX)} ${f(clY)})"/>`;
  if (ctx.stone) inner += bezelGem(ctx, p.shape ?? 'round', cx, cy + ry, 20, 2);
  body += tr(inner);
  return { body, what: ctx.stone ? `Chain bracelet with ${aShape(p.shape)} stone` : 'Chain bracelet', focus: [cx + rx * 0.4, cy + ry * 0.85], zoom: 2.2, floor: cy + ry + 26 };
}

/** One earring hanging/standing at (x, y) (the top of the wire or centre of the stud). */
function earring(ctx: Ctx, look: Look, shape: string, x: number, y: number, s: number): string {
  const m = ctx.metal;
  if (look === 'stud') {
    // Stud: a claw-set stone of the design's shape, or a polished metal ball when there is no stone.
    if (ctx.stone?.kind === 'pearl') {
      return `<circle cx="${f(x + 6 * s)}" cy="${f(y + 10 * s)}" r="${f(58 * s)}" fill="${ctx.shadow}"/>` + gem(ctx, 'round', x, y, 62 * s);
    }
    if (ctx.stone) {
      return `<circle cx="${f(x + 4 * s)}" cy="${f(y + 8 * s)}" r="${f(62 * s)}" fill="${ctx.shadow}"/><path d="${outlineD(shape, x, y, 52 * s, 1, 1.08)}" fill="${m.dk}" stroke="${m.dd}" stroke-width="1.5"/>` +
        gem(ctx, shape, x, y, 52 * s, { glints: 2 }) + prongs(ctx, shape, x, y, 52 * s, 1, 8 * s);
    }
    const ball = ctx.rad('eb', 0.36, 0.3, 0.75, [[0, m.spec], [0.3, m.lt], [0.7, m.base], [1, m.dd]]);
    return `<circle cx="${f(x + 6 * s)}" cy="${f(y + 10 * s)}" r="${f(60 * s)}" fill="${ctx.shadow}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(48 * s)}" fill="${ball}" stroke="${m.dd}" stroke-width="1"/>`;
  }
  if (look === 'drop') {
    // Drop: ear wire, short bar, stone (of the design's shape) or metal drop.
    const wire = `M${f(x - 4 * s)} ${f(y + 70 * s)}L${f(x)} ${f(y + 26 * s)}C${f(x)} ${f(y - 50 * s)} ${f(x + 70 * s)} ${f(y - 50 * s)} ${f(x + 64 * s)} ${f(y + 20 * s)}L${f(x + 52 * s)} ${f(y + 90 * s)}`;
    let out = `<path d="${wire}" fill="none" stroke="${m.dd}" stroke-width="${f(7 * s)}" stroke-linecap="round"/><path d="${wire}" fill="none" stroke="${m.lt}" stroke-width="${f(4 * s)}" stroke-linecap="round"/>`;
    out += bail(ctx, x - 4 * s, y + 80 * s, 12 * s);
    return out + drop(ctx, x - 4 * s, y + 170 * s, 74 * s, y + 90 * s, ctx.stone ? shape : 'pear');
  }
  // Hoop: a round tube seen face-on, hanging from the post at its top (not a ring band in perspective).
  const [r, t, cy] = [118 * s, 15 * s, y + 118 * s];
  const tube = ctx.lin('eh', 0, [[0, m.dd], [0.2, m.lt], [0.35, m.spec], [0.55, m.base], [0.8, m.dk], [1, m.lt]]);
  let out = `<circle cx="${f(x + 8 * s)}" cy="${f(cy + 12 * s)}" r="${f(r)}" fill="none" stroke="#3a2e22" stroke-opacity=".12" stroke-width="${f(t * 1.3)}"/>`;
  out += `<circle cx="${f(x)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${m.dd}" stroke-width="${f(t + 3)}"/><circle cx="${f(x)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${tube}" stroke-width="${f(t)}"/>`;
  out += `<path d="${arc(x, cy, r - t * 0.15, r - t * 0.15, 200, 250)}" fill="none" stroke="${m.spec}" stroke-width="${f(t * 0.3)}" stroke-linecap="round" opacity=".85"/>`;
  // The hinge and post at the top.
  out += `<rect x="${f(x - t * 0.7)}" y="${f(y - t * 0.9)}" width="${f(t * 1.4)}" height="${f(t * 1.8)}" rx="${f(t * 0.4)}" fill="${ctx.vert}" stroke="${m.dd}" stroke-width="1"/>`;
  if (ctx.stone) out += bezelGem(ctx, ctx.stone.kind === 'pearl' ? 'round' : shape, x, cy + r, 16 * s, 1);
  return out;
}

type Look = (typeof LOOKS.earrings)[number];
const EARRINGS: Record<Look, string> = { stud: 'Stud earrings', drop: 'Drop earrings', hoop: 'Hoop earrings' };

/** Earrings: always a pair, studs, drops or hoops; view 1 shows one close and the other behind it. */
export function earrings(ctx: Ctx, p: PieceInput): Piece {
  const look = lookOf(LOOKS.earrings, p);
  const shape = p.shape ?? 'round';
  const what = EARRINGS[look] + (ctx.stone && ctx.stone.kind !== 'pearl' ? ` with ${shapeWords(shape)} stones` : '');
  // Per look: left and right positions and scale.
  const [lx, ly, rx, ry, s] = look === 'stud' ? [285, 350, 530, 440, 1.45] : look === 'drop' ? [260, 200, 500, 260, 1] : [260, 210, 520, 290, 1];
  if (p.view === 1) {
    const body = earring(ctx, look, shape, 650, ly + 60, s * 0.75) + earring(ctx, look, shape, 340, ly - 30, s * 1.4);
    return { body, what, focus: [340, look === 'stud' ? ly - 30 : 420], zoom: 1.6 };
  }
  let body = '';
  if (look !== 'stud') body += shadow(ctx, 400, 650, 260, 24, 0.7);
  body += earring(ctx, look, shape, lx, ly, s) + earring(ctx, look, shape, rx, ry, s);
  return { body, what, focus: [lx, ly + (look === 'stud' ? 0 : 150)], zoom: 2 };
}
