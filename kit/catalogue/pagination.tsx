import type { ReactNode } from 'react';
import { pageItems } from '../../domain/catalogue/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';

export interface PaginationLabels {
  nav: string;
  previous: string;
  next: string;
  /** "Pagina #": `#` is replaced by the number. */
  page: string;
}

interface PaginationProps {
  current: number;
  last: number;
  hrefFor: (page: number) => string;
  labels: PaginationLabels;
}

const cell = 'inline-flex size-10 items-center justify-center text-sm tabular-nums transition-colors';
const link = `${cell} text-ink-soft hover:bg-brand-soft hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand`;

/** Numbered pages with previous/next arrows (spec: range 3, one page at each end). Nothing for a single page. */
export function Pagination({ current, last, hrefFor, labels }: PaginationProps) {
  if (last <= 1) return null;
  const arrow = (page: number, label: string, icon: ReactNode) =>
    page >= 1 && page <= last ? (
      <a href={hrefFor(page)} aria-label={label} rel={page < current ? 'prev' : 'next'} className={link}>
        {icon}
      </a>
    ) : (
      <span aria-hidden="true" className={`${cell} text-ink-muted/40`}>
        {icon}
      </span>
    );
  return (
    <nav aria-label={labels.nav} data-slot="pagination" className="mt-12 flex justify-center">
      <ul className="flex items-center gap-1">
        <li>{arrow(current - 1, labels.previous, <ChevronLeftIcon className="size-4" />)}</li>
        {pageItems(current, last).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className={`${cell} text-ink-muted`}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                href={hrefFor(item.page)}
                aria-label={labels.page.replace('#', String(item.page))}
                aria-current={item.current ? 'page' : undefined}
                className={item.current ? `${cell} border border-ink font-medium text-ink` : link}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
        <li>{arrow(current + 1, labels.next, <ChevronRightIcon className="size-4" />)}</li>
      </ul>
    </nav>
  );
}
