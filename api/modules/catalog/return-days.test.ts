import { describe, expect, it } from 'vitest';
import { smallestReturnWindow } from './return-days';

describe('return days (spec section 5)', () => {
  it('takes the smallest matching return timeframe, else the default', () => {
    const timeframes = [
      { collectionId: 1, categoryId: null, days: 60 },
      { collectionId: null, categoryId: 7, days: 14 },
    ];
    expect(smallestReturnWindow(timeframes, [1], [3], 30)).toBe(60);
    expect(smallestReturnWindow(timeframes, [1], [7], 30)).toBe(14);
    expect(smallestReturnWindow(timeframes, [2], [3], 30)).toBe(30);
  });
});
