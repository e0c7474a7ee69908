import { createElement, lazy, type ComponentType } from 'react';

export type LazyIsland<P> = ComponentType<P> & {
  /** Starts loading the code; once loaded, the island renders without suspending. */
  preload(): Promise<unknown>;
};

/**
 * A client island whose code is not part of the page's first-load JS: it loads when the island
 * first renders. Call it from a `'use client'` module and render the result from server
 * components. Use it for an island that many pages import but few render (the registry imports
 * every block), not for one every page shows.
 *
 * There is deliberately no Suspense boundary here: with one, the server streams the island out
 * of order (hidden until an inline script moves it), so without JavaScript it never shows and a
 * client navigation blanks it. Without one, the HTML is complete, and hydration of the page
 * waits for the chunk (a page whose main island this is waits for that code in any case).
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>): LazyIsland<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A chunk that did not load: the page reloads once (a new build); a later render tries again.
        loading = undefined;
        throw error;
      },
    ));
  // Once the code is there, a synchronous thenable lets React render the island without
  // suspending. The element type stays `Island` either way: switching types would remount the
  // island and lose its state on the next render.
  const Island = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as unknown as Promise<{ default: ComponentType<P> }>)
      : preload().then((component) => ({ default: component })),
  );
  function LazyIsland(props: P) {
    return createElement(Island, props);
  }
  return Object.assign(LazyIsland, { preload });
}
