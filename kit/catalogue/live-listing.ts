import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { selectionFromQuery, toCatalogRequest, type CatalogRequest, type FilterOptions } from '../../domain/catalogue/query';
import { catalogHref, sameSelection, serializeState, type CatalogSelection } from '../../domain/catalogue/url';
import type { Locale } from '../../domain/locale';
import { fetchCatalogPage } from './catalog-page';
import type { CardContext } from './grid-cards';
import type { GridItem } from './infinite';

/** "# producten" per plural form (`#` is replaced by the number). */
export interface ResultsLabels {
  one: string;
  other: string;
}

/** What the listing shows: the selection and the first page of its products. */
export interface ListingView {
  applied: CatalogSelection;
  /** The page shown first; null when there are no products to show. */
  first: { page: number; items: GridItem[]; lastPage: number } | null;
  /** All products of the selection; null when the catalogue call failed. */
  total: number | null;
}

export interface ListingSource {
  /** Slug -> SKU (collections: id), to build the API's query in the browser; null without filter data. */
  lookup: FilterOptions | null;
  /** A collection's listing (`/system-catalog/{slug}`). */
  slug?: string;
}

/** The API query of a selection's listing, without the page (the grid adds it). */
export function listingRequest(selection: CatalogSelection, { lookup, slug }: ListingSource): Omit<CatalogRequest, 'page'> {
  const { page: _page, ...request } = toCatalogRequest({ ...selection, page: 1 }, lookup, { collection: Boolean(slug) });
  return request;
}

/** "163 producten": the language's plural form for the number. */
export function resultsText(labels: ResultsLabels, locale: Locale, total: number | null): string {
  if (total === null) return '';
  return (new Intl.PluralRules(locale).select(total) === 'one' ? labels.one : labels.other).replace('#', String(total));
}

/** The first page of a selection from the API, its cards rendered here; a failed call is a view without products. */
async function loadView(selection: CatalogSelection, source: ListingSource, card: CardContext, signal: AbortSignal): Promise<ListingView> {
  try {
    const [{ data, meta }, cards] = await Promise.all([
      fetchCatalogPage({ ...listingRequest(selection, source), page: 1 }, { lang: card.locale, slug: source.slug, signal }),
      import('./grid-cards'),
    ]);
    return { applied: selection, first: data.length ? { page: 1, items: cards.renderCards(data, card), lastPage: meta.last_page } : null, total: meta.total };
  } catch {
    return { applied: selection, first: null, total: null };
  }
}

interface LiveState {
  /** The server's selection this state started from: a new one (a navigation) replaces the view. */
  serverKey: string;
  view: ListingView;
  busy: boolean;
}

/**
 * The listing as the browser keeps it after the first render: applying a selection writes it to
 * the URL at once (history.replaceState, no navigation and no server render) and loads its first
 * page straight from the API. A page restored from history whose URL holds another selection than
 * the one rendered (the shopper filtered, went to a product and came back) loads the URL's.
 */
export function useLiveListing(server: ListingView, { basePath, source, card }: { basePath: string; source: ListingSource; card: CardContext }) {
  const serverKey = serializeState(server.applied);
  const [state, setState] = useState<LiveState>({ serverKey, view: server, busy: false });
  let current = state;
  if (state.serverKey !== serverKey) {
    current = { serverKey, view: server, busy: false };
    setState(current);
  }
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), [serverKey]);

  const load = (selection: CatalogSelection) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    void loadView(selection, source, card, controller.signal).then((view) => {
      if (controller.signal.aborted) return;
      inFlight.current = null;
      setState((s) => ({ ...s, view, busy: false }));
    });
  };

  const onMount = useEffectEvent(() => {
    if (window.location.pathname !== basePath) return;
    const wanted = selectionFromQuery(window.location.search, source.lookup, { collection: Boolean(source.slug) });
    if (wanted && !sameSelection(wanted, server.applied)) load(wanted);
  });
  useEffect(() => onMount(), []);

  return {
    view: current.view,
    busy: current.busy,
    /** Shows a selection: its URL (page 1) now, its products when the API answers. */
    apply(selection: CatalogSelection) {
      window.history.replaceState(null, '', catalogHref(basePath, selection));
      setState((s) => ({ ...s, busy: true }));
      load(selection);
    },
  };
}
