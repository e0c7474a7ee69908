import { useEffect, useEffectEvent, useState } from 'react';
import type { Locale } from '../../domain/locale';
import type { ProductListItem } from '../../api/contract/products';
import type { Transport } from '../data/client';
import { fetchCatalogPage } from '../catalogue/catalog-page';
import { SEARCH_MIN_LENGTH, searchRequest } from './search-query';

/** Spec-free but usual: the call waits until the typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 250;

type Answer = { term: string; products: ProductListItem[]; total: number } | { term: string; failed: true };

export type LiveSearch =
  /** Too short to search. */
  | { status: 'idle' }
  /** The call for `term` is on its way; the last answer stays on screen meanwhile. */
  | { status: 'loading'; term: string; shown: ProductListItem[] }
  | { status: 'results'; term: string; shown: ProductListItem[]; total: number }
  | { status: 'empty'; term: string }
  | { status: 'error'; term: string };

export interface LiveSearchOptions {
  lang: Locale;
  /** Defaults to the browser's `fetch` (stories and tests give a fake). */
  transport?: Transport;
  debounceMs?: number;
}

/**
 * The popup's results for a search term as the shopper types: one catalogue call once the typing
 * pauses (`debounceMs`), the call of a term that changed meanwhile aborted, so an old answer never
 * replaces a newer one.
 */
export function useLiveSearch(term: string, { lang, transport, debounceMs = SEARCH_DEBOUNCE_MS }: LiveSearchOptions): LiveSearch {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const active = term.length >= SEARCH_MIN_LENGTH;
  const search = useEffectEvent((signal: AbortSignal) =>
    fetchCatalogPage(searchRequest(term), { lang, transport, signal }).then(
      (page) => {
        if (!signal.aborted) setAnswer({ term, products: page.data, total: page.meta.total });
      },
      () => {
        if (!signal.aborted) setAnswer({ term, failed: true });
      },
    ),
  );

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(() => void search(controller.signal), debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, active, debounceMs]);

  if (!active) return { status: 'idle' };
  if (answer?.term !== term) return { status: 'loading', term, shown: answer && 'products' in answer ? answer.products : [] };
  if ('failed' in answer) return { status: 'error', term };
  if (answer.products.length === 0) return { status: 'empty', term };
  return { status: 'results', term, shown: answer.products, total: answer.total };
}
