import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogPage, catalogProducts } from '../../stories/fixtures/products';
import type { Transport } from '../data/client';
import { useLiveSearch } from './use-live-search';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** A transport that records each request and answers when the test says so. */
function heldTransport() {
  const calls: { url: URL; signal: AbortSignal; answer: (response: Response) => void }[] = [];
  const transport: Transport = (request) =>
    new Promise<Response>((resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      calls.push({ url: new URL(request.url), signal: request.signal, answer: resolve });
    });
  return { transport, calls };
}

const rings = catalogProducts.filter((p) => /ring/i.test(p.mixedTranslation.title));

describe('useLiveSearch', () => {
  it('waits for two letters and for the typing to pause, then sends one call with only page, count, search and the sort', async () => {
    const { transport, calls } = heldTransport();
    const { result, rerender } = renderHook(({ term }) => useLiveSearch(term, { lang: 'en', transport, debounceMs: 40 }), { initialProps: { term: 'r' } });
    expect(result.current.status).toBe('idle');
    rerender({ term: 'ri' });
    rerender({ term: 'rin' });
    rerender({ term: 'ring' });
    expect(result.current).toEqual({ status: 'loading', term: 'ring', shown: [] });
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(calls).toHaveLength(1);
    const { url } = calls[0]!;
    expect(url.pathname).toBe('/api/v1/system-catalog');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: 'en', page: '1', count: '8', column: 'recommended', order_by: 'asc', search: 'ring' });

    await act(async () => calls[0]!.answer(json(200, catalogPage(rings, 1, 8))));
    expect(result.current).toMatchObject({ status: 'results', term: 'ring', total: rings.length });
    expect(result.current.status === 'results' && result.current.shown.map((p) => p.id)).toEqual(rings.slice(0, 8).map((p) => p.id));
  });

  it('aborts the call of a term that changed, keeps the last results on screen meanwhile and never shows the stale answer', async () => {
    const { transport, calls } = heldTransport();
    const { result, rerender } = renderHook(({ term }) => useLiveSearch(term, { lang: 'nl', transport, debounceMs: 10 }), { initialProps: { term: 'ri' } });
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.answer(json(200, catalogPage(rings, 1, 8))));
    expect(result.current.status).toBe('results');

    rerender({ term: 'rin' });
    await waitFor(() => expect(calls).toHaveLength(2));
    rerender({ term: 'ring' });
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(result.current).toMatchObject({ status: 'loading', term: 'ring' });
    expect(result.current.status === 'loading' && result.current.shown).toHaveLength(Math.min(8, rings.length));
    await waitFor(() => expect(calls).toHaveLength(3));
    // The aborted call answering late changes nothing.
    await act(async () => calls[1]!.answer(json(200, catalogPage([], 1, 8))));
    expect(result.current.status).toBe('loading');
    await act(async () => calls[2]!.answer(json(200, catalogPage(rings.slice(0, 1), 1, 8))));
    expect(result.current).toMatchObject({ status: 'results', term: 'ring', total: 1 });
  });

  it('says empty when nothing matches and error when the call fails, and searches again after an edit', async () => {
    const { transport, calls } = heldTransport();
    const { result, rerender } = renderHook(({ term }) => useLiveSearch(term, { lang: 'nl', transport, debounceMs: 10 }), { initialProps: { term: 'xyz' } });
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.answer(json(200, catalogPage([], 1, 8))));
    expect(result.current).toEqual({ status: 'empty', term: 'xyz' });

    rerender({ term: 'ring' });
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]!.answer(json(500, { error: { code: 'unexpected', message: 'boom' } })));
    expect(result.current).toEqual({ status: 'error', term: 'ring' });

    rerender({ term: 'ring ' });
    rerender({ term: 'rings' });
    await waitFor(() => expect(calls).toHaveLength(3));
    await act(async () => calls[2]!.answer(json(200, catalogPage(rings, 1, 8))));
    expect(result.current.status).toBe('results');
  });
});
