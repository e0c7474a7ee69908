/** Personalised pieces: engraved bars/discs and city-map pendants. */
import { bail, bust, chain, chainPath, solid } from './chains';
import { gem, outlineD } from './stones';
import { ellD, esc, f, LOOKS, lookOf, rng, hash, type Ctx, type Piece, type PieceInput } from './svg';

const SERIF = `Georgia,'Times New Roman',serif`;

/** Engraved text: a dark cut with a light lower lip, shrunk to fit maxW when too long. */
export function engrave(ctx: Ctx, text: string, x: number, y: number, size: number, maxW: number, spacing = 0.12): string {
  const t = [...text.trim()].slice(0, 40).join('');
  if (!t) return '';
  const ls = size * spacing;
  const est = [...t].length * size * 0.62 + ([...t].length - 1) * ls;
  const fit = est > maxW ? ` textLength="${f(maxW)}" lengthAdjust="spacingAndGlyphs"` : '';
  const attrs = `x="${f(x)}" text-anchor="middle" font-family="${SERIF}" font-size="${f(size)}" letter-spacing="${f(ls)}"${fit}`;
  const m = ctx.metal;
  const e = esc(t);
  return `<text ${attrs} y="${f(y + size * 0.05)}" fill="${m.spec}" opacity=".8">${e}</text><text ${attrs} y="${f(y)}" fill="${m.ink}" opacity=".85">${e}</text>`;
}

/** Engraved piece: a horizontal bar on a chain or a disc pendant. */
export function engraved(ctx: Ctx, p: PieceInput): Piece {
  const alt = p.view === 1;
  const text = p.text ?? 'Forever';
  const m = ctx.metal;
  if (lookOf(LOOKS.engraved, p) === 'bar') {
    const s = alt ? 0.62 : 1;
    const [cx, cy] = alt ? [400, 560] : [400, 470];
    const [w, h] = [400 * s, 74 * s];
    const x0 = cx - w / 2;
    let body = alt ? bust(ctx) : `<ellipse cx="${cx + 10}" cy="${cy + 30}" rx="${f(w * 0.58)}" ry="${f(h * 0.9)}" fill="${ctx.shadow}"/>`;
    const left = alt ? `M318 276C330 400 ${f(x0 - 30)} ${f(cy - 10)} ${f(x0 - 2)} ${f(cy)}` : `M${f(x0 - 150)} -320C${f(x0 - 120)} 200 ${f(x0 - 40)} ${f(cy - 20)} ${f(x0 - 2)} ${f(cy)}`;
    const right = alt ? `M482 276C470 400 ${f(x0 + w + 30)} ${f(cy - 10)} ${f(x0 + w + 2)} ${f(cy)}` : `M${f(x0 + w + 150)} -320C${f(x0 + w + 120)} 200 ${f(x0 + w + 40)} ${f(cy - 20)} ${f(x0 + w + 2)} ${f(cy)}`;
    body += chain(ctx, left, alt ? 0.8 : 1, !alt) + chain(ctx, right, alt ? 0.8 : 1, !alt);
    const clip = ctx.uid('t');
    ctx.defs.push(`<clipPath id="${clip}"><rect x="${f(x0)}" y="${f(cy - h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(h * 0.12)}"/></clipPath>`);
    body += `<rect x="${f(x0)}" y="${f(cy - h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(h * 0.12)}" fill="${ctx.vert}" stroke="${m.dd}" stroke-width="1.5"/>`;
    body += `<rect x="${f(x0 + 4 * s)}" y="${f(cy - h / 2 + 4 * s)}" width="${f(w - 8 * s)}" height="${f(h - 8 * s)}" rx="${f(h * 0.08)}" fill="${ctx.face}"/>`;
    body += `<path d="M${f(x0 + 14 * s)} ${f(cy - h / 2 + 9 * s)}H${f(x0 + w * 0.45)}" stroke="${m.spec}" stroke-width="${f(3 * s)}" stroke-linecap="round" opacity=".8"/>`;
    body += `<g clip-path="url(#${clip})">${engrave(ctx, text, cx, cy + h * 0.17, h * 0.46, w - 40 * s, 0.16)}</g>`;
    if (ctx.stone) body += gem(ctx, 'round', x0 + w - 18 * s, cy - h / 2 + 16 * s, 8 * s);
    return { body, what: 'Engraved bar necklace', focus: [cx, cy], zoom: 1.8 };
  }
  const s = alt ? 0.62 : 1;
  const [bx, by] = alt ? [400, 500] : [400, 220];
  const r = 160 * s;
  const cy = by + r + 22 * s;
  let body = alt ? bust(ctx) : `<ellipse cx="${bx + 16}" cy="${f(cy + 24)}" rx="${f(r * 1.05)}" ry="${f(r * 1.05)}" fill="${ctx.shadow}"/>`;
  body += chain(ctx, chainPath(p.view, bx, by, 200), alt ? 0.8 : 1, !alt);
  body += bail(ctx, bx, by + 6 * s, 20 * s);
  body += solid(ctx, ellD(bx, cy, r, r), bx, cy, 0.92);
  const clip = ctx.uid('t');
  ctx.defs.push(`<clipPath id="${clip}"><circle cx="${f(bx)}" cy="${f(cy)}" r="${f(r * 0.9)}"/></clipPath>`);
  body += `<g clip-path="url(#${clip})">${engrave(ctx, text, bx, cy + r * 0.12, r * 0.3, r * 1.5, 0.1)}</g>`;
  if (ctx.stone) body += gem(ctx, 'round', bx, cy + r * 0.55, 10 * s, { glints: 1 });
  return { body, what: 'Engraved disc pendant', focus: [bx, cy], zoom: 1.7 };
}

