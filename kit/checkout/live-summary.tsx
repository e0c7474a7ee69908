'use client';

import type { ComponentProps } from 'react';
import { useStore } from 'zustand';
import { shopView } from '../state/shop-view';
import { CheckoutSummary } from './checkout-summary';

/**
 * A checkout step's summary, busy while any API call runs (the global loading bar's state) or the
 * step's own save is pending. It subscribes to the loading state itself: every call starts and
 * ends it, and the step's form around it need not render again for that.
 */
export function LiveSummary({ pending = false, ...props }: Omit<ComponentProps<typeof CheckoutSummary>, 'updating'> & { pending?: boolean }) {
  const syncing = useStore(shopView, (view) => view.loading);
  return <CheckoutSummary {...props} updating={syncing || pending} />;
}
