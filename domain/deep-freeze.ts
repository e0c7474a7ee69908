/**
 * Freezes a value and everything it holds (arrays, objects, a Map's values). For values shared
 * between requests: a caller that changes one fails loudly instead of changing it for every other.
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    if (value instanceof Map) for (const item of value.values()) deepFreeze(item);
    else for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}
