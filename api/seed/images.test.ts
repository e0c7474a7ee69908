import { describe, it, expect } from 'vitest';
import { buildCatalogue } from './catalogue';
import { bannerImage, bannerTextTone, jewelleryImage, LOOKS, pictureOf, type JewelleryImageInput, type JewelleryKind } from './images';
import { metalTones } from './images/color';
import { outline } from './images/stones';

const KINDS: JewelleryKind[] = ['ring', 'engagement-ring', 'wedding-ring', 'diamond', 'necklace', 'pendant', 'bracelet', 'earrings', 'engraved', 'map'];
const METALS = { gold: '#d4af37', platinum: '#e5e4e2' };
const SHAPES = ['round', 'princess', 'asscher', 'cushion', 'oval', 'radiant', 'pear', 'heart', 'marquise', 'triangle', 'trillion', 'baguette', 'tapered-baguette', 'emerald'];
const STONES = [null, '#f4f8ff', '#1f3f9a', '#1e7a4c', '#9b1b30', '#f3efe6'];

const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
const TAG = /<(\/?)([A-Za-z][\w.:-]*)((?:\s+[A-Za-z_:][\w.:-]*="[^"<]*")*)\s*(\/?)>/y;
const ATTR = /([A-Za-z_:][\w.:-]*)="([^"<]*)"/g;

/**
 * Small but strict XML well-formedness check for our generated SVG: every '<' starts a valid tag,
 * attributes are quoted and not repeated, tags nest and close, text and attribute values contain
 * only valid entity references, and there is exactly one root element. Returns problems found.
 */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let roots = 0;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    if (ENTITY.test(text)) problems.push(`bad entity in text "${text.slice(0, 40)}"`);
    if (text.trim() && stack.length === 0) problems.push(`text outside root "${text.slice(0, 40)}"`);
    if (lt === -1) break;
    TAG.lastIndex = lt;
    const m = TAG.exec(xml);
    if (!m) {
      problems.push(`malformed tag at ${lt}: ${xml.slice(lt, lt + 60)}`);
      break;
    }
    const [, close, name = '', attrs = '', selfClose] = m;
    const seen = new Set<string>();
    for (const [, a = '', v = ''] of attrs.matchAll(ATTR)) {
      if (seen.has(a)) problems.push(`duplicate attribute ${a} on <${name}>`);
      seen.add(a);
      if (ENTITY.test(v)) problems.push(`bad entity in ${a}="${v.slice(0, 40)}"`);
    }
    if (close) {
      if (attrs.trim() || selfClose) problems.push(`odd closing tag </${name}>`);
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}>`);
    } else {
      if (stack.length === 0) roots++;
      if (!selfClose) stack.push(name);
    }
    i = TAG.lastIndex;
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(' > ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}

/** ids defined in a document, and every local reference (url(#x), href="#x") resolves to one. */
function idProblems(svg: string): { ids: string[]; problems: string[] } {
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? '');
  const problems: string[] = [];
  const dup = ids.filter((id, k) => ids.indexOf(id) !== k);
  if (dup.length) problems.push(`duplicate ids: ${[...new Set(dup)].join(', ')}`);
  const refs = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => m[1] ?? m[2] ?? '');
  for (const r of refs) if (!ids.includes(r)) problems.push(`dangling reference #${r}`);
  return { ids, problems };
}

