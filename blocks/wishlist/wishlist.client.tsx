'use client';

import type { Locale } from '../../domain/locale';
import type { ListItem } from '../../api/contract/lists';
import { fill } from '../../kit/format/fill';
import { Button } from '../../kit/ui/button';
import type { ListLabels } from '../../kit/saved-lists/list-parts';
import { ListFallback, ListPrice, RemoveButton, StockPill, listItemHref, skeletonBlock, useListPage } from '../../kit/saved-lists/list-parts.client';

export interface WishlistViewProps {
  locale: Locale;
  currency: string;
  /** Cards per row from lg up. */
  columns: 2 | 3 | 4;
  /** The catalogue, localised (the empty state's link). */
  catalogHref: string;
  labels: ListLabels & { items: string };
}

const columnClasses = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'md:grid-cols-3 lg:grid-cols-4' } as const;

/** The wishlist's cards: image, title, price, stock status, add to cart and remove. */
export function WishlistView({ locale, currency, columns, catalogHref, labels }: WishlistViewProps) {
  const { view, root, adding, announcement, add, remove, refresh } = useListPage('wishlist', labels);
  const grid = `grid grid-cols-2 gap-x-4 gap-y-8 md:gap-x-6 ${columnClasses[columns]}`;
  return (
    <div ref={root} data-slot="wishlist-view">
      {view.items.length === 0 ? (
        <ListFallback
          status={view.status}
          labels={labels}
          catalogHref={catalogHref}
          onRetry={refresh}
          skeleton={
            <div className={grid}>
              {Array.from({ length: columns }, (_, n) => (
                <div key={n} className="flex flex-col gap-3">
                  <div className={`aspect-[4/5] ${skeletonBlock}`} />
                  <div className={`h-4 w-3/4 ${skeletonBlock}`} />
                  <div className={`h-3 w-1/3 ${skeletonBlock}`} />
                  <div className={`h-9 ${skeletonBlock}`} />
                </div>
              ))}
            </div>
          }
        />
      ) : (
        <ul aria-label={labels.items} className={grid}>
          {view.items.map((item) => (
            <li key={item.sku}>
              <WishlistCard item={item} locale={locale} currency={currency} labels={labels} adding={adding === item.sku} onAdd={() => void add(item)} onRemove={() => void remove(item)} />
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

interface WishlistCardProps {
  item: ListItem;
  locale: Locale;
  currency: string;
  labels: ListLabels;
  adding: boolean;
  onAdd: () => void;
  onRemove: () => void;
}

function WishlistCard({ item, locale, currency, labels, adding, onAdd, onRemove }: WishlistCardProps) {
  const href = listItemHref(item, locale);
  const soldOut = item.stock_status === 'stock_out';
  return (
    <article data-slot="wishlist-card" data-status={item.stock_status} className="flex h-full flex-col">
      <div className="relative">
        {/* The title is the card's link; this one is the same target for pointer users only. */}
        <a href={href} aria-hidden="true" tabIndex={-1} className="block aspect-[4/5] overflow-hidden bg-surface">
          {item.image ? (
            <img src={item.image.url} alt="" width={item.image.width} height={item.image.height} loading="lazy" decoding="async" className={`size-full object-cover ${soldOut ? 'opacity-60' : ''}`} />
          ) : null}
        </a>
        <RemoveButton item={item} labels={labels} onRemove={onRemove} className="absolute top-2 right-2 bg-surface/90 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-2 pt-3">
        <h3 className="font-display text-base leading-snug md:text-lg">
          <a href={href} className="text-ink hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
            {item.title}
          </a>
        </h3>
        <ListPrice item={item} currency={currency} locale={locale} labels={labels} />
        <StockPill status={item.stock_status} labels={labels} />
        <Button size="sm" className="mt-auto w-full px-2" disabled={soldOut} loading={adding} loadingLabel={labels.adding} aria-label={fill(labels.addToCartNamed, { title: item.title })} onClick={onAdd}>
          {labels.addToCart}
        </Button>
      </div>
    </article>
  );
}
