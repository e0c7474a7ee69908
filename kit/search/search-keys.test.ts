import { describe, expect, it } from 'vitest';
import { INPUT, nextFocus, typesText } from './search-keys';

describe('nextFocus', () => {
  it('enters the results from the input with ArrowDown only', () => {
    expect(nextFocus('ArrowDown', INPUT, 8)).toBe(0);
    expect(nextFocus('ArrowUp', INPUT, 8)).toBeNull();
    expect(nextFocus('ArrowRight', INPUT, 8)).toBeNull();
    expect(nextFocus('ArrowDown', INPUT, 0)).toBeNull();
  });

  it('steps through the results, stops at the last and goes back to the input from the first', () => {
    expect(nextFocus('ArrowDown', 0, 8)).toBe(1);
    expect(nextFocus('ArrowRight', 3, 8)).toBe(4);
    expect(nextFocus('ArrowDown', 7, 8)).toBe(7);
    expect(nextFocus('ArrowUp', 4, 8)).toBe(3);
    expect(nextFocus('ArrowLeft', 1, 8)).toBe(0);
    expect(nextFocus('ArrowUp', 0, 8)).toBe(INPUT);
    expect(nextFocus('Home', 5, 8)).toBe(0);
    expect(nextFocus('End', 2, 8)).toBe(7);
    expect(nextFocus('Enter', 2, 8)).toBeNull();
    expect(nextFocus('Tab', 2, 8)).toBeNull();
  });
});

describe('typesText', () => {
  const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });
  it('is true for characters and Backspace, false for shortcuts and navigation keys', () => {
    expect(typesText(key('r'))).toBe(true);
    expect(typesText(key(' '))).toBe(true);
    expect(typesText(key('Backspace'))).toBe(true);
    expect(typesText(key('c', { ctrlKey: true }))).toBe(false);
    expect(typesText(key('ArrowDown'))).toBe(false);
    expect(typesText(key('Enter'))).toBe(false);
    expect(typesText(key('Escape'))).toBe(false);
  });
});
