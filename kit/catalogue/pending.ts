import { useEffect, useEffectEvent, useReducer } from 'react';
import { sameFilters, sameSelection, serializeState, withoutFilters, type CatalogSelection } from '../../domain/catalogue/url';

/** Spec section 9: filter edits are applied 700 ms after the last change. */
export const FILTER_DEBOUNCE_MS = 700;

/**
 * Filter edits held back until they are applied (spec section 4). `applied` is what the URL
 * says; `draft` what the shopper has ticked since; `version` counts edits (the debounce restarts
 * on each).
 */
export interface PendingState {
  applied: CatalogSelection;
  appliedKey: string;
  draft: CatalogSelection;
  dirty: boolean;
  version: number;
}

export type PendingAction =
  | { type: 'edit'; change: (draft: CatalogSelection) => CatalogSelection }
  | { type: 'reset' }
  | { type: 'submitted' }
  | { type: 'discard' }
  | { type: 'sync'; applied: CatalogSelection };

export function initialPending(applied: CatalogSelection): PendingState {
  return { applied, appliedKey: serializeState(applied), draft: applied, dirty: false, version: 0 };
}

export function pendingReducer(state: PendingState, action: PendingAction): PendingState {
  switch (action.type) {
    case 'edit':
      return { ...state, draft: action.change(state.draft), dirty: true, version: state.version + 1 };
    case 'reset':
      return { ...state, draft: withoutFilters(state.draft), dirty: true, version: state.version + 1 };
    case 'submitted':
      return { ...state, dirty: false };
    case 'discard':
      return { ...state, draft: state.applied, dirty: false };
    case 'sync': {
      // The URL changed (our own apply landed, or back/forward): follow it, unless the shopper
      // has edited since, in which case those edits stay pending.
      const appliedKey = serializeState(action.applied);
      return { ...state, applied: action.applied, appliedKey, draft: state.dirty ? state.draft : action.applied };
    }
  }
}

/** Whether applying the draft would change the listing. */
export function hasChanges(state: Pick<PendingState, 'applied' | 'draft'>): boolean {
  return !sameSelection(state.applied, state.draft);
}

export interface PendingOptions {
  /** Navigates to the selection (page 1). */
  onApply: (selection: CatalogSelection) => void;
  /** Apply on its own this long after the last edit (desktop); without it only `apply()` does (mobile). */
  debounceMs?: number;
}

/**
 * Pending filter edits over the applied selection: edit, reset, discard, apply now, or let the
 * debounce apply them. Applying an unchanged selection only clears the pending flag.
 */
export function usePendingSelection(applied: CatalogSelection, { onApply, debounceMs }: PendingOptions) {
  const [state, dispatch] = useReducer(pendingReducer, applied, initialPending);
  if (state.appliedKey !== serializeState(applied)) dispatch({ type: 'sync', applied });

  const submit = (selection: CatalogSelection) => {
    dispatch({ type: 'submitted' });
    if (!sameSelection(selection, state.applied)) onApply(selection);
  };
  const onDebounce = useEffectEvent(() => submit(state.draft));
  useEffect(() => {
    if (debounceMs === undefined || !state.dirty) return;
    const timer = setTimeout(onDebounce, debounceMs);
    return () => clearTimeout(timer);
  }, [debounceMs, state.dirty, state.version]);

  return {
    draft: state.draft,
    dirty: state.dirty,
    /** Chosen filters differ from the URL's (the sort aside). */
    filtersChanged: !sameFilters(state.draft, state.applied),
    edit: (change: (draft: CatalogSelection) => CatalogSelection) => dispatch({ type: 'edit', change }),
    reset: () => dispatch({ type: 'reset' }),
    discard: () => dispatch({ type: 'discard' }),
    /** Apply now: the draft, or the given selection (which becomes the draft). */
    apply: (selection?: CatalogSelection) => {
      if (selection) dispatch({ type: 'edit', change: () => selection });
      submit(selection ?? state.draft);
    },
  };
}