/** City-map pendant: streets from the variant, a river, a heart pin and the city name. */
export function mapPendant(ctx: Ctx, p: PieceInput): Piece {
  const alt = p.view === 1;
  const round = p.variant % 2 === 0;
  const m = ctx.metal;
  const s = alt ? 0.62 : 1;
  const [bx, by] = alt ? [400, 480] : [400, 150];
  const [w, h] = round ? [360 * s, 360 * s] : [290 * s, 380 * s];
  const top = by + 20 * s;
  const cx = bx;
  const cy = top + h / 2;
  let body = alt ? bust(ctx) : `<rect x="${f(cx - w / 2 + 16)}" y="${f(top + 26)}" width="${f(w)}" height="${f(h)}" rx="${f(round ? w / 2 : 24)}" fill="${ctx.shadow}"/>`;
  body += chain(ctx, chainPath(p.view, bx, by, 200), alt ? 0.8 : 1, !alt);
  body += bail(ctx, bx, by + 6 * s, 20 * s);
  const outer = round ? ellD(cx, cy, w / 2, h / 2) : `M${f(cx - w / 2 + 22 * s)} ${f(top)}H${f(cx + w / 2 - 22 * s)}Q${f(cx + w / 2)} ${f(top)} ${f(cx + w / 2)} ${f(top + 22 * s)}V${f(top + h - 22 * s)}Q${f(cx + w / 2)} ${f(top + h)} ${f(cx + w / 2 - 22 * s)} ${f(top + h)}H${f(cx - w / 2 + 22 * s)}Q${f(cx - w / 2)} ${f(top + h)} ${f(cx - w / 2)} ${f(top + h - 22 * s)}V${f(top + 22 * s)}Q${f(cx - w / 2)} ${f(top)} ${f(cx - w / 2 + 22 * s)} ${f(top)}Z`;
  body += solid(ctx, outer, cx, cy, 0.94);
  // Map window in the upper part, the city name in the lower part.
  const mw = w * (round ? 0.78 : 0.8);
  const mh = h * (round ? 0.56 : 0.64);
  const mx = cx - mw / 2;
  const my = top + h * (round ? 0.12 : 0.08);
  const clip = ctx.uid('k');
  const win = round ? `<path d="M${f(mx)} ${f(my + mh)}V${f(my + mh * 0.45)}A${f(mw / 2)} ${f(mh * 0.55)} 0 0 1 ${f(mx + mw)} ${f(my + mh * 0.45)}V${f(my + mh)}Z"/>` : `<rect x="${f(mx)}" y="${f(my)}" width="${f(mw)}" height="${f(mh)}" rx="${f(6 * s)}"/>`;
  ctx.defs.push(`<clipPath id="${clip}">${win}</clipPath>`);
  const r = rng(hash(`map${p.variant}`));
  const a1 = -0.5 + r() * 0.6;
  const a2 = a1 + Math.PI / 2 + (r() - 0.5) * 0.5;
  let streets = '';
  let mains = '';
  const L = Math.max(mw, mh);
  for (const [a, n] of [[a1, 9], [a2, 11]] as const) {
    const [dx, dy] = [Math.cos(a), Math.sin(a)];
    for (let i = 0; i < n; i++) {
      const off = (i - (n - 1) / 2) * (L / (n - 1)) * 1.2 + (r() - 0.5) * 14 * s;
      const ox = cx - dy * off;
      const oy = my + mh / 2 + dx * off;
      const bend = (r() - 0.5) * 30 * s;
      const seg = `M${f(ox - dx * L)} ${f(oy - dy * L)}Q${f(ox - dy * bend)} ${f(oy + dx * bend)} ${f(ox + dx * L)} ${f(oy + dy * L)}`;
      if (i === 3 || (n === 11 && i === 7)) mains += seg;
      else streets += seg;
    }
  }
  const ry = my + mh * (0.45 + r() * 0.25);
  const river = `M${f(mx - 20)} ${f(ry)}C${f(mx + mw * 0.3)} ${f(ry - mh * 0.35)} ${f(mx + mw * 0.6)} ${f(ry + mh * 0.3)} ${f(mx + mw + 20)} ${f(ry - mh * 0.1)}`;
  let map = `<g clip-path="url(#${clip})"><rect x="${f(mx)}" y="${f(my)}" width="${f(mw)}" height="${f(mh)}" fill="${m.lt}"/>`;
  map += `<path d="${streets}" fill="none" stroke="${m.dd}" stroke-width="${f(1.6 * s)}" opacity=".55"/>`;
  map += `<path d="${mains}" fill="none" stroke="${m.dd}" stroke-width="${f(4 * s)}" opacity=".65"/>`;
  map += `<path d="${river}" fill="none" stroke="${m.dd}" stroke-width="${f(22 * s)}" opacity=".75"/><path d="${river}" fill="none" stroke="${m.dk}" stroke-width="${f(14 * s)}"/>`;
  map += `<circle cx="${f(mx + mw * 0.72)}" cy="${f(my + mh * 0.3)}" r="${f(20 * s)}" fill="${m.dk}" opacity=".5"/></g>`;
  map += `<path d="${round ? win.replace(/^<path d="|"\/>$/g, '') : `M${f(mx)} ${f(my)}h${f(mw)}v${f(mh)}h${f(-mw)}Z`}" fill="none" stroke="${m.dd}" stroke-width="${f(2.5 * s)}"/>`;
  // Heart pin.
  const px = mx + mw * (0.38 + r() * 0.2);
  const py = my + mh * (0.3 + r() * 0.15);
  const pin = ctx.stone && ctx.stone.kind === 'coloured' ? ctx.stone.base : '#b3243b';
  map += `<path d="${outlineD('heart', px, py, 15 * s)}" fill="${pin}" stroke="#fff" stroke-width="${f(2 * s)}"/>`;
  body += map;
  const city = p.text ?? 'Amsterdam';
  body += engrave(ctx, city.toUpperCase(), cx, my + mh + (round ? 52 : 60) * s, 30 * s, mw * 0.9, 0.22);
  return { body, what: 'City map pendant', focus: [px, py + 30 * s], zoom: 1.9 };
}

