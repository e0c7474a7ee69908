import { startTransition, useEffect, useState } from 'react';

/** Set by the first effect of a component using the hook: the page's hydration has committed. */
let pageHydrated = false;

/**
 * False in the server HTML and during hydration, true once the island runs. Controls that only
 * work with their script (a fetch-submitted form, sign-out) stay disabled until then, so an early
 * click is not lost — and a form never falls back to a native GET with a password in the URL.
 *
 * The switch to true after hydration is a transition: React renders it in slices between the
 * browser's other tasks. (`useSyncExternalStore` with a server snapshot of false, the usual idiom,
 * makes React re-render every user of it synchronously right after hydration, in the task that
 * runs the page's effects: on the catalogue, 20 cards' toggles and the listing, 88–118 ms of a
 * 4× slowed CPU in one task — most of the catalogue's largest task after hydration.)
 *
 * A component mounted after the page has hydrated (an island swapped in, a client navigation)
 * starts at true, so it never shows its disabled look. Not for a component that hydrates after
 * the page's first commit (inside a Suspense boundary whose server content hydrates later): it
 * would start at true against the server's false.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
