'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition, type ComponentType, type ReactNode } from 'react';
import type { InteractivePanelProps } from './filter-panel.client';
import { useHydrated } from '../ui/use-hydrated';
import { MobileFilters, type MobileLabels } from './mobile-filters.client';
import type { PanelData, PanelLabels } from './panel-types';
import { FILTER_DEBOUNCE_MS, usePendingSelection } from './pending';
import { ProductGrid, type ProductGridProps } from './product-grid.client';
import { ScrollTop } from './scroll-top.client';
import { catalogHref, normalizePrice, serializeState, withoutFilters, type CatalogSelection } from '../../domain/catalogue/url';
import { EmptyListing, SeoPageLinks, type EmptyListingLabels } from './empty-listing';
import { listingRequest, resultsText, useLiveListing, type ListingSource, type ListingView, type ResultsLabels } from './live-listing';

/** The side panel shows from 992 px (spec section 9: mobile filter below 992 px). */
const DESKTOP = '(min-width: 992px)';

export interface CatalogListingProps {
  /** Prefix for ids (a page may hold two catalogue blocks). */
  id: string;
  /** The localised listing path, e.g. `/en/catalog/aurora`. */
  basePath: string;
  /** What the server rendered: the URL's selection (page aside) and its first page shown. */
  server: ListingView;
  /** Where the products come from, for the selections applied in the browser. */
  source: ListingSource;
  /**
   * The filter panel's data and its server rendering (links and a GET form): shown until the
   * live panel has loaded, and for good without JavaScript. Null: no filters (show_filters off).
   */
  panel: { data: PanelData; labels: PanelLabels; rendered: ReactNode } | null;
  /** The grid's parts that stay the same whatever is chosen. */
  grid: Pick<ProductGridProps, 'card' | 'banners' | 'bannerGrid' | 'labels'>;
  texts: { results: ResultsLabels; empty: EmptyListingLabels; allPages: string };
  mobileLabels: MobileLabels;
  scrollTopLabel: string;
}

/**
 * The listing's interactive shell: the side panel (edits applied 700 ms after the last one), the
 * mobile bar and sheet, the grid, and the count. Applying writes filters and sort to the URL at
 * once and loads the list from the API (`useLiveListing`); only a change of search (a filter
 * chosen on a search's results) navigates, since the heading and banners change with it.
 */
export function CatalogListing({ id, basePath, server, source, panel, grid, texts, mobileLabels, scrollTopLabel }: CatalogListingProps) {
  const router = useRouter();
  const [navigating, startTransition] = useTransition();
  const hydrated = useHydrated();
  const topRef = useRef<HTMLDivElement>(null);
  const [Panel, setPanel] = useState<ComponentType<InteractivePanelProps> | null>(null);
  const live = useLiveListing(server, { basePath, source, card: grid.card });
  const { applied, first, total } = live.view;
  const busy = live.busy || navigating;

  // The live side panel is its own chunk, fetched once the page runs on a desktop-wide screen.
  const hasPanel = panel !== null;
  useEffect(() => {
    if (!hasPanel) return;
    const query = window.matchMedia(DESKTOP);
    const load = () => {
      if (query.matches) void import('./filter-panel.client').then((module) => setPanel(() => module.InteractivePanel));
    };
    load();
    query.addEventListener('change', load);
    return () => query.removeEventListener('change', load);
  }, [hasPanel]);

  /** Applies a selection: page 1, filters and sort in the URL, the list scrolled to its top. */
  const navigate = (selection: CatalogSelection) => {
    const next = normalizePrice(selection);
    if ((next.search ?? '') === (applied.search ?? '')) live.apply(next);
    else startTransition(() => router.push(catalogHref(basePath, next), { scroll: false }));
    const top = topRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: window.scrollY + top - 16, behavior: reduce ? 'auto' : 'smooth' });
    }
  };
  const side = usePendingSelection(applied, { onApply: navigate, debounceMs: FILTER_DEBOUNCE_MS });
  const asideId = `${id}-filters`;
  const baseQuery = serializeState(applied);

  return (
    <div ref={topRef} className={`flex flex-col gap-8 lg:flex-row lg:gap-10 ${panel ? 'pb-20 lg:pb-0' : ''}`}>
      {panel ? (
        // Below 992 px the side filters show under the products only without JavaScript; with it,
        // the bottom bar's sheet holds them, and the server's copy is hidden from the first paint
        // (`scripting:`), not at hydration, which shifted the page.
        <aside
          id={asideId}
          aria-label={panel.labels.filters}
          className={`lg:w-[200px] lg:shrink-0 min-[1440px]:w-[296px] ${hydrated ? 'hidden lg:block' : 'order-last lg:order-none scripting:max-lg:hidden'}`}
        >
          {Panel ? (
            <Panel
              id={`${id}-side`}
              data={panel.data}
              labels={panel.labels}
              draft={side.draft}
              applied={applied}
              basePath={basePath}
              parts="all"
              onEdit={side.edit}
              onReset={() => side.apply(withoutFilters(side.draft))}
              onApplyNow={() => side.apply()}
            />
          ) : (
            panel.rendered
          )}
        </aside>
      ) : null}
      <div className="min-w-0 flex-1">
        <p aria-live="polite" aria-atomic="true" className="mb-5 text-sm text-ink-muted">
          {resultsText(texts.results, grid.card.locale, total)}
        </p>
        {first ? (
          <ProductGrid
            key={`${source.slug ?? ''}?${baseQuery}`}
            {...grid}
            initial={first}
            request={listingRequest(applied, source)}
            slug={source.slug}
            basePath={basePath}
            baseQuery={baseQuery}
            busy={busy}
          />
        ) : (
          <EmptyListing labels={texts.empty} failed={total === null} beyondLast={Boolean(total)} firstPageHref={catalogHref(basePath, applied)} />
        )}
      </div>
      {panel ? (
        <MobileFilters
          id={id}
          data={panel.data}
          labels={panel.labels}
          mobileLabels={mobileLabels}
          applied={applied}
          basePath={basePath}
          hydrated={hydrated}
          asideId={asideId}
          onApply={navigate}
        />
      ) : null}
      <ScrollTop label={scrollTopLabel} raised={Boolean(panel)} />
      {first ? <SeoPageLinks last={first.lastPage} basePath={basePath} baseQuery={baseQuery} label={texts.allPages} pageLabel={grid.labels.pagination.page} /> : null}
    </div>
  );
}
