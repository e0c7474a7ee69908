/** Chains and everything that hangs on one: necklaces, pendants, the display bust. */
import { gem, outlineD } from './stones';
import { aShape, ellD, f, LOOKS, lookOf, type Ctx, type Piece, type PieceInput } from './svg';

/** A cable chain along a path: oval links with a hole, joined by links seen edge-on. */
export function chain(ctx: Ctx, d: string, s = 1, withShadow = true): string {
  const m = ctx.metal;
  const L = 7 * s;
  const G = 9 * s;
  const w = 7 * s;
  const dash = (a: number, b: number, off = 0) => ` stroke-dasharray="${f(a)} ${f(b)}"${off ? ` stroke-dashoffset="${f(off)}"` : ''}`;
  let out = '<g fill="none" stroke-linecap="round">';
  if (withShadow) out += `<path d="${d}" stroke="#3a2e22" stroke-opacity=".13" stroke-width="${f(w * 1.3)}" transform="translate(${f(4 * s)} ${f(7 * s)})"/>`;
  out += `<path d="${d}" stroke="${m.dd}" stroke-width="${f(w * 0.34)}"${dash(G, L, -L)}/>`;
  out += `<path d="${d}" stroke="${m.lt}" stroke-width="${f(w * 0.18)}"${dash(G, L, -L)}/>`;
  out += `<path d="${d}" stroke="${m.dd}" stroke-width="${f(w)}"${dash(L, G)}/>`;
  out += `<path d="${d}" stroke="${m.base}" stroke-width="${f(w * 0.7)}"${dash(L, G)}/>`;
  out += `<path d="${d}" stroke="${m.ink}" stroke-width="${f(w * 0.24)}"${dash(L * 0.6, G + L * 0.4, -L * 0.2)}/>`;
  out += `<path d="${d}" stroke="${m.spec}" stroke-width="${f(w * 0.22)}" stroke-opacity=".9"${dash(L * 0.3, G + L * 0.7, L * 0.4)}/>`;
  return out + '</g>';
}

/** Solid metal shape with a bevelled edge: outer path lit diagonally, inner face slightly inset. */
export function solid(ctx: Ctx, d: string, x: number, y: number, inset = 0.9): string {
  const m = ctx.metal;
  return `<path d="${d}" fill="${ctx.diag}" stroke="${m.dd}" stroke-width="1.5"/><path d="${d}" fill="${ctx.face}" transform="translate(${f(x * (1 - inset))} ${f(y * (1 - inset))}) scale(${inset})"/>`;
}

/** Bail: the small loop a pendant hangs from. */
export function bail(ctx: Ctx, x: number, y: number, r: number): string {
  const m = ctx.metal;
  return `<path d="${ellD(x, y, r * 0.72, r)}${ellD(x, y, r * 0.38, r * 0.62)}" fill="${ctx.vert}" fill-rule="evenodd" stroke="${m.dd}" stroke-width="1.2"/>`;
}

/** Stone in a round/shaped bezel (rub-over setting). */
export function bezelGem(ctx: Ctx, shape: string, x: number, y: number, size: number, glints = 1): string {
  const m = ctx.metal;
  if (!ctx.stone) return '';
  return `<path d="${outlineD(shape, x, y, size, 1, 1.16)}" fill="${ctx.diag}" stroke="${m.dd}" stroke-width="1.2"/>${gem(ctx, shape, x, y, size, { glints })}`;
}

/** A drop hanging below (x, topY): a framed stone of the shape (pear by default), a pearl with a cap, or solid metal. */
export function drop(ctx: Ctx, x: number, cy: number, size: number, topY: number, shape = 'pear'): string {
  const st = ctx.stone;
  const m = ctx.metal;
  if (!st) return solid(ctx, outlineD('pear', x, cy, size * 1.08), x, cy);
  if (st.kind === 'pearl') {
    const r = size * 0.78;
    const py = cy + size * 0.22;
    const top = py - r;
    return (
      `<path d="M${f(x)} ${f(topY)}V${f(top + 4)}" stroke="${m.dk}" stroke-width="${f(r * 0.09)}"/>` +
      `<circle cx="${f(x + r * 0.1)}" cy="${f(py + r * 0.15)}" r="${f(r * 1.02)}" fill="${ctx.shadow}" opacity=".6"/>` +
      gem(ctx, 'round', x, py, r / 0.85) +
      `<path d="M${f(x - r * 0.36)} ${f(top + r * 0.13)}Q${f(x)} ${f(top - r * 0.3)} ${f(x + r * 0.36)} ${f(top + r * 0.13)}Q${f(x)} ${f(top + r * 0.05)} ${f(x - r * 0.36)} ${f(top + r * 0.13)}Z" fill="${ctx.diag}" stroke="${m.dd}" stroke-width="1"/>`
    );
  }
  return `<path d="${outlineD(shape, x, cy, size, 1, 1.14)}" fill="${ctx.diag}" stroke="${m.dd}" stroke-width="1.5"/>` + gem(ctx, shape, x, cy, size, { glints: 2 });
}

