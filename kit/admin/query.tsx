'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * The back office's server state (TanStack Query): one client per browser tab. Lists stay fresh for
 * a few seconds and refetch after a change invalidates them; nothing of it reaches the storefront
 * (the back office has its own root layout).
 */
export function AdminQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 5_000, retry: 1, refetchOnWindowFocus: false } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
