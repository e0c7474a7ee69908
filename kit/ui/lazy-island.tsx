import { createElement, lazy, Suspense, type ComponentType } from 'react';

/**
 * A client island whose code is not part of the page's first-load JS: the server HTML stays in
 * place and React hydrates it once the chunk has arrived, so nothing shifts or flashes. Call it
 * from a `'use client'` module and render the result from server components.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Island = lazy(() => load().then((component) => ({ default: component })));
  function LazyIsland(props: P) {
    return createElement(Suspense, { fallback: null }, createElement(Island, props));
  }
  return LazyIsland;
}
