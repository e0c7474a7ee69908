import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server HTML and during hydration, true once the island runs. Controls that only
 * work with their script (a fetch-submitted form, sign-out) stay disabled until then, so an early
 * click is not lost — and a form never falls back to a native GET with a password in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