function checkDocument(svg: string, w: number, h: number): void {
  expect(xmlProblems(svg)).toEqual([]);
  expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"`)).toBe(true);
  expect(svg).not.toMatch(/<script|foreignObject|<image|\bon\w+=|javascript:/i);
  // No external references: every url() and href is a local fragment.
  expect(svg).not.toMatch(/url\((?!#)|href="(?!#)/);
  expect(idProblems(svg).problems).toEqual([]);
  expect(svg.length).toBeLessThan(20 * 1024);
}

const hasMetalTone = (svg: string, metal: string) => Object.values(metalTones(metal)).some((t) => svg.includes(t));

describe('test helpers', () => {
  it('the well-formedness checker rejects broken documents', () => {
    expect(xmlProblems('<svg><g id="a"/><text>ok &amp; fine</text></svg>')).toEqual([]);
    for (const bad of ['<svg><g></svg>', '<svg a="1" a="2"/>', '<svg>Tom & Jerry</svg>', '<svg><text>a<b</text></svg>', '<svg/><svg/>', '<svg x=1/>', '<svg><g>', 'x<svg/>']) {
      expect(xmlProblems(bad), bad).not.toEqual([]);
    }
    expect(idProblems('<svg><g id="a"/><g id="a"/><use href="#b"/></svg>').problems).toHaveLength(2);
  });
});

describe('jewelleryImage', () => {
  for (const kind of KINDS) {
    for (const [metalName, metal] of Object.entries(METALS)) {
      it(`${kind} in ${metalName}: valid, coloured, deterministic, views differ`, () => {
        const stone = kind === 'diamond' || kind === 'engagement-ring' ? '#f4f8ff' : kind === 'ring' ? '#1f3f9a' : null;
        const svgs = ([0, 1, 2] as const).map((view) => {
          const input: JewelleryImageInput = { kind, metal, stone, shape: 'oval', view, variant: 3, text: kind === 'map' ? 'Utrecht' : 'Anna' };
          const img = jewelleryImage(input);
          expect(img.width).toBe(800);
          expect(img.height).toBe(800);
          checkDocument(img.svg, 800, 800);
          expect(hasMetalTone(img.svg, metal)).toBe(true);
          expect(jewelleryImage({ ...input }).svg).toBe(img.svg);
          return img.svg;
        });
        expect(new Set(svgs).size).toBe(3);
      });
    }
  }

  it('draws every stone shape and stone colour for engagement rings and loose stones', () => {
    for (const shape of SHAPES) {
      for (const stone of STONES) {
        for (const kind of ['engagement-ring', 'diamond'] as const) {
          for (const view of [0, 1] as const) {
            const { svg } = jewelleryImage({ kind, metal: '#e0a98c', stone, shape, view, variant: 1 });
            checkDocument(svg, 800, 800);
          }
        }
      }
    }
  });

  it('covers every style variant of every kind', () => {
    for (const kind of KINDS) {
      for (let variant = 0; variant < 6; variant++) {
        for (const stone of STONES) {
          const { svg } = jewelleryImage({ kind, metal: '#c0c0c0', stone, view: 0, variant, text: 'x' });
          checkDocument(svg, 800, 800);
        }
      }
    }
  });

  it('escapes engraved text and city names', () => {
    const nasty = `<b>Tom & "Jerry"</b> ]]> 'x' \u0001`;
    for (const kind of ['engraved', 'map'] as const) {
      for (const variant of [0, 1]) {
        const { svg } = jewelleryImage({ kind, metal: '#d4af37', stone: null, view: 0, variant, text: nasty });
        checkDocument(svg, 800, 800);
        expect(svg).not.toContain('<b>');
        expect(svg).not.toContain('</b>');
        expect(svg).not.toContain('& "');
        expect(svg).not.toContain('\u0001');
        expect(svg).toMatch(/&lt;B?b?&gt;/i);
      }
    }
    const long = jewelleryImage({ kind: 'engraved', metal: '#d4af37', stone: null, view: 0, variant: 0, text: 'A very long engraving that will never fit on a bar' });
    expect(long.svg).toContain('textLength=');
  });

  it('gives documents for different inputs disjoint ids so they can share a page', () => {
    const a = idProblems(jewelleryImage({ kind: 'ring', metal: '#d4af37', stone: null, view: 0, variant: 0 }).svg).ids;
    const b = idProblems(jewelleryImage({ kind: 'ring', metal: '#d4af37', stone: null, view: 0, variant: 1 }).svg).ids;
    const c = idProblems(bannerImage({ kind: 'ring', metal: '#d4af37', stone: null, variant: 0, format: 'hero' }).svg).ids;
    expect(a.length).toBeGreaterThan(0);
    expect(a.filter((id) => b.includes(id) || c.includes(id))).toEqual([]);
  });

  it('survives odd input', () => {
    for (const input of [
      { kind: 'ring', metal: 'not-a-colour', stone: '#abc', view: 0, variant: -7 },
      { kind: 'diamond', metal: '#FFF', stone: null, view: 2, variant: Number.NaN },
      { kind: 'engagement-ring', metal: '#d4af37', stone: '#f4f8ff', shape: 'unknown', view: 1, variant: 1e12 },
      { kind: 'engraved', metal: '#d4af37', stone: null, view: 1, variant: 2, text: '' },
    ] satisfies JewelleryImageInput[]) {
      checkDocument(jewelleryImage(input).svg, 800, 800);
    }
  });
});

describe('bannerImage', () => {
  const sizes = { hero: [1600, 700], tile: [600, 750], square: [800, 800] } as const;
  for (const format of ['hero', 'tile', 'square'] as const) {
    it(`${format}: every kind and background variant is valid and deterministic`, () => {
      for (const kind of KINDS) {
        for (let variant = 0; variant < 4; variant++) {
          const input = { kind, metal: variant % 2 ? '#e5e4e2' : '#d4af37', stone: variant === 3 ? null : '#f4f8ff', variant, format };
          const img = bannerImage(input);
          const [w, h] = sizes[format];
          expect([img.width, img.height]).toEqual([w, h]);
          checkDocument(img.svg, w, h);
          expect(hasMetalTone(img.svg, input.metal)).toBe(true);
          expect(bannerImage({ ...input }).svg).toBe(img.svg);
        }
      }
    });
  }

  it('tells which headline tone suits the background', () => {
    expect([0, 1, 2, 3].map(bannerTextTone)).toEqual(['dark', 'dark', 'light', 'light']);
  });
});

const titleOf = (svg: string) => /<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? '';
/** The id of a stone shape's facet drawing (stones.ts `gem` keys it by the shape's first four letters). */
const facetsOf = (svg: string) => new Set(SHAPES.map((shape) => shape.slice(0, 4)).filter((key) => new RegExp(`\\sid="[jb][0-9a-z]{1,5}g${key}"`).test(svg)));

describe('each piece drawn as itself', () => {
  it('draws every look of a kind as its own piece, whatever the variant', () => {
    const expected: Record<keyof typeof LOOKS, Record<string, string>> = {
      earrings: { stud: 'Stud earrings', drop: 'Drop earrings', hoop: 'Hoop earrings' },
      bracelet: { chain: 'Chain bracelet', tennis: 'Tennis bracelet', bangle: 'Bangle' },
      pendant: { drop: 'Drop pendant', disc: 'Disc pendant', heart: 'Heart pendant', bar: 'Bar pendant' },
      engraved: { bar: 'Engraved bar necklace', disc: 'Engraved disc pendant' },
    };
    for (const [kind, looks] of Object.entries(LOOKS) as [keyof typeof LOOKS, readonly string[]][]) {
      expect(Object.keys(expected[kind]).sort()).toEqual([...looks].sort());
      const svgs = looks.map((look) => {
        const stone = kind === 'bracelet' ? '#f4f8ff' : null;
        const titles = [0, 1, 2, 3, 4, 5].map((variant) => titleOf(jewelleryImage({ kind, look, metal: '#d4af37', stone, view: 0, variant }).svg).replace(/ (–|with) .*$/, ''));
        expect(new Set(titles), `${kind} ${look}`).toEqual(new Set([expected[kind][look]]));
        return jewelleryImage({ kind, look, metal: '#d4af37', stone, view: 0, variant: 0 }).svg;
      });
      expect(new Set(svgs).size).toBe(looks.length);
    }
  });

  it('draws the gift card as a card, and at view 1 in its envelope, with its word engraved', () => {
    const [card, envelope] = ([0, 1] as const).map((view) => jewelleryImage({ kind: 'gift-card', metal: '#d4af37', stone: null, view, variant: 162 }).svg);
    expect(titleOf(card!)).toMatch(/^Gift card/);
    expect(titleOf(envelope!)).toMatch(/^Gift card in its envelope/);
    expect(card).toContain('>CADEAUBON</text>');
    expect(jewelleryImage({ kind: 'gift-card', metal: '#d4af37', stone: null, view: 0, variant: 1, text: 'Gift card' }).svg).toContain('>GIFT CARD</text>');
  });

  it('draws earrings as earrings: no ring band (a masked band in perspective) in studs, drops or hoops', () => {
    for (const look of LOOKS.earrings) {
      for (const stone of [null, '#f4f8ff', '#f3efe6']) {
        for (const view of [0, 1, 2] as const) {
          const { svg } = jewelleryImage({ kind: 'earrings', look, metal: '#d4af37', stone, shape: 'round', view, variant: 2 });
          expect(titleOf(svg), `${look} ${stone} ${view}`).toMatch(new RegExp(`^${look[0]!.toUpperCase()}${look.slice(1)} earrings`));
          expect(svg, `${look} ${stone} ${view}`).not.toContain('<mask');
        }
      }
    }
    // A ring is drawn with that band.
    expect(jewelleryImage({ kind: 'ring', metal: '#d4af37', stone: null, view: 0, variant: 0 }).svg).toContain('<mask');
  });

  it('names each kind in its title', () => {
    const titles = KINDS.map((kind) => titleOf(jewelleryImage({ kind, metal: '#d4af37', stone: kind === 'map' || kind === 'engraved' ? null : '#f4f8ff', shape: 'oval', view: 0, variant: 0 }).svg));
    expect(titles).toEqual([
      'Ring with an oval stone',
      'Engagement ring with an oval stone',
      'Wedding ring',
      'Loose oval stone',
      'Necklace with an oval stone',
      'Drop pendant with an oval stone',
      'Chain bracelet with an oval stone',
      'Stud earrings with oval stones',
      'Engraved bar necklace',
      'City map pendant',
    ]);
  });

  it('has fourteen different stone outlines, each with its own proportions', () => {
    const outlines = SHAPES.map((shape) => JSON.stringify(outline(shape).pts));
    expect(new Set(outlines).size).toBe(14);
    const ratio = (shape: string) => {
      const pts = outline(shape).pts;
      const span = (i: 0 | 1) => Math.max(...pts.map((p) => p[i])) - Math.min(...pts.map((p) => p[i]));
      return span(0) / span(1);
    };
    // As wide as high: round, princess, asscher, cushion; clearly longer than wide: the elongated cuts.
    for (const shape of ['round', 'princess', 'asscher', 'cushion']) expect(ratio(shape), shape).toBeCloseTo(1, 1);
    for (const shape of ['oval', 'emerald', 'radiant', 'pear', 'marquise', 'baguette', 'tapered-baguette']) expect(ratio(shape), shape).toBeLessThan(0.8);
    expect(outline('round').curved).toBe(true);
    expect(outline('princess').curved).toBe(false);
    expect(outline('emerald').style).toBe('step');
    // A tapered baguette is narrower at one end, a baguette is not.
    const widthAt = (shape: string, y: number) => outline(shape).pts.filter((p) => p[1] === y).map((p) => Math.abs(p[0]));
    expect(Math.max(...widthAt('tapered-baguette', 100))).toBeLessThan(Math.max(...widthAt('tapered-baguette', -100)));
    expect(widthAt('baguette', 100)).toEqual(widthAt('baguette', -100));
  });

  it('sets each of the 14 shapes as itself in every piece with a main stone, and names it', () => {
    const pieces: Pick<JewelleryImageInput, 'kind' | 'look'>[] = [
      { kind: 'diamond' }, { kind: 'engagement-ring' }, { kind: 'ring' }, { kind: 'necklace' },
      { kind: 'earrings', look: 'stud' }, { kind: 'earrings', look: 'drop' }, { kind: 'pendant', look: 'drop' }, { kind: 'pendant', look: 'disc' },
    ];
    for (const shape of SHAPES) {
      for (const piece of pieces) {
        for (const view of [0, 2] as const) {
          const { svg } = jewelleryImage({ ...piece, metal: '#e5e4e2', stone: '#f4f8ff', shape, view, variant: 1 });
          expect(facetsOf(svg), `${shape} ${piece.kind} ${piece.look ?? ''}`).toEqual(new Set([shape.slice(0, 4)]));
          expect(titleOf(svg)).toContain(shape.replace(/-/g, ' '));
        }
      }
    }
  });
});

describe('the demo catalogue’s pictures', () => {
  const { products } = buildCatalogue();
  const expected: [category: string, title: RegExp][] = [
    ['earrings', /earrings/],
    ['engagement-rings', /^Engagement ring/],
    ['wedding-rings', /^(Pair of wedding rings|Wedding ring)$/],
    ['rings', /^Ring/],
    ['bracelets', /bracelet|^Bangle/],
    ['pendants', /pendant/],
    ['necklaces', /necklace|pendant/i],
    ['diamonds', /^Loose|^Pearl/],
  ];
  const picture = (product: (typeof products)[number], view: 0 | 1 = 0) =>
    titleOf(jewelleryImage({ ...pictureOf(product), metal: '#d4af37', stone: product.stones.length ? '#f4f8ff' : null, view, variant: 0 }).svg).replace(/ – .*$/, '');

  it('draws every product as a piece of its own category, with its own stone shape', () => {
    for (const product of products.filter((p) => !p.digital)) {
      const category = expected.find(([slug]) => product.categories.includes(slug));
      expect(category, product.slug).toBeDefined();
      for (const view of [0, 1] as const) expect(picture(product, view), product.slug).toMatch(category![1]);
      const shape = product.stoneShapes[0];
      if (shape && !product.stones.includes('pearl') && product.kind !== 'wedding-ring') expect(picture(product), product.slug).toContain(shape.replace(/-/g, ' '));
    }
  });

  it('draws the studs of Aurora as studs and the Essentials hoops as hoops (issue #17)', () => {
    const titled = (title: string) => products.find((p) => p.title.nl.startsWith(title))!;
    expect(picture(titled('Oorknopjes Aurora'))).toBe('Stud earrings with round stones');
    expect(picture(titled('Creolen Essentials'))).toBe('Hoop earrings');
    const round = products.find((p) => p.kind === 'diamond' && p.stoneShapes[0] === 'round')!;
    expect(picture(round)).toBe('Loose round stone');
  });
});
