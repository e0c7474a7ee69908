'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { Locale } from '../../domain/locale';
import type { Transport } from '../data/client';
import { fill } from '../format/fill';
import { productPath, toCardProduct } from '../product/card-product';
import { ProductCard, type ProductCardLabels } from '../product/product-card';
import { trackSearch } from '../state/analytics';
import { withShop } from '../state/shop-view';
import { buttonVariants } from '../ui/button';
import { Dialog, DialogContent, DialogTitle, type DialogContentProps } from '../ui/dialog';
import { fieldControlClass } from '../ui/field';
import { SearchIcon, SpinnerIcon } from '../ui/icons';
import { INPUT, nextFocus, typesText } from './search-keys';
import { SEARCH_MAX_LENGTH, searchResultsHref, searchTerm } from './search-query';
import { useLiveSearch } from './use-live-search';

/** A query whose results stayed on screen this long counts as a search (analytics), once per query. */
export const SEARCH_EVENT_PAUSE_MS = 1000;

export interface SearchPopupLabels {
  title: string;
  /** The input's name: "Zoek in alle sieraden". */
  label: string;
  placeholder: string;
  /** Shown until the query is long enough. */
  hint: string;
  searching: string;
  /** The result list's name. */
  results: string;
  /** "{count} sieraad gevonden" / "{count} sieraden gevonden". */
  foundOne: string;
  foundOther: string;
  /** "Geen sieraden gevonden voor “{search}”…" */
  empty: string;
  failed: string;
  /** The action to the full results: "Bekijk het resultaat" / "Bekijk alle resultaten ({count})". */
  seeAllOne: string;
  seeAllOther: string;
  close: string;
}

export interface SearchPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on closing; the header puts it back on its button (it is no Radix trigger). */
  onCloseAutoFocus?: DialogContentProps['onCloseAutoFocus'];
  locale: Locale;
  currency: string;
  /** The localised catalogue: `/catalog`, `/en/catalog`. */
  catalogPath: string;
  /** '' or '/en': put before product paths. */
  localePrefix: string;
  labels: SearchPopupLabels;
  cardLabels: ProductCardLabels;
  /** The catalogue calls' transport; the browser's `fetch` by default (stories give a fake). */
  transport?: Transport;
}

/** The `search` event through the shop runtime's tracker (the shop's events and the page's integrations). */
const report = (term: string) =>
  void withShop().then(
    (shop) => trackSearch(shop.track, term),
    () => undefined,
  );

const seeAllClass = buttonVariants({ intent: 'primary', size: 'md' });

/**
 * The header's search popup (spec section 2: title, input, result grid, action button): results
 * as the shopper types, the arrow keys between the input and the results (roving focus: each
 * result is the catalogue's product card, a plain link), Enter on the input or the action to the
 * full results at `/catalog?search=…`. Escape closes (Radix, which also traps the focus).
 */
export function SearchPopup({ open, onOpenChange, onCloseAutoFocus, locale, currency, catalogPath, localePrefix, labels, cardLabels, transport }: SearchPopupProps) {
  const router = useRouter();
  const [value, setValue] = useState('');
  const term = searchTerm(value);
  const search = useLiveSearch(term, { lang: locale, transport });
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();
  const href = searchResultsHref(catalogPath, term);

  useEffect(() => {
    if (search.status !== 'results') return;
    const timer = setTimeout(() => report(term), SEARCH_EVENT_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search.status, term]);

  const leave = () => {
    report(term);
    onOpenChange(false);
  };

  const results = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const links = results();
    const at = event.target === input.current ? INPUT : links.indexOf(event.target as HTMLAnchorElement);
    if (at !== INPUT && at < 0) return;
    if (at !== INPUT && typesText(event)) {
      // The key lands in the input: typing goes on from a result.
      input.current?.focus();
      return;
    }
    const next = nextFocus(event.key, at, links.length);
    if (next === null) return;
    event.preventDefault();
    (next === INPUT ? input.current : links[next])?.focus();
  }

  const shown = search.status === 'results' || search.status === 'loading' ? search.shown : [];
  const status =
    search.status === 'idle'
      ? labels.hint
      : search.status === 'loading'
        ? labels.searching
        : search.status === 'results'
          ? fill(search.total === 1 ? labels.foundOne : labels.foundOther, { count: search.total })
          : search.status === 'empty'
            ? fill(labels.empty, { search: search.term })
            : labels.failed;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={labels.close}
        aria-describedby={undefined}
        data-slot="search-popup"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          input.current?.focus();
          input.current?.select();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
        className="top-0 left-0 flex h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 flex-col gap-4 overflow-hidden p-5 sm:top-[6vh] sm:left-1/2 sm:h-auto sm:max-h-[88vh] sm:w-[calc(100%-2rem)] sm:max-w-5xl sm:-translate-x-1/2 sm:p-8"
      >
        <DialogTitle className="pr-10">{labels.title}</DialogTitle>
        <div onKeyDown={onKeyDown} className="flex min-h-0 flex-1 flex-col gap-4">
          <form
            role="search"
            action={catalogPath}
            method="get"
            onSubmit={(event) => {
              event.preventDefault();
              if (!term) return;
              leave();
              router.push(href);
            }}
            className="relative"
          >
            <label htmlFor={`${id}-input`} className="sr-only">
              {labels.label}
            </label>
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted" />
            <input
              ref={input}
              id={`${id}-input`}
              type="search"
              name="search"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              placeholder={labels.placeholder}
              maxLength={SEARCH_MAX_LENGTH}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              aria-controls={`${id}-results`}
              aria-describedby={`${id}-status`}
              className={`${fieldControlClass} h-12 pl-11 text-base sm:text-base`}
            />
          </form>
          <p id={`${id}-status`} role="status" data-slot="search-status" data-state={search.status} className="flex min-h-5 items-center gap-2 text-sm text-ink-soft">
            {search.status === 'loading' ? <SpinnerIcon className="size-4" /> : null}
            {status}
          </p>
          <ul
            ref={list}
            id={`${id}-results`}
            aria-label={labels.results}
            aria-busy={search.status === 'loading' || undefined}
            onClick={(event: MouseEvent<HTMLUListElement>) => {
              if ((event.target as Element).closest('a')) report(term);
            }}
            className={`-m-1 grid min-h-0 flex-1 grid-cols-2 content-start gap-x-4 gap-y-6 overflow-y-auto p-1 transition-opacity sm:grid-cols-4 ${search.status === 'loading' ? 'opacity-60' : ''}`}
          >
            {shown.map((item) => {
              const card = toCardProduct(item);
              return (
                <li key={card.id}>
                  <ProductCard product={card} href={localePrefix + productPath(card)} locale={locale} currency={currency} labels={cardLabels} />
                </li>
              );
            })}
          </ul>
          {search.status === 'results' ? (
            // A router link, as Enter is a router push: the page's analytics module remembers that
            // the popup counted this search (kit/state/analytics.ts); a document load would count
            // it again. The popup's code loads on first use: no page's first-load JS has this.
            <Link href={href} onClick={leave} className={`${seeAllClass} self-stretch sm:self-center`}>
              {fill(search.total === 1 ? labels.seeAllOne : labels.seeAllOther, { count: search.total })}
            </Link>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