/** The display bust used for "on model" views of anything worn around the neck. */
export function bust(ctx: Ctx): string {
  const velvet = ctx.lin('bv', 90, [[0, '#57504b'], [0.55, '#3b3532'], [1, '#2a2624']]);
  const neck = ctx.lin('bn', 0, [[0, '#262220'], [0.3, '#4d4642'], [0.65, '#453f3b'], [1, '#262220']]);
  return (
    `<path d="M322 110C318 170 312 220 306 262C300 360 230 410 70 450C20 462 -20 480 -20 480V820H820V480C820 480 780 462 730 450C570 410 500 360 494 262C488 220 482 170 478 110Z" fill="${velvet}"/>` +
    `<path d="M322 110C318 170 312 220 306 262C308 305 350 335 400 335C450 335 492 305 494 262C488 220 482 170 478 110Z" fill="${neck}"/>` +
    `<ellipse cx="400" cy="110" rx="78" ry="20" fill="#6a625c"/>` +
    `<path d="M70 450C230 410 300 360 306 262M730 450C570 410 500 360 494 262" fill="none" stroke="#6b625c" stroke-width="3" opacity=".45"/>`
  );
}

/** Chain path for a hanging piece: off the top of the image (view 0) or around the bust neck (view 1). */
export function chainPath(view: 0 | 1, bx: number, by: number, spread: number): string {
  if (view === 1) return `M318 276C326 390 ${f(bx - 40)} ${f(by - 8)} ${f(bx)} ${f(by)}C${f(bx + 40)} ${f(by - 8)} 474 390 482 276`;
  return `M${f(bx - spread)} -320C${f(bx - spread * 0.9)} ${f(by * 0.55)} ${f(bx - 40)} ${f(by - 6)} ${f(bx)} ${f(by)}C${f(bx + 40)} ${f(by - 6)} ${f(bx + spread * 0.9)} ${f(by * 0.55)} ${f(bx + spread)} -320`;
}

/** Necklace: a fine chain in a V/U with a small stone or metal drop at the bottom. */
export function necklace(ctx: Ctx, p: PieceInput): Piece {
  const alt = p.view === 1;
  const [bx, by] = alt ? [400, 560] : [400, 520];
  const spread = p.variant % 2 ? 330 : 230;
  let body = alt ? bust(ctx) : '';
  body += chain(ctx, chainPath(p.view, bx, by, spread), alt ? 0.8 : 1, !alt);
  const s = alt ? 0.75 : 1;
  body += bail(ctx, bx, by + 10 * s, 12 * s);
  if (ctx.stone?.kind === 'pearl') {
    body += drop(ctx, bx, by + 46 * s, 48 * s, by + 14 * s);
  } else if (ctx.stone) {
    body += bezelGem(ctx, p.shape ?? 'round', bx, by + 62 * s, 44 * s, 2);
  } else {
    body += solid(ctx, outlineD('pear', bx, by + 64 * s, 46 * s), bx, by + 64 * s);
  }
  const what = ctx.stone?.kind === 'pearl' ? 'Necklace with a pearl' : ctx.stone ? `Necklace with ${aShape(p.shape)} stone` : 'Necklace';
  return { body, what, focus: [bx, by + 30], zoom: 2.4 };
}

/** Pendant shapes: drop, disc, heart, bar. Drawn hanging from (x, y); stones in the design's shape. */
export function pendantShape(ctx: Ctx, x: number, y: number, look: PendantLook, shape: string, s = 1): string {
  let out = bail(ctx, x, y, 16 * s);
  const st = ctx.stone;
  if (look === 'drop') {
    out += drop(ctx, x, y + 120 * s, 92 * s, y + 12 * s, st ? shape : 'pear');
  } else if (look === 'disc') {
    const cy = y + 112 * s;
    out += solid(ctx, ellD(x, cy, 96 * s, 96 * s), x, cy, 0.86);
    out += `<circle cx="${f(x - 40 * s)}" cy="${f(cy - 44 * s)}" r="${f(18 * s)}" fill="${ctx.glow}" opacity=".6"/>`;
    if (st) out += bezelGem(ctx, shape, x, cy, 26 * s, 1);
  } else if (look === 'heart') {
    const cy = y + 100 * s;
    out += solid(ctx, outlineD('heart', x, cy, 100 * s), x, cy, 0.84);
    if (st) out += bezelGem(ctx, shape, x + 34 * s, cy - 30 * s, 16 * s, 1);
  } else {
    const top = y + 14 * s;
    const [w, h] = [44 * s, 240 * s];
    out += `<rect x="${f(x - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" rx="${f(w / 2)}" fill="${ctx.band}" stroke="${ctx.metal.dd}" stroke-width="1.5"/>`;
    if (st) out += bezelGem(ctx, shape, x, top + h - 34 * s, 15 * s, 1);
  }
  return out;
}

type PendantLook = (typeof LOOKS.pendant)[number];
const PENDANTS: Record<PendantLook, string> = { drop: 'Drop pendant', disc: 'Disc pendant', heart: 'Heart pendant', bar: 'Bar pendant' };

/** Pendant: a larger pendant shape on a shorter chain. */
export function pendant(ctx: Ctx, p: PieceInput): Piece {
  const alt = p.view === 1;
  const look = lookOf(LOOKS.pendant, p);
  const [bx, by] = alt ? [400, 500] : [400, 300];
  let body = alt ? bust(ctx) : '';
  body += chain(ctx, chainPath(p.view, bx, by, 190), alt ? 0.8 : 1, !alt);
  const s = alt ? 0.8 : 1.25;
  if (!alt) body += `<ellipse cx="${f(bx + 14)}" cy="${f(by + 150 * s)}" rx="${f(90 * s)}" ry="${f(120 * s)}" fill="${ctx.shadow}" opacity=".5"/>`;
  body += pendantShape(ctx, bx, by + 8, look, p.shape ?? 'round', s);
  const what = PENDANTS[look] + (ctx.stone && ctx.stone.kind !== 'pearl' ? ` with ${aShape(p.shape)} stone` : '');
  return { body, what, focus: [bx, by + 130 * s], zoom: 1.9 };
}
