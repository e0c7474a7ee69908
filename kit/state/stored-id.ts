/**
 * The ids the storefront keeps in localStorage (spec section 3 "Local storage"): `cart_unique_id`
 * as a plain string, `wishlist_unique_id` and `comparlist_unique_id` with an expiry.
 */
export const CART_ID_KEY = 'cart_unique_id';
export const WISHLIST_ID_KEY = 'wishlist_unique_id';
export const COMPARISON_ID_KEY = 'comparlist_unique_id';

/** A list id lives 7 days from its last save (spec section 4: 604 800 000 ms). */
export const LIST_ID_TTL_MS = 604_800_000;

/** The part of `Storage` the stores use; a Map-backed one in tests and on the server. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** localStorage when the browser allows it (private modes and blocked storage throw), else memory. */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    const probe = '__shop_probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

interface ExpiringValue {
  value: string;
  /** Epoch ms after which the value no longer counts. */
  expires: number;
}

/** A stored id with an expiry, or null when missing, malformed or expired (an expired one is removed). */
export function readExpiringId(storage: KeyValueStorage, key: string, now: number): string | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  let parsed: Partial<ExpiringValue> | null = null;
  try {
    parsed = JSON.parse(raw) as Partial<ExpiringValue>;
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed.value !== 'string' || !parsed.value || typeof parsed.expires !== 'number' || parsed.expires <= now) {
    storage.removeItem(key);
    return null;
  }
  return parsed.value;
}

export function writeExpiringId(storage: KeyValueStorage, key: string, value: string, now: number, ttl = LIST_ID_TTL_MS): void {
  storage.setItem(key, JSON.stringify({ value, expires: now + ttl } satisfies ExpiringValue));
}