/**
 * The gift card (a digital product): a metal card with the shop's ribbon and an engraved word;
 * view 1 stands it in its envelope.
 */
export function giftCard(ctx: Ctx, p: PieceInput): Piece {
  const alt = p.view === 1;
  const m = ctx.metal;
  const [w, h] = [460, 290];
  const [cx, cy] = alt ? [400, 360] : [400, 410];
  const x0 = cx - w / 2;
  const y0 = cy - h / 2;
  const r = 22;
  let body = `<rect x="${f(x0 + 18)}" y="${f(y0 + 30)}" width="${w}" height="${h}" rx="${r}" fill="${ctx.shadow}"/>`;
  // The card: a rim in the metal's sheen, its face a shade lighter, a bright edge along the top.
  let card = `<rect x="${f(x0)}" y="${f(y0)}" width="${w}" height="${h}" rx="${r}" fill="${ctx.vert}" stroke="${m.dd}" stroke-width="1.5"/>`;
  card += `<rect x="${f(x0 + 8)}" y="${f(y0 + 8)}" width="${w - 16}" height="${h - 16}" rx="${r - 6}" fill="${ctx.face}"/>`;
  card += `<path d="M${f(x0 + 30)} ${f(y0 + 16)}H${f(x0 + w * 0.55)}" stroke="${m.spec}" stroke-width="3" stroke-linecap="round" opacity=".8"/>`;
  // A ribbon across the left third, tied in a bow where it crosses the card's middle.
  const rx = x0 + w * 0.3;
  const ribbon = '#8c1d2c';
  card += `<rect x="${f(rx - 14)}" y="${f(y0 + 8)}" width="28" height="${h - 16}" fill="${ribbon}"/><rect x="${f(rx - 14)}" y="${f(y0 + 8)}" width="8" height="${h - 16}" fill="#ffffff" opacity=".14"/>`;
  card += `<path d="M${f(rx)} ${f(cy)}C${f(rx - 70)} ${f(cy - 70)} ${f(rx - 90)} ${f(cy + 10)} ${f(rx)} ${f(cy)}ZM${f(rx)} ${f(cy)}C${f(rx + 70)} ${f(cy - 70)} ${f(rx + 90)} ${f(cy + 10)} ${f(rx)} ${f(cy)}Z" fill="${ribbon}" stroke="#5e121d" stroke-width="1.5"/>`;
  card += `<path d="M${f(rx)} ${f(cy)}l-34 70M${f(rx)} ${f(cy)}l30 72" stroke="${ribbon}" stroke-width="16" stroke-linecap="square"/>`;
  card += `<circle cx="${f(rx)}" cy="${f(cy)}" r="13" fill="#a3293a" stroke="#5e121d" stroke-width="1.5"/>`;
  // The engraved word between the bow and the card's right edge, with a fine rule under it.
  const [left, right] = [rx + 84, x0 + w - 24];
  const tx = (left + right) / 2;
  card += engrave(ctx, (p.text ?? 'Cadeaubon').toUpperCase(), tx, cy + 8, 28, right - left, 0.16);
  card += `<path d="M${f(tx - 70)} ${f(cy + 34)}H${f(tx + 70)}" stroke="${m.dd}" stroke-width="2" opacity=".6"/>`;
  if (!alt) return { body: body + card, what: 'Gift card', focus: [tx, cy], zoom: 1.7 };
  // View 1: the card standing in an ivory envelope, tilted a little.
  const [ex, ey, ew, eh] = [130, 440, 540, 300];
  body = `<ellipse cx="410" cy="${ey + eh + 6}" rx="300" ry="22" fill="${ctx.shadow}"/>`;
  body += `<rect x="${ex}" y="${ey - 120}" width="${ew}" height="${eh + 120}" rx="6" fill="#e9e1d3"/>`;
  body += `<g transform="rotate(-6 ${cx} ${cy})">${card}</g>`;
  body += `<path d="M${ex} ${ey}H${ex + ew}V${ey + eh}H${ex}Z" fill="#f3ede2" stroke="#d8ccb8" stroke-width="1.5"/>`;
  body += `<path d="M${ex} ${ey}L${ex + ew / 2} ${ey + eh * 0.55}L${ex + ew} ${ey}" fill="none" stroke="#d8ccb8" stroke-width="1.5"/>`;
  return { body, what: 'Gift card in its envelope', focus: [cx, cy], zoom: 1.7 };
}
