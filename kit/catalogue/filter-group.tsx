import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../ui/icons';
import type { PanelLabels } from './panel-types';

export interface FilterGroupProps {
  label: string;
  count: number;
  /** Open at first; afterwards the shopper opens and closes it (the element keeps its own state). */
  open: boolean;
  labels: PanelLabels;
  children: ReactNode;
  /** False: always open, no toggle (the sorting in its own sheet). */
  collapsible?: boolean;
}

/** An accordion section: a native disclosure (its summary announces expanded/collapsed). */
export function FilterGroup({ label, count, open, labels, children, collapsible = true }: FilterGroupProps) {
  if (!collapsible) return <div className="py-1">{children}</div>;
  return (
    <details open={open || undefined} data-slot="filter-group" className="group/section border-b border-line">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 py-4 font-display text-lg text-ink transition-colors hover:text-brand [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2">
          {label}
          {count > 0 ? (
            <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand px-1.5 font-sans text-[0.6875rem] leading-5 text-surface">
              <span aria-hidden="true">{count}</span>
              <span className="sr-only">{labels.chosen.replace('#', String(count))}</span>
            </span>
          ) : null}
        </span>
        <ChevronDownIcon className="size-4 text-ink-muted transition-transform duration-200 group-open/section:rotate-180 motion-reduce:transition-none" />
      </summary>
      <div className="pb-4">{children}</div>
    </details>
  );
}
