import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { JsonLd } from './json-ld';

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
  /**
   * Absolute URL of this page: with it the trail is also given to search engines (a schema.org
   * BreadcrumbList; the links are resolved against it).
   */
  pageUrl?: string;
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

/** The trail as a schema.org BreadcrumbList: each crumb's link made absolute on `pageUrl`, the last one the page itself. */
export function breadcrumbJsonLd(items: Crumb[], pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: item.href ? new URL(item.href, pageUrl).toString() : pageUrl,
    })),
  };
}

/** Home › category › product, with links to the previous and next product of the category. */
export function Breadcrumb({ items, pageUrl, previous, next, labels }: BreadcrumbProps) {
  return (
    <div data-slot="breadcrumb" className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
      {pageUrl ? <JsonLd data={breadcrumbJsonLd(items, pageUrl)} /> : null}
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
