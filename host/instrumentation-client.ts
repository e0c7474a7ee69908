/**
 * Runs before hydration. Client navigations start the global loading bar; the layout's
 * GlobalLoader ends it once the new URL shows. A navigation to the page already shown (or to
 * a hash on it) changes nothing, so it starts nothing.
 */
export function onRouterTransitionStart(url: string) {
  const target = new URL(url, window.location.href);
  if (target.pathname === window.location.pathname && target.search === window.location.search) return;
  // The bar's store loads with the layout's GlobalLoader once the page is idle (not first-load JS);
  // a navigation before then is ended when the loader mounts.
  void import('../kit/shell/loading-bar-store').then(({ loadingBar }) => loadingBar.navigationStarted());
}
