import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server HTML and while hydrating, true afterwards (for no-JavaScript fallbacks). */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
