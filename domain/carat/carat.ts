/**
 * The spec's size-to-carat tables (section 3): per diamond shape, entries of a size in mm (one
 * dimension, "6.0", or length x width, "7x5") and a weight in carat. Pure functions over a
 * table; the tables themselves are data the app serves (kit/carat/carat-tables.ts).
 */

/** The 14 shapes of the tables, in the order a shopper sees them. */
export const caratShapes = ['round', 'princess', 'asscher', 'cushion', 'oval', 'radiant', 'pear', 'heart', 'marquise', 'triangle', 'trillion', 'baguette', 'taperedBaguette', 'emerald'] as const;
export type CaratShape = (typeof caratShapes)[number];

export interface CaratEntry {
  /** "6.0" or "7x5" (length x width). */
  mm: string;
  weight: number;
}

export type CaratTables = Record<CaratShape, CaratEntry[]>;

export function isCaratShape(value: unknown): value is CaratShape {
  return (caratShapes as readonly unknown[]).includes(value);
}

const dimension = String.raw`\d+(?:[.,]\d+)?`;
const mmPattern = new RegExp(`^(${dimension})(?:\\s*[x×]\\s*(${dimension}))?$`, 'i');

/**
 * A size as its dimensions in mm: "6.0" -> [6], "7.7x5.7" -> [7.7, 5.7]. Takes a decimal comma,
 * "×" and spaces around the x, a trailing "mm". Null for anything else or a size of 0.
 */
export function parseMm(mm: string): number[] | null {
  const match = mmPattern.exec(mm.trim().replace(/\s*mm$/i, ''));
  if (!match) return null;
  const dims = match.slice(1).filter((part): part is string => part !== undefined).map((part) => Number(part.replace(',', '.')));
  return dims.every((n) => Number.isFinite(n) && n > 0) ? dims : null;
}

/** Whether two sizes are the same stone size: "6" and "6.0", "11x7.5" and "11 x 7.50". */
export function sameMm(a: string, b: string): boolean {
  const left = parseMm(a);
  const right = parseMm(b);
  return left !== null && right !== null && left.length === right.length && left.every((n, i) => Math.abs(n - right[i]!) < 1e-9);
}

/** The table's entry for exactly this size, if it has one. */
export function entryFor(table: readonly CaratEntry[], mm: string): CaratEntry | undefined {
  return table.find((entry) => sameMm(entry.mm, mm));
}

/** Exact table lookup: the weight in carat of a stone of this shape and size, or null when the table has no such size. */
export function caratFor(tables: CaratTables, shape: CaratShape, mm: string): number | null {
  return entryFor(tables[shape], mm)?.weight ?? null;
}

/**
 * How far apart two sizes are: the largest difference of a dimension. A single size stands for
 * a square or round face (6 mm = 6x6), so "6.0" and "6x5" are 1 mm apart.
 */
function distance(a: number[], b: number[]): number {
  const [al, aw = al] = a as [number, number?];
  const [bl, bw = bl] = b as [number, number?];
  return Math.max(Math.abs(al - bl), Math.abs(aw! - bw!));
}

/**
 * The table's entries nearest to a size, nearest first (ties keep the table's order); an
 * unreadable size gives none. For a size the table lacks, or to keep a size across shapes.
 */
export function nearestEntries(table: readonly CaratEntry[], mm: string, count = 1): CaratEntry[] {
  const wanted = parseMm(mm);
  if (!wanted) return [];
  return table
    .map((entry, index) => ({ entry, index, dims: parseMm(entry.mm) }))
    .filter((row): row is typeof row & { dims: number[] } => row.dims !== null)
    .sort((a, b) => distance(a.dims, wanted) - distance(b.dims, wanted) || a.index - b.index)
    .slice(0, Math.max(0, count))
    .map((row) => row.entry);
}

/** The entry whose weight is nearest to a weight: a shopper switching shape keeps (about) the same carat. */
export function nearestByWeight(table: readonly CaratEntry[], weight: number): CaratEntry | undefined {
  let best: CaratEntry | undefined;
  for (const entry of table) if (!best || Math.abs(entry.weight - weight) < Math.abs(best.weight - weight)) best = entry;
  return best;
}

/** Shapes measured as the side of an (about) equilateral triangle: the face is less tall than wide. */
const triangular: ReadonlySet<CaratShape> = new Set(['triangle', 'trillion']);

/**
 * The face-up outline of a stone in mm, as drawn upright: a single size is its width and height
 * (a triangle's side, its height side x sqrt(3)/2); length x width is drawn length upright.
 */
export function stoneFace(shape: CaratShape, mm: string): { width: number; height: number } | null {
  const dims = parseMm(mm);
  if (!dims) return null;
  const [length, width] = dims as [number, number?];
  if (width !== undefined) return { width, height: length };
  return { width: length, height: triangular.has(shape) ? (length * Math.sqrt(3)) / 2 : length };
}

/** A 1 euro coin is 23.25 mm across: the reference drawn beside the stone. */
export const EURO_COIN_MM = 23.25;

/** CSS draws 96 px per inch: 1 mm = 96 / 25.4 = 3.7795 CSS px. A true size holds on a screen that does too. */
export const CSS_PX_PER_MM = 96 / 25.4;
