'use client';

import { useEffect, useState } from 'react';
import { loadRuntime } from '../shell/load';
import type { Runtime } from '../shell/runtime';

/**
 * The shop runtime (cart store, checkout, API client, analytics) once its chunk is in; null before.
 * A checkout step calls the API at once, so the client's chunk is fetched beside the runtime's.
 */
export function useRuntime(): Runtime | null {
  const [runtime, setRuntime] = useState<Runtime | null>(null);
  useEffect(() => {
    let live = true;
    void import('../data/client');
    void loadRuntime().then((module) => live && setRuntime(module.runtime()));
    return () => {
      live = false;
    };
  }, []);
  return runtime;
}

/** The HTTP status of a failed call (0: no answer). */
export function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
}
