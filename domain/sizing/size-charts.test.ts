import { describe, expect, it } from 'vitest';
import { braceletRows, necklaceRows, ringSizeRows, ukRingSize, usRingSize } from './size-charts';

describe('ring sizes', () => {
  it('follow the published anchors: US 7 is 17.3 mm across, 54.4 mm round, UK N½', () => {
    const diameter = 0.458 * 25.4 + 7 * 0.032 * 25.4;
    expect(diameter).toBeCloseTo(17.32, 2);
    expect(usRingSize(diameter)).toBe(7);
    expect(ukRingSize(diameter * Math.PI)).toBe('N½');
  });

  it('give US and UK sizes of common published charts', () => {
    const published: [us: number, uk: string][] = [
      [3, 'F'],
      [4, 'H'],
      // Some charts say J½: US 5 (15.70 mm) lies between J (15.6) and J½ (15.8), nearer J.
      [5, 'J'],
      [6, 'L½'],
      [8, 'P½'],
      [9, 'R½'],
      [10, 'T½'],
      [11, 'V½'],
      [12, 'X½'],
    ];
    for (const [us, uk] of published) {
      const diameter = 0.458 * 25.4 + us * 0.032 * 25.4;
      expect(ukRingSize(diameter * Math.PI), `US ${us}`).toBe(uk);
    }
    expect(ukRingSize(37.8)).toBe('A');
    expect(ukRingSize(30)).toBeNull();
    expect(ukRingSize(37.8 + 27 * 1.25)).toBe('Z+2');
  });

  it('list EU 44 to 68 with the inner diameter (circumference over pi)', () => {
    const rows = ringSizeRows();
    expect(rows.map((row) => row.eu)).toEqual(Array.from({ length: 25 }, (_, i) => 44 + i));
    const eu54 = rows.find((row) => row.eu === 54)!;
    expect(eu54.diameter).toBeCloseTo(17.19, 2);
    expect(eu54).toMatchObject({ us: 6.75, uk: 'N' });
    // Every size one step up is never smaller in the other systems.
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.us).toBeGreaterThanOrEqual(rows[i - 1]!.us);
  });
});

describe('necklace and bracelet sizes', () => {
  it('give chain lengths in cm and inches', () => {
    const rows = necklaceRows();
    expect(rows.find((row) => row.cm === 45)).toMatchObject({ fit: 'belowCollarbone' });
    expect(rows.find((row) => row.cm === 45)!.inches).toBeCloseTo(17.72, 2);
  });

  it('add 1, 2 or 3 cm to the wrist', () => {
    expect(braceletRows()[2]).toEqual({ wrist: 16, snug: 17, comfort: 18, loose: 19 });
    expect(braceletRows(15, 16)).toHaveLength(2);
  });
});
