import { describe, expect, it } from 'vitest';
import { formatCarat, formatCm, formatInches, formatMm, formatStoneSize, formatUsRingSize } from './size';

const normalise = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('size formats', () => {
  it('show carats in the page’s language with 2 to 4 decimals', () => {
    expect(normalise(formatCarat(0.84, 'nl'))).toBe('0,84 ct');
    expect(normalise(formatCarat(0.84, 'en'))).toBe('0.84 ct');
    expect(normalise(formatCarat(1, 'nl'))).toBe('1,00 ct');
    expect(normalise(formatCarat(0.005, 'nl'))).toBe('0,005 ct');
    expect(normalise(formatCarat(0.0025, 'en'))).toBe('0.0025 ct');
    expect(normalise(formatCarat(16.06, 'nl'))).toBe('16,06 ct');
  });

  it('show stone sizes as the tables write them, in the page’s language', () => {
    expect(normalise(formatStoneSize('6.0', 'nl'))).toBe('6 mm');
    expect(normalise(formatStoneSize('5.25', 'nl'))).toBe('5,25 mm');
    expect(normalise(formatStoneSize('7.7x5.7', 'nl'))).toBe('7,7 × 5,7 mm');
    expect(normalise(formatStoneSize('7.7x5.7', 'en'))).toBe('7.7 × 5.7 mm');
    expect(formatStoneSize('odd', 'en')).toBe('odd');
  });

  it('show lengths in mm, cm and inches', () => {
    expect(normalise(formatMm(17.188, 'nl'))).toBe('17,2 mm');
    expect(normalise(formatMm(23.25, 'en', 2))).toBe('23.25 mm');
    expect(normalise(formatCm(45, 'nl'))).toBe('45 cm');
    expect(normalise(formatInches(45 / 2.54, 'en'))).toBe('17.7 in');
    expect(normalise(formatInches(45 / 2.54, 'nl'))).toMatch(/^17,7 (inch|in)$/);
  });

  it('show US ring sizes in quarters', () => {
    expect(formatUsRingSize(7)).toBe('7');
    expect(formatUsRingSize(6.75)).toBe('6¾');
    expect(formatUsRingSize(6.5)).toBe('6½');
    expect(formatUsRingSize(3.25)).toBe('3¼');
    expect(formatUsRingSize(0.5)).toBe('½');
  });
});
