'use client';

import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { Fragment } from 'react';
import type { CatalogRequest } from '../../domain/catalogue/query';
import { fetchCatalogPage } from './catalog-page';
import { SpinnerIcon } from '../ui/icons';
import type { CardContext } from './grid-cards';
import { addPage, gridEntries, type BannerSlot, type GridItem, type LoadedPage } from './infinite';
import { usePageInView } from './page-in-view';
import { Pagination, type PaginationLabels } from './pagination';
import { withPageParam } from '../../domain/catalogue/url';

/** Spec section 9: a fetch takes at least 200 ms (no loader flash). */
const MIN_FETCH_MS = 200;
/** Spec section 9: the next page loads when 10 % of the bottom loader shows, the previous one 400 px ahead. */
const BOTTOM_THRESHOLD = 0.1;
const TOP_MARGIN = '400px 0px 0px 0px';

export interface GridLabels {
  loading: string;
  loadingMore: string;
  loadingPrevious: string;
  loadError: string;
  retry: string;
  pagination: PaginationLabels;
}

export interface ProductGridProps {
  /** The page the server rendered, its cards rendered there too. */
  initial: { page: number; items: GridItem[]; lastPage: number };
  /** The API query of the listing, without the page. */
  request: CatalogRequest;
  /** A collection's listing (`/system-catalog/{slug}`). */
  slug?: string;
  /** For the cards of the pages loaded here. */
  card: CardContext;
  /** The localised listing path and its query without the page, for page links. */
  basePath: string;
  baseQuery: string;
  banners: BannerSlot[];
  /** Banner grid (2/3/4 columns) when the listing has banners, else the card grid. */
  bannerGrid: boolean;
  labels: GridLabels;
  /** A filter change is on its way: dim the grid. */
  busy?: boolean;
}

const cardGrid = 'grid-cols-2 xs:grid-cols-3 md:grid-cols-4 lg:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-6';
const bannerGridClass = 'grid-cols-2 md:grid-cols-3 xl:grid-cols-4';
const loaderClass = 'flex min-h-16 items-center justify-center gap-3 py-6 text-sm text-ink-muted';

