import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  href?: string;
}

export interface NeighbourLink {
  href: string;
  title: string;
}

export interface BreadcrumbProps {
  items: Crumb[];
  previous?: NeighbourLink | null;
  next?: NeighbourLink | null;
  labels: {
    breadcrumb: string;
    navigation: string;
    previous: string;
    next: string;
    /** With `{title}`. */
    previousProduct: string;
    nextProduct: string;
  };
}

const neighbour =
  'inline-flex items-center gap-1 py-1 text-xs tracking-[0.14em] text-ink-muted uppercase transition-colors hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** Home › category › product, with links to the previous and next product of the category. */
export function Breadcrumb({ items, previous, next, labels }: BreadcrumbProps) {
  return (
    <div data-slot="breadcrumb" className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
      <nav aria-label={labels.breadcrumb} className="min-w-0">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
          {items.map((item, i) => (
            <li key={i} className="flex min-w-0 items-center gap-2">
              {i > 0 ? <ChevronRightIcon className="size-3 text-ink-muted" /> : null}
              {item.href ? (
                <a href={item.href} className="underline-offset-4 transition-colors hover:text-brand hover:underline">
                  {item.label}
                </a>
              ) : (
                <span aria-current="page" className="truncate text-ink">
                  {item.label}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {previous || next ? (
        <nav aria-label={labels.navigation} className="flex items-center gap-4">
          {previous ? (
            <a href={previous.href} rel="prev" className={neighbour} aria-label={labels.previousProduct.replace('{title}', previous.title)} title={previous.title}>
              <ChevronLeftIcon className="size-3.5" />
              {labels.previous}
            </a>
          ) : null}
          {next ? (
            <a href={next.href} rel="next" className={neighbour} aria-label={labels.nextProduct.replace('{title}', next.title)} title={next.title}>
              {labels.next}
              <ChevronRightIcon className="size-3.5" />
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
