'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition, type ComponentType, type ReactNode } from 'react';
import type { InteractivePanelProps } from './filter-panel.client';
import { useHydrated } from './hydrated';
import { MobileFilters, type MobileLabels } from './mobile-filters.client';
import type { PanelData, PanelLabels } from './panel-types';
import { FILTER_DEBOUNCE_MS, usePendingSelection } from './pending';
import { ProductGrid, type ProductGridProps } from './product-grid.client';
import { ScrollTop } from './scroll-top.client';
import { catalogHref, normalizePrice, withoutFilters, type CatalogSelection } from '../../domain/catalogue/url';

/** The side panel shows from 992 px (spec section 9: mobile filter below 992 px). */
const DESKTOP = '(min-width: 992px)';

export interface CatalogListingProps {
  /** Prefix for ids (a page may hold two catalogue blocks). */
  id: string;
  /** The localised listing path, e.g. `/en/catalog/aurora`. */
  basePath: string;
  /** The selection in the URL (page aside). */
  applied: CatalogSelection;
  /**
   * The filter panel's data and its server rendering (links and a GET form): shown until the
   * live panel has loaded, and for good without JavaScript. Null: no filters (show_filters off).
   */
  panel: { data: PanelData; labels: PanelLabels; rendered: ReactNode } | null;
  /** Without it (no products) `children` shows instead of the grid. */
  grid: Omit<ProductGridProps, 'busy'> | null;
  /** Changes with the filters and the sort: a new list starts from its first page. */
  gridKey: string;
  /** "163 producten", announced when it changes. */
  results: string;
  mobileLabels: MobileLabels;
  scrollTopLabel: string;
  children?: ReactNode;
}

/**
 * The listing's interactive shell: the side panel (edits applied 700 ms after the last one), the
 * mobile bar and sheet, the grid, and the navigation that writes filters and sort to the URL.
 */
export function CatalogListing({ id, basePath, applied, panel, grid, gridKey, results, mobileLabels, scrollTopLabel, children }: CatalogListingProps) {
  const router = useRouter();
  const [navigating, startTransition] = useTransition();
  const hydrated = useHydrated();
  const topRef = useRef<HTMLDivElement>(null);
  const [Panel, setPanel] = useState<ComponentType<InteractivePanelProps> | null>(null);

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
    startTransition(() => router.push(catalogHref(basePath, normalizePrice(selection)), { scroll: false }));
    const top = topRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: window.scrollY + top - 16, behavior: reduce ? 'auto' : 'smooth' });
    }
  };
  const side = usePendingSelection(applied, { onApply: navigate, debounceMs: FILTER_DEBOUNCE_MS });
  const asideId = `${id}-filters`;

  return (
    <div ref={topRef} className={`flex flex-col gap-8 lg:flex-row lg:gap-10 ${panel ? 'pb-20 lg:pb-0' : ''}`}>
      {panel ? (
        <aside
          id={asideId}
          aria-label={panel.labels.filters}
          className={`lg:w-[200px] lg:shrink-0 min-[1440px]:w-[296px] ${hydrated ? 'hidden lg:block' : 'order-last lg:order-none'}`}
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
          {results}
        </p>
        {grid ? <ProductGrid key={gridKey} {...grid} busy={navigating} /> : children}
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
    </div>
  );
}