/** The product grid with infinite scroll both ways, the page in the URL following the scroll, and numbered pages. */
export function ProductGrid({ initial, request, slug, card, basePath, baseQuery, banners, bannerGrid, labels, busy = false }: ProductGridProps) {
  const [pages, setPages] = useState<LoadedPage[]>([{ page: initial.page, items: initial.items }]);
  const [lastPage, setLastPage] = useState(initial.lastPage);
  const [loading, setLoading] = useState<'above' | 'below' | null>(null);
  const [failed, setFailed] = useState<'above' | 'below' | null>(null);
  const inFlight = useRef(false);
  const anchor = useRef<{ element: Element; top: number } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const bottomRef = useRef<HTMLDivElement>(null);
  const first = pages[0]!.page;
  const last = pages.at(-1)!.page;

  const load = async (where: 'above' | 'below') => {
    const page = where === 'above' ? first - 1 : last + 1;
    if (inFlight.current || page < 1 || page > lastPage) return;
    inFlight.current = true;
    setLoading(where);
    setFailed(null);
    try {
      const [response, cards] = await Promise.all([
        fetchCatalogPage({ ...request, page }, { lang: card.locale, slug }),
        import('./grid-cards'),
        new Promise((resolve) => setTimeout(resolve, MIN_FETCH_MS)),
      ]);
      // Prepending moves everything down: remember where the first card was, restore after the render.
      const element = where === 'above' ? listRef.current?.querySelector('[data-page]') : null;
      if (element) anchor.current = { element, top: element.getBoundingClientRect().top };
      setPages((current) => addPage(current, { page, items: cards.renderCards(response.data, card) }));
      setLastPage(response.meta.last_page);
    } catch {
      setFailed(where);
    } finally {
      inFlight.current = false;
      setLoading(null);
    }
  };
  const onLoaderVisible = useEffectEvent((where: 'above' | 'below') => void load(where));

  useLayoutEffect(() => {
    const saved = anchor.current;
    if (!saved) return;
    anchor.current = null;
    const moved = saved.element.getBoundingClientRect().top - saved.top;
    if (moved) window.scrollBy({ top: moved, behavior: 'instant' });
  }, [pages]);

  // Observers are made again after each load, so a loader still in view loads the next page.
  useEffect(() => {
    if (failed || typeof IntersectionObserver === 'undefined') return;
    const observers: IntersectionObserver[] = [];
    const watch = (element: HTMLElement | null, where: 'above' | 'below', options: IntersectionObserverInit) => {
      if (!element) return;
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoaderVisible(where);
      }, options);
      observer.observe(element);
      observers.push(observer);
    };
    watch(bottomRef.current, 'below', { threshold: BOTTOM_THRESHOLD });
    watch(topRef.current, 'above', { rootMargin: TOP_MARGIN });
    return () => observers.forEach((observer) => observer.disconnect());
  }, [first, last, lastPage, failed]);

  const current = usePageInView(listRef, pages, initial.page);

  const pageHref = (page: number) => `${basePath}${withPageParam(baseQuery, page)}`;
  const entries = gridEntries(pages, banners, request.count ?? 20, lastPage);
  const status = loading === 'above' ? labels.loadingPrevious : loading === 'below' ? labels.loadingMore : busy ? labels.loading : '';

  return (
    <div data-slot="product-grid" aria-busy={busy || loading !== null || undefined} className="relative [overflow-anchor:none]">
      <p role="status" className="sr-only">{status}</p>
      {first > 1 ? (
        <div ref={topRef} data-slot="loader-above" className={loaderClass}>
          <Loader loading={loading === 'above'} failed={failed === 'above'} href={pageHref(first - 1)} label={labels.pagination.previous} labels={labels} onRetry={() => void load('above')} />
        </div>
      ) : null}
      <ul ref={listRef} className={`grid grid-flow-row-dense gap-x-3 gap-y-8 sm:gap-x-5 md:gap-y-10 ${bannerGrid ? bannerGridClass : cardGrid} ${busy ? 'opacity-40 transition-opacity' : ''}`}>
        {entries.map((entry) =>
          entry.kind === 'banner' ? (
            <Fragment key={entry.key}>{entry.node}</Fragment>
          ) : (
            <li key={entry.key} data-page={entry.page}>
              {entry.item.node}
            </li>
          ),
        )}
      </ul>
      {busy ? (
        <div className="absolute inset-x-0 top-24 flex justify-center" aria-hidden="true">
          <SpinnerIcon className="size-8 text-brand" />
        </div>
      ) : null}
      {last < lastPage ? (
        <div ref={bottomRef} data-slot="loader-below" className={loaderClass}>
          <Loader loading={loading === 'below'} failed={failed === 'below'} href={pageHref(last + 1)} label={labels.pagination.next} labels={labels} onRetry={() => void load('below')} />
        </div>
      ) : null}
      <Pagination current={current} last={lastPage} hrefFor={pageHref} labels={labels.pagination} />
    </div>
  );
}

interface LoaderProps {
  loading: boolean;
  failed: boolean;
  href: string;
  label: string;
  labels: GridLabels;
  onRetry: () => void;
}

/** A loader row: a spinner while loading, a retry after a failure, else a plain link to the page (no JavaScript). */
function Loader({ loading, failed, href, label, labels, onRetry }: LoaderProps) {
  if (loading) return <SpinnerIcon className="size-6 text-brand" />;
  if (failed) {
    return (
      <>
        <span>{labels.loadError}</span>
        <button type="button" onClick={onRetry} className="cursor-pointer text-brand underline underline-offset-4">
          {labels.retry}
        </button>
      </>
    );
  }
  return (
    <a href={href} className="text-brand underline underline-offset-4">
      {label}
    </a>
  );
}
