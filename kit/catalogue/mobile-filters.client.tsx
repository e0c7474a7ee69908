'use client';

import { lazy, Suspense, useState } from 'react';
import type { PanelData, PanelLabels } from './panel-types';
import { chosenCount, type CatalogSelection } from '../../domain/catalogue/url';

// The sheet (Radix Dialog) loads on first use: phones pay for it only when they filter.
const loadSheet = () => import('./filter-sheet.client');
const FilterSheet = lazy(() => loadSheet().then((module) => ({ default: module.FilterSheet })));

export interface MobileLabels {
  openFilters: string;
  openSorting: string;
  filters: string;
  sorting: string;
  reset: string;
  apply: string;
  close: string;
}

interface MobileFiltersProps {
  id: string;
  data: PanelData;
  labels: PanelLabels;
  mobileLabels: MobileLabels;
  applied: CatalogSelection;
  basePath: string;
  hydrated: boolean;
  /** The side panel, which shows below the products when JavaScript is off. */
  asideId: string;
  onApply: (selection: CatalogSelection) => void;
}

const barButton =
  'flex h-12 flex-1 cursor-pointer items-center justify-center gap-2 text-xs font-medium tracking-[0.14em] text-ink uppercase hover:bg-brand-soft focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand';

/** Below 992 px: a bar with "filter" and "sort" that open the panel in a bottom sheet. */
export function MobileFilters({ id, data, labels, mobileLabels, applied, basePath, hydrated, asideId, onApply }: MobileFiltersProps) {
  const [mode, setMode] = useState<'filters' | 'sort' | null>(null);
  const [wanted, setWanted] = useState(false);
  const count = chosenCount(applied);
  const open = (next: 'filters' | 'sort') => {
    setWanted(true);
    setMode(next);
  };
  const filterText = (
    <>
      <SlidersIcon />
      {mobileLabels.openFilters}
      {count > 0 ? <span className="rounded-full bg-brand px-1.5 text-[0.6875rem] leading-5 text-surface">{count}</span> : null}
    </>
  );

  return (
    <div data-slot="mobile-filter-bar" className="sticky bottom-0 z-30 -mx-5 flex divide-x divide-line border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] md:-mx-8 lg:hidden">
      {hydrated ? (
        <>
          <button type="button" aria-haspopup="dialog" aria-expanded={mode === 'filters'} onPointerEnter={() => void loadSheet()} onClick={() => open('filters')} className={barButton}>
            {filterText}
          </button>
          <button type="button" aria-haspopup="dialog" aria-expanded={mode === 'sort'} onPointerEnter={() => void loadSheet()} onClick={() => open('sort')} className={barButton}>
            <SortIcon />
            {mobileLabels.openSorting}
          </button>
        </>
      ) : (
        <a href={`#${asideId}`} className={barButton}>
          {filterText}
        </a>
      )}
      {wanted ? (
        <Suspense fallback={null}>
          <FilterSheet
            id={`${id}-sheet`}
            mode={mode}
            onClose={() => setMode(null)}
            data={data}
            labels={labels}
            mobileLabels={mobileLabels}
            applied={applied}
            basePath={basePath}
            onApply={onApply}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function SlidersIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M4 7h10M18 7h2M4 17h4M12 17h8" />
      <circle cx="16" cy="7" r="2" />
      <circle cx="10" cy="17" r="2" />
    </svg>
  );
}

function SortIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M7 4v16M3.5 16.5 7 20l3.5-3.5M17 20V4M13.5 7.5 17 4l3.5 3.5" />
    </svg>
  );
}

