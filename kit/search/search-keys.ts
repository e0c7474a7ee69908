/** Where the focus is in the popup: the input (-1) or a result by its index. */
export type FocusSpot = number;

export const INPUT: FocusSpot = -1;

/**
 * Roving focus between the input and the results (issue #17: ArrowDown/ArrowUp move through the
 * results). From the input ArrowDown enters the results; on a result the arrows step (Right and
 * Left too, the results being a grid), Home and End jump, ArrowUp on the first goes back to the
 * input. Returns where the focus goes, or null when the key is the browser's to handle.
 */
export function nextFocus(key: string, at: FocusSpot, count: number): FocusSpot | null {
  if (count === 0) return null;
  if (at === INPUT) return key === 'ArrowDown' ? 0 : null;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return Math.min(at + 1, count - 1);
    case 'ArrowUp':
    case 'ArrowLeft':
      return at - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** A key that types into the input: on a result it sends the focus back there, so typing goes on. */
export function typesText(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return event.key.length === 1 || event.key === 'Backspace';
}
