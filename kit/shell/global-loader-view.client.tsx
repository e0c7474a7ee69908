'use client';

import { useStore } from 'zustand';
import { useLoadingBarFrame } from './loading-bar-frame';
import { shopView } from '../state/shop-view';
import { GlobalSpinner } from '../ui/global-spinner';
import { LoadingBar } from './loading-bar';

/** The loading bar and the global spinner, drawn; loaded the first time either is needed. */
export default function GlobalLoaderView({ label }: { label: string }) {
  const frame = useLoadingBarFrame();
  const busy = useStore(shopView, (view) => view.loading);
  return (
    <>
      <LoadingBar {...frame} />
      {busy ? <GlobalSpinner label={label} /> : null}
    </>
  );
}
