import { describe, expect, it } from 'vitest';
import { timeLeft } from './countdown';

describe('timeLeft', () => {
  const end = '2026-06-01T12:00:00Z';
  const at = (iso: string) => Date.parse(iso);

  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(timeLeft(end, at('2026-05-30T10:58:30Z'))).toEqual({ days: 2, hours: 1, minutes: 1, seconds: 30 });
    expect(timeLeft(end, at('2026-06-01T11:59:59Z'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('is null once the end has passed, and for an unreadable date', () => {
    expect(timeLeft(end, at(end))).toBeNull();
    expect(timeLeft(end, at('2026-07-01T00:00:00Z'))).toBeNull();
    expect(timeLeft('soon', 0)).toBeNull();
  });
});
