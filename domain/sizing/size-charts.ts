/**
 * The size guide's charts (spec section 3, size slugs ring-size, necklace-size, bracelet-size),
 * worked out from the published standards rather than typed in, so every row agrees with the others:
 * - EU ring size (ISO 8653): the inner circumference in mm; the inner diameter is that over pi.
 * - US/Canada ring size: inner diameter 0.458 in (11.6332 mm) at size 0, plus 0.032 in (0.8128 mm) a size.
 * - UK/Ireland/Australia: letters, A at 37.8 mm inner circumference, 1.25 mm a letter, with half letters; past Z, Z+1...
 */

export const sizeSlugs = ['ring-size', 'necklace-size', 'bracelet-size'] as const;
export type SizeSlug = (typeof sizeSlugs)[number];

const US_ZERO_MM = 0.458 * 25.4;
const US_STEP_MM = 0.032 * 25.4;
const UK_A_MM = 37.8;
const UK_LETTER_MM = 1.25;

export interface RingSizeRow {
  /** EU size = inner circumference in mm. */
  eu: number;
  /** Inner diameter in mm, unrounded. */
  diameter: number;
  /** Nearest US size, in quarter sizes (6.75). */
  us: number;
  /** Nearest UK size: a letter, half letters as "N½", past Z "Z+1". */
  uk: string;
}

/** The nearest US size of an inner diameter, to a quarter size. */
export function usRingSize(diameterMm: number): number {
  return Math.round(((diameterMm - US_ZERO_MM) / US_STEP_MM) * 4) / 4;
}

/** The nearest UK size (half letters included) of an inner circumference; null below A. */
export function ukRingSize(circumferenceMm: number): string | null {
  const halves = Math.round((circumferenceMm - UK_A_MM) / (UK_LETTER_MM / 2));
  if (halves < 0) return null;
  const letter = Math.floor(halves / 2);
  const half = halves % 2 === 1 ? '½' : '';
  if (letter < 26) return `${String.fromCharCode(65 + letter)}${half}`;
  return `Z+${letter - 25}${half}`;
}

/** One row per EU size from `from` to `to` (whole mm of circumference). */
export function ringSizeRows(from = 44, to = 68): RingSizeRow[] {
  const rows: RingSizeRow[] = [];
  for (let eu = from; eu <= to; eu++) {
    const diameter = eu / Math.PI;
    rows.push({ eu, diameter, us: usRingSize(diameter), uk: ukRingSize(eu) ?? '' });
  }
  return rows;
}

/** Where a chain of this length falls on an average build; the texts are the shop's copy per key. */
export const necklaceFits = ['choker', 'base', 'collarbone', 'belowCollarbone', 'aboveBust', 'bust', 'breastbone', 'long', 'layered'] as const;
export type NecklaceFit = (typeof necklaceFits)[number];

export interface NecklaceRow {
  cm: number;
  inches: number;
  fit: NecklaceFit;
}

const necklaceLengths: [number, NecklaceFit][] = [
  [36, 'choker'],
  [40, 'base'],
  [42, 'collarbone'],
  [45, 'belowCollarbone'],
  [50, 'aboveBust'],
  [55, 'bust'],
  [60, 'breastbone'],
  [70, 'long'],
  [80, 'layered'],
];

/** The usual chain lengths, in cm and inches, with where each falls. */
export function necklaceRows(): NecklaceRow[] {
  return necklaceLengths.map(([cm, fit]) => ({ cm, inches: cm / 2.54, fit }));
}

/** What a bracelet adds to the wrist it goes round, in cm, for each fit. */
export const braceletEase = { snug: 1, comfort: 2, loose: 3 } as const;

export interface BraceletRow {
  /** Wrist circumference in cm. */
  wrist: number;
  /** Bracelet length in cm per fit. */
  snug: number;
  comfort: number;
  loose: number;
}

/** Bracelet lengths for wrists from `from` to `to` cm: the wrist plus 1 cm (snug), 2 (comfortable) or 3 (loose). */
export function braceletRows(from = 14, to = 20): BraceletRow[] {
  const rows: BraceletRow[] = [];
  for (let wrist = from; wrist <= to; wrist++) {
    rows.push({ wrist, snug: wrist + braceletEase.snug, comfort: wrist + braceletEase.comfort, loose: wrist + braceletEase.loose });
  }
  return rows;
}
