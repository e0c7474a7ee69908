/** Small colour helpers for the generated jewellery images (hex in, hex out, lower case). */

export type Rgb = [number, number, number];

const FALLBACK: Rgb = [212, 175, 55];

/** Parses '#rgb' or '#rrggbb' (with or without '#'); anything else falls back to gold. */
export function parseHex(hex: string): Rgb {
  let h = hex.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{3}$/.test(h)) h = h.replace(/./g, (c) => c + c);
  if (!/^[0-9a-f]{6}$/.test(h)) return [...FALLBACK];
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

export function toHex([r, g, b]: Rgb): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Normalised lower-case #rrggbb form of a colour. */
export const normHex = (hex: string): string => toHex(parseHex(hex));

/** Linear mix: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (hex: string, t: number): string => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number): string => mix(hex, '#000000', t);

/** Relative lightness 0..1 (simple Rec. 709 weights on sRGB values). */
export function luma(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Tones of one metal, from specular highlight to deep shadow. */
export interface MetalTones {
  base: string;
  spec: string;
  hi: string;
  lt: string;
  dk: string;
  dd: string;
  /** Deepest reflection, used for engraving and inner shadows. */
  ink: string;
}

export function metalTones(hex: string): MetalTones {
  const base = normHex(hex);
  const [r, , b] = parseHex(base);
  // Warm metals get warm highlights and shadows, cool metals stay neutral/cool.
  const warm = r - b > 40;
  const shade = warm ? '#2a1a08' : '#1c2026';
  return {
    base,
    spec: warm ? mix(base, '#fffdf2', 0.82) : mix(base, '#ffffff', 0.9),
    hi: mix(base, warm ? '#fff6d8' : '#ffffff', 0.55),
    lt: lighten(base, 0.25),
    dk: mix(base, shade, 0.32),
    dd: mix(base, shade, 0.58),
    ink: mix(base, shade, 0.75),
  };
}

export type StoneKind = 'diamond' | 'pearl' | 'coloured';

/** Five facet tones (0 = brightest) plus the kind of stone the colour suggests. */
export interface StoneTones {
  kind: StoneKind;
  base: string;
  tones: [string, string, string, string, string];
  edge: string;
}

export function stoneTones(hex: string): StoneTones {
  const base = normHex(hex);
  const [r, , b] = parseHex(base);
  const l = luma(base);
  if (l > 0.82 && r - b > 6) {
    return { kind: 'pearl', base, tones: [lighten(base, 0.7), lighten(base, 0.35), base, darken(base, 0.12), darken(base, 0.3)], edge: darken(base, 0.35) };
  }
  if (l > 0.78) {
    // Near-white stones read as diamonds: strong contrast between bright and steel-blue facets.
    const t = (c: string) => mix(c, base, 0.25);
    return { kind: 'diamond', base, tones: ['#ffffff', t('#e6edf7'), t('#bcc8da'), t('#8391a8'), t('#4e5a70')], edge: '#7d879a' };
  }
  return {
    kind: 'coloured',
    base,
    tones: [lighten(base, 0.55), lighten(base, 0.22), base, darken(base, 0.32), darken(base, 0.6)],
    edge: darken(base, 0.55),
  };
}
