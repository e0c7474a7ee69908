import { withPageParam } from '../../domain/catalogue/url';

/** Texts of the states without products; `hint` is the search's own text on a search. */
export interface EmptyListingLabels {
  empty: string;
  hint: string;
  emptyPage: string;
  firstPage: string;
  loadError: string;
  retry: string;
}

interface EmptyListingProps {
  labels: EmptyListingLabels;
  /** The catalogue call failed. */
  failed: boolean;
  /** There are products, just not on this page. */
  beyondLast: boolean;
  /** The listing's first page (retry and "first page" link to it). */
  firstPageHref: string;
}

/** What shows instead of the grid: no results, a page past the last, or a failed call. */
export function EmptyListing({ labels, failed, beyondLast, firstPageHref }: EmptyListingProps) {
  const [title, text] = failed ? [labels.loadError, null] : beyondLast ? [labels.emptyPage, null] : [labels.empty, labels.hint];
  return (
    <div data-slot="catalog-empty" className="flex flex-col items-start gap-3 border-y border-line py-12">
      <p className="font-display text-2xl text-ink">{title}</p>
      {text ? <p className="text-ink-soft">{text}</p> : null}
      {beyondLast || failed ? (
        <a href={firstPageHref} className="text-sm text-brand underline underline-offset-4">
          {failed ? labels.retry : labels.firstPage}
        </a>
      ) : null}
    </div>
  );
}

/** Spec section 9 has no cap; this keeps the hidden list of page links reasonable on huge catalogues. */
const MAX_SEO_PAGES = 500;

interface SeoPageLinksProps {
  last: number;
  basePath: string;
  baseQuery: string;
  label: string;
  /** "Pagina #": `#` is replaced by the number. */
  pageLabel: string;
}

/** Every page as a plain link, visually hidden: crawlers reach all products however far the scroll goes. */
export function SeoPageLinks({ last, basePath, baseQuery, label, pageLabel }: SeoPageLinksProps) {
  if (last <= 1) return null;
  const pages = Array.from({ length: Math.min(last, MAX_SEO_PAGES) }, (_, i) => i + 1);
  return (
    <nav aria-label={label} data-slot="seo-pages" className="sr-only">
      <ul>
        {pages.map((page) => (
          <li key={page}>
            <a href={`${basePath}${withPageParam(baseQuery, page)}`}>{pageLabel.replace('#', String(page))}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
