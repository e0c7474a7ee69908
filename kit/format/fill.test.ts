import { describe, expect, it } from 'vitest';
import { fill } from './fill';

describe('fill', () => {
  it('replaces named placeholders and leaves unknown ones', () => {
    expect(fill('Afbeelding {n} van {total}', { n: 2, total: 5 })).toBe('Afbeelding 2 van 5');
    expect(fill('{a} {b}', { a: 'x' })).toBe('x {b}');
  });
});
