import { describe, expect, it } from 'vitest';
import json from './carat-tables.json';
import { caratFor, caratShapes, type CaratTables, CSS_PX_PER_MM, entryFor, nearestByWeight, nearestEntries, parseMm, sameMm, stoneFace } from './carat';

const tables = json as CaratTables;

describe('the served size-to-carat tables', () => {
  it('hold all 14 shapes of the spec', () => {
    expect(Object.keys(tables).sort()).toEqual([...caratShapes].sort());
    for (const shape of caratShapes) expect(tables[shape].length, shape).toBeGreaterThan(10);
  });

  it('give the spec’s round anchors: 1 mm = 0.005 ct, 6 mm = 0.84 ct, 16 mm = 16.06 ct', () => {
    expect(caratFor(tables, 'round', '1')).toBe(0.005);
    expect(caratFor(tables, 'round', '6')).toBe(0.84);
    expect(caratFor(tables, 'round', '16.0')).toBe(16.06);
  });

  it('have sizes of one dimension or length x width, never both in one shape', () => {
    for (const shape of caratShapes) {
      const lengths = new Set(tables[shape].map((entry) => parseMm(entry.mm)?.length));
      expect(lengths.size, shape).toBe(1);
    }
    expect(parseMm(tables.oval[0]!.mm)).toHaveLength(2);
  });
});

describe('parseMm', () => {
  it('reads one dimension or an x-separated pair', () => {
    expect(parseMm('6.0')).toEqual([6]);
    expect(parseMm('5.25')).toEqual([5.25]);
    expect(parseMm('7.7x5.7')).toEqual([7.7, 5.7]);
    expect(parseMm('11 × 7,5 mm')).toEqual([11, 7.5]);
    expect(parseMm(' 6 mm ')).toEqual([6]);
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'x', '6x', 'x6', '6x5x4', '-6', '0', '0x5', 'six', '6..0', '6.0.1']) expect(parseMm(bad), bad).toBeNull();
  });
});

describe('lookups', () => {
  it('match a size however it is written', () => {
    expect(sameMm('6', '6.0')).toBe(true);
    expect(sameMm('11x7.5', '11 x 7.50')).toBe(true);
    expect(sameMm('7x5', '5x7')).toBe(false);
    expect(sameMm('6', '6x6')).toBe(false);
    expect(entryFor(tables.oval, '7x5')).toEqual({ mm: '7x5', weight: expect.any(Number) });
  });

  it('give no weight for a size the table does not have', () => {
    expect(caratFor(tables, 'round', '6.1')).toBeNull();
    expect(caratFor(tables, 'round', '7x5')).toBeNull();
    expect(caratFor(tables, 'round', 'nonsense')).toBeNull();
  });

  it('find the nearest entries, nearest first', () => {
    const table = [
      { mm: '5.0', weight: 0.5 },
      { mm: '6.0', weight: 0.84 },
      { mm: '6.5', weight: 1 },
    ];
    expect(nearestEntries(table, '6.2', 2).map((e) => e.mm)).toEqual(['6.0', '6.5']);
    expect(nearestEntries(table, '6.0').map((e) => e.mm)).toEqual(['6.0']);
    expect(nearestEntries(table, '30').map((e) => e.mm)).toEqual(['6.5']);
    expect(nearestEntries(table, 'x')).toEqual([]);
    expect(nearestEntries(tables.oval, '7.1x5').map((e) => e.mm)).toEqual(['7x5']);
  });

  it('find the entry nearest a weight (switching shape keeps the carat)', () => {
    expect(nearestByWeight(tables.round, 1)?.mm).toBe('6.5');
    expect(nearestByWeight(tables.round, 0.84)?.mm).toBe('6.0');
    expect(nearestByWeight([], 1)).toBeUndefined();
  });
});

describe('stoneFace', () => {
  it('draws length x width upright and a single size as wide as tall', () => {
    expect(stoneFace('oval', '8x6')).toEqual({ width: 6, height: 8 });
    expect(stoneFace('round', '6.0')).toEqual({ width: 6, height: 6 });
    expect(stoneFace('trillion', '8')?.height).toBeCloseTo(6.93, 2);
    expect(stoneFace('round', 'x')).toBeNull();
  });

  it('knows CSS’s 96 px per inch', () => {
    expect(CSS_PX_PER_MM).toBeCloseTo(3.7795, 4);
  });
});
