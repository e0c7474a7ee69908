'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { ViewerAsset, ViewerLabels } from './asset-viewer-dialog';

// The dialog (Radix) loads on first use, so it is not in the page's first-load JS.
const loadDialog = () => import('./asset-viewer-dialog');
const AssetViewerDialog = lazy(() => loadDialog().then((module) => ({ default: module.AssetViewerDialog })));

const assetOf = (el: Element): ViewerAsset => ({
  url: el.getAttribute('data-asset-src') ?? el.querySelector('img')?.getAttribute('src') ?? '',
  alt: el.getAttribute('data-asset-alt') ?? el.querySelector('img')?.getAttribute('alt') ?? '',
  type: el.getAttribute('data-asset-type') === 'video' ? 'video' : 'image',
});

/**
 * The assets a click on a `[data-asset-viewer]` element opens: the `[data-asset-item]` elements
 * of its `[data-asset-group]` (a gallery's thumbnails), else the element's own asset.
 */
export function assetsFor(trigger: Element): { items: ViewerAsset[]; index: number } {
  const own = assetOf(trigger);
  const group = trigger.closest('[data-asset-group]');
  const items = group ? [...group.querySelectorAll('[data-asset-item]')].map(assetOf).filter((a) => a.url) : [];
  const index = items.findIndex((item) => item.url === own.url);
  return index >= 0 ? { items, index } : { items: [own], index: 0 };
}

export interface AssetViewerProps {
  labels: ViewerLabels;
}

/**
 * The image/video viewer of the default layout (spec section 2): opens on a click on any
 * element marked `data-asset-viewer`, closes on Escape or a click on the backdrop, and locks
 * the page's scroll while open. Renders nothing until first used.
 */
export function AssetViewer({ labels }: AssetViewerProps) {
  const [state, setState] = useState<{ items: ViewerAsset[]; index: number; open: boolean } | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.('[data-asset-viewer]');
      if (!trigger || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      event.preventDefault();
      setState({ ...assetsFor(trigger), open: true });
    };
    // Fetch the dialog's code as soon as the shopper points at an asset.
    const onIntent = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('[data-asset-viewer]')) void loadDialog();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);

  if (!state) return null;
  return (
    <Suspense fallback={null}>
      <AssetViewerDialog
        items={state.items}
        initialIndex={state.index}
        open={state.open}
        onOpenChange={(open) => setState((s) => (s ? { ...s, open } : s))}
        labels={labels}
      />
    </Suspense>
  );
}
