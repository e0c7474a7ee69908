type Json = unknown;

function isPlainObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges block texts over block settings: objects key by key, arrays element by element
 * (so slide 2's title lands on slide 2's image), anything else the overlay wins.
 */
export function deepMerge(base: Json, overlay: Json): Json {
  if (overlay === undefined) return base;
  if (Array.isArray(base) && Array.isArray(overlay)) {
    const length = Math.max(base.length, overlay.length);
    return Array.from({ length }, (_, i) => deepMerge(base[i], overlay[i]));
  }
  if (isPlainObject(base) && isPlainObject(overlay)) {
    // Own properties only, defined rather than assigned: a key `__proto__` stays a key.
    const merged = Object.entries(overlay).map(([key, value]) => [key, deepMerge(Object.hasOwn(base, key) ? base[key] : undefined, value)]);
    return Object.fromEntries([...Object.entries(base), ...merged]);
  }
  return overlay;
}
