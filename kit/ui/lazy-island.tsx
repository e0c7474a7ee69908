import { createElement, lazy, Suspense, type ComponentType } from 'react';

export type LazyIsland<P> = ComponentType<P> & {
  /** Starts loading the code; once loaded, the island renders without suspending. */
  preload(): Promise<unknown>;
};

/**
 * A client island whose code is not part of the page's first-load JS: the server HTML stays in
 * place and React hydrates it once the chunk has arrived, so nothing shifts or flashes. Call it
 * from a `'use client'` module and render the result from server components.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>): LazyIsland<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Island = lazy(() => preload().then((component) => ({ default: component })));
  function LazyIsland(props: P) {
    // The boundary is always there, so server and client trees match whichever way the code came.
    return createElement(Suspense, { fallback: null }, createElement(loaded ?? Island, props));
  }
  return Object.assign(LazyIsland, { preload });
}
