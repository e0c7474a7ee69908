'use client';

/** The client parts both list islands (wishlist, comparison) share: the page hook, item link, price, stock pill, remove button and fallback. */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '../../domain/locale';
import type { ListItem, ListKind, StockStatus } from '../../api/contract/lists';
import { Price } from '../product/price';
import { fill } from '../format/fill';
import { localizePath } from '../i18n/paths';
import { useListView, withShop, type ShopListView } from '../state/shop-view';
import { Button } from '../ui/button';
import { TrashIcon } from '../ui/icons';
import type { ListLabels } from './list-parts';
import { Notice } from '../ui/notice';

/** The product page of a list item, localised, with the listed configuration chosen (not for embedded products). */
export function listItemHref(item: ListItem, locale: Locale): string {
  const path = `/product/${encodeURIComponent(item.slug)}`;
  return localizePath(item.embedded ? path : `${path}?configuration_id=${encodeURIComponent(item.configuration_id)}`, locale);
}

/**
 * A list page's items and actions: reloads the list once on mount, adds an item's configuration
 * to the cart, removes an item (announced, focus moved to the next remove button or the page's link).
 */
export function useListPage(kind: ListKind, labels: Pick<ListLabels, 'removed'>) {
  const view = useListView(kind);
  const root = useRef<HTMLDivElement>(null);
  const focusAfterRemove = useRef<number | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const refresh = () => void withShop().then((shop) => shop.refreshList(kind), () => undefined);

  useEffect(() => {
    void withShop().then((shop) => shop.refreshList(kind), () => undefined);
  }, [kind]);

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null || !root.current) return;
    focusAfterRemove.current = null;
    const removes = root.current.querySelectorAll<HTMLElement>('[data-slot="list-remove"]');
    (removes[Math.min(index, removes.length - 1)] ?? root.current.querySelector<HTMLElement>('a[href]'))?.focus();
  }, [view.items]);

  async function add(item: ListItem) {
    setAdding(item.sku);
    try {
      // False when refused: the runtime has told the shopper why.
      await (await withShop()).addToCart({ configuration_id: item.configuration_id, quantity: 1 });
    } finally {
      setAdding(null);
    }
  }

  async function remove(item: ListItem) {
    focusAfterRemove.current = view.items.indexOf(item);
    await (await withShop()).toggleList(kind, item.sku);
    setAnnouncement(fill(labels.removed, { title: item.title }));
  }

  return { view, root, adding, announcement, add, remove, refresh };
}

const pillTones: Record<StockStatus, string> = {
  in_stock: 'bg-success/10 text-success',
  stock_out: 'bg-sale/10 text-sale',
  pre_order: 'bg-brand-soft text-brand-strong',
};

/** In stock, out of stock or pre-order, as a small pill. */
export function StockPill({ status, labels }: { status: StockStatus; labels: Pick<ListLabels, 'stock'> }) {
  return (
    <span data-slot="stock-pill" data-status={status} className={`inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ${pillTones[status]}`}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {labels.stock[status]}
    </span>
  );
}

/** An item's price: the regular price struck through when it pays less; nothing for a price of 0. */
export function ListPrice({ item, currency, locale, labels }: { item: ListItem; currency: string; locale: Locale; labels: ListLabels }) {
  if (item.price <= 0) return null;
  const onSale = item.base_cost > item.price;
  return <Price regular={item.base_cost} final={item.price} onSale={onSale} from={item.start_at_cost} currency={currency} locale={locale} labels={labels} muted={item.stock_status === 'stock_out'} />;
}

/** Removes an item from its list: an icon button named after the product. */
export function RemoveButton({ item, labels, onRemove, className = '' }: { item: ListItem; labels: ListLabels; onRemove: () => void; className?: string }) {
  return (
    <button
      type="button"
      data-slot="list-remove"
      aria-label={fill(labels.remove, { title: item.title })}
      onClick={onRemove}
      className={`inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-brand-soft hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand motion-reduce:transition-none ${className}`}
    >
      <TrashIcon className="size-4.5" />
    </button>
  );
}

export const skeletonBlock = 'animate-pulse bg-line motion-reduce:animate-none';

interface ListFallbackProps {
  status: ShopListView['status'];
  labels: ListLabels;
  catalogHref: string;
  onRetry: () => void;
  /** The loading state's outline of the content, hidden from assistive tech. */
  skeleton: ReactNode;
}

/** A list without items: a skeleton while it loads, an error with retry, or the empty text with a link to the catalogue. */
export function ListFallback({ status, labels, catalogHref, onRetry, skeleton }: ListFallbackProps) {
  if (status === 'idle' || status === 'loading') {
    return (
      <div role="status" aria-busy="true" data-slot="list-loading">
        <span className="sr-only">{labels.loading}</span>
        <div aria-hidden="true">{skeleton}</div>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <Notice as="div" tone="error" size="box" role="alert" data-slot="list-error">
        <p>{labels.loadError}</p>
        <Button intent="secondary" size="sm" onClick={onRetry}>
          {labels.retry}
        </Button>
      </Notice>
    );
  }
  return (
    <div data-slot="list-empty" className="flex flex-col items-center gap-5 border border-line bg-surface px-6 py-12 text-center">
      <p className="max-w-prose text-base leading-relaxed text-ink-soft">{labels.empty}</p>
      <Button asChild intent="secondary">
        <a href={catalogHref}>{labels.browse}</a>
      </Button>
    </div>
  );
}
