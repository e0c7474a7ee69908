import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILTER_DEBOUNCE_MS, hasChanges, initialPending, pendingReducer, usePendingSelection } from './pending';
import { emptyFilters, toggleValue, withSort, type CatalogSelection } from '../../domain/catalogue/url';

const applied: CatalogSelection = { filters: { ...emptyFilters(), materials: ['silver-925'] } };
const gold = (draft: CatalogSelection) => toggleValue(draft, 'materials', 'yellow-gold-14k');

describe('pendingReducer', () => {
  it('holds edits in the draft and marks them pending', () => {
    const state = pendingReducer(initialPending(applied), { type: 'edit', change: gold });
    expect(state.draft.filters.materials).toEqual(['silver-925', 'yellow-gold-14k']);
    expect(state.applied).toBe(applied);
    expect(state).toMatchObject({ dirty: true, version: 1 });
    expect(hasChanges(state)).toBe(true);
  });

  it('discards the draft back to what the URL says', () => {
    const edited = pendingReducer(initialPending(applied), { type: 'edit', change: gold });
    const discarded = pendingReducer(edited, { type: 'discard' });
    expect(discarded.draft).toBe(applied);
    expect(discarded.dirty).toBe(false);
  });

  it('resets the filters in the draft, keeping the sort', () => {
    const state = pendingReducer(initialPending({ ...applied, sortBy: 'cost|asc' }), { type: 'reset' });
    expect(state.draft).toEqual({ filters: emptyFilters(), sortBy: 'cost|asc' });
    expect(state.dirty).toBe(true);
  });

  it('follows a new URL when nothing is pending', () => {
    const next = { filters: emptyFilters() };
    const state = pendingReducer(initialPending(applied), { type: 'sync', applied: next });
    expect(state.draft).toBe(next);
    expect(state.appliedKey).toBe('');
  });

  it('keeps newer edits when the URL catches up with an earlier apply', () => {
    let state = pendingReducer(initialPending(applied), { type: 'edit', change: gold });
    state = pendingReducer(state, { type: 'submitted' });
    state = pendingReducer(state, { type: 'edit', change: (d) => withSort(d, 'cost|asc') });
    state = pendingReducer(state, { type: 'sync', applied: gold(applied) });
    expect(state.draft.sortBy).toBe('cost|asc');
    expect(state.dirty).toBe(true);
  });
});

describe('usePendingSelection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies 700 ms after the last edit (desktop), once', () => {
    const onApply = vi.fn();
    const { result } = renderHook(() => usePendingSelection(applied, { onApply, debounceMs: FILTER_DEBOUNCE_MS }));
    act(() => result.current.edit(gold));
    act(() => vi.advanceTimersByTime(600));
    act(() => result.current.edit((d) => withSort(d, 'cost|asc')));
    act(() => vi.advanceTimersByTime(600));
    expect(onApply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith({ ...gold(applied), sortBy: 'cost|asc' });
    expect(result.current.dirty).toBe(false);
    act(() => vi.advanceTimersByTime(5000));
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('does not navigate when the edits cancel out', () => {
    const onApply = vi.fn();
    const { result } = renderHook(() => usePendingSelection(applied, { onApply, debounceMs: FILTER_DEBOUNCE_MS }));
    act(() => result.current.edit(gold));
    act(() => result.current.edit(gold));
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    expect(onApply).not.toHaveBeenCalled();
    expect(result.current.dirty).toBe(false);
  });

  it('waits for apply() without a debounce (mobile), and discard() drops the edits', () => {
    const onApply = vi.fn();
    const { result } = renderHook(() => usePendingSelection(applied, { onApply }));
    act(() => result.current.edit(gold));
    act(() => vi.advanceTimersByTime(10_000));
    expect(onApply).not.toHaveBeenCalled();
    act(() => result.current.discard());
    expect(result.current.draft).toEqual(applied);
    act(() => result.current.edit(gold));
    act(() => result.current.apply());
    expect(onApply).toHaveBeenCalledWith(gold(applied));
  });

  it('applies a given selection at once (reset all)', () => {
    const onApply = vi.fn();
    const { result } = renderHook(() => usePendingSelection(applied, { onApply, debounceMs: FILTER_DEBOUNCE_MS }));
    act(() => result.current.apply({ filters: emptyFilters() }));
    expect(onApply).toHaveBeenCalledWith({ filters: emptyFilters() });
    expect(result.current.draft).toEqual({ filters: emptyFilters() });
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('follows the URL when the page re-renders with another selection', () => {
    const { result, rerender } = renderHook(({ selection }) => usePendingSelection(selection, { onApply: vi.fn() }), { initialProps: { selection: applied } });
    const next = gold(applied);
    rerender({ selection: next });
    expect(result.current.draft).toEqual(next);
    expect(result.current.filtersChanged).toBe(false);
  });
});
