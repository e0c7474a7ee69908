'use client';

import type { ReactNode } from 'react';
import type { Locale } from '../../domain/locale';
import type { ListItem } from '../../api/contract/lists';
import { fill } from '../../kit/format/fill';
import { Button } from '../../kit/ui/button';
import type { ListLabels } from '../../kit/saved-lists/list-parts';
import { ListFallback, ListPrice, RemoveButton, StockPill, listItemHref, skeletonBlock, useListPage } from '../../kit/saved-lists/list-parts.client';

export interface ComparisonLabels extends ListLabels {
  /** The table's caption (read by screen readers). */
  caption: string;
  /** Row headers. */
  product: string;
  price: string;
  availability: string;
  metal: string;
  size: string;
  stone: string;
  shape: string;
  category: string;
  sku: string;
  actions: string;
  /** Spoken in an empty cell, which shows a dash. */
  notApplicable: string;
}

export interface ComparisonViewProps {
  locale: Locale;
  currency: string;
  /** The catalogue, localised (the empty state's link). */
  catalogHref: string;
  labels: ComparisonLabels;
}

/**
 * The first column: row headers that stay put while the products scroll sideways. Narrow on phones
 * (6rem, long words such as "Beschikbaarheid" hyphenate or wrap) so a product and a half show
 * beside it; wider from md.
 */
const rowHeader =
  'sticky left-0 z-10 w-24 min-w-24 border-r border-line bg-canvas py-4 pr-2 text-left text-[0.6875rem] leading-snug font-medium tracking-[0.06em] text-ink-muted uppercase hyphens-auto wrap-anywhere md:w-44 md:min-w-44 md:pr-6 md:text-xs md:tracking-[0.14em]';
/** A product's column: four fit side by side in the container; more scroll. */
const cell = 'w-56 min-w-56 px-3 py-4 text-left align-top md:w-64 md:min-w-64 md:px-5';

/** An empty cell: a dash for the eye, "not applicable" for screen readers. */
function NotApplicable({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true" className="text-ink-muted">
        —
      </span>
      <span className="sr-only">{label}</span>
    </>
  );
}

/**
 * The compared products side by side: a table with a column per product (image and title, price,
 * stock status, metal, size, stones, shapes, category, SKU, add to cart and remove) that scrolls
 * sideways on narrow screens.
 */
export function ComparisonView({ locale, currency, catalogHref, labels }: ComparisonViewProps) {
  const { view, root, adding, announcement, add, remove, refresh } = useListPage('comparison', labels);
  const items = view.items;
  const empty = <NotApplicable label={labels.notApplicable} />;
  const text = (value: string | null) => (value ? <span className="text-ink-soft">{value}</span> : empty);
  const row = (header: string, content: (item: ListItem) => ReactNode) => (
    <tr className="border-t border-line">
      <th scope="row" className={`${rowHeader} align-top`}>
        {header}
      </th>
      {items.map((item) => (
        <td key={item.sku} className={cell}>
          {content(item)}
        </td>
      ))}
    </tr>
  );
  return (
    <div ref={root} data-slot="comparison-view">
      {items.length === 0 ? (
        <ListFallback
          status={view.status}
          labels={labels}
          catalogHref={catalogHref}
          onRetry={refresh}
          skeleton={
            <div className="flex gap-6 overflow-hidden">
              <div className="flex w-24 shrink-0 flex-col gap-4 md:w-44">{[0, 1, 2].map((n) => <div key={n} className={`h-4 ${skeletonBlock}`} />)}</div>
              {[0, 1, 2].map((n) => (
                <div key={n} className="flex w-56 shrink-0 flex-col gap-3 md:w-64">
                  <div className={`aspect-square ${skeletonBlock}`} />
                  <div className={`h-4 w-3/4 ${skeletonBlock}`} />
                  <div className={`h-9 ${skeletonBlock}`} />
                </div>
              ))}
            </div>
          }
        />
      ) : (
        <div data-slot="comparison-scroller" className="overflow-x-auto overscroll-x-contain">
          <table className="w-max min-w-full border-collapse text-sm text-ink">
            <caption className="sr-only">{labels.caption}</caption>
            <thead>
              <tr>
                <th scope="col" className={`${rowHeader} align-bottom`}>
                  {labels.product}
                </th>
                {items.map((item) => (
                  <th key={item.sku} scope="col" className={`${cell} font-normal`}>
                    <a href={listItemHref(item, locale)} className="group flex flex-col gap-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
                      {/* At most the column's own width: with one or two pieces the table stretches to the page. */}
                      <span className="block aspect-square w-full max-w-50 overflow-hidden bg-surface md:max-w-54">
                        {item.image ? (
                          <img src={item.image.url} alt="" width={item.image.width} height={item.image.height} loading="lazy" decoding="async" className={`size-full object-cover ${item.stock_status === 'stock_out' ? 'opacity-60' : ''}`} />
                        ) : null}
                      </span>
                      <span className="font-display text-base leading-snug text-ink group-hover:text-brand md:text-lg">{item.title}</span>
                    </a>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {row(labels.price, (item) => <ListPrice item={item} currency={currency} locale={locale} labels={labels} />)}
              {row(labels.availability, (item) => <StockPill status={item.stock_status} labels={labels} />)}
              {row(labels.metal, (item) =>
                item.material ? (
                  <span className="inline-flex items-center gap-1.5 text-ink-soft">
                    <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full border border-line" style={{ backgroundColor: item.material.color }} />
                    {item.material.title}
                  </span>
                ) : (
                  empty
                ),
              )}
              {row(labels.size, (item) => text(item.size))}
              {row(labels.stone, (item) => text(item.stones.join(', ')))}
              {row(labels.shape, (item) => text(item.stone_shapes.join(', ')))}
              {row(labels.category, (item) => text(item.category))}
              {row(labels.sku, (item) => <span className="font-mono text-xs break-all text-ink-soft">{item.configuration_id}</span>)}
              {row(labels.actions, (item) => (
                <div className="flex items-center gap-2">
                  <Button
                    size="sm"
                    className="flex-1 px-2"
                    disabled={item.stock_status === 'stock_out'}
                    loading={adding === item.sku}
                    loadingLabel={labels.adding}
                    aria-label={fill(labels.addToCartNamed, { title: item.title })}
                    onClick={() => void add(item)}
                  >
                    {labels.addToCart}
                  </Button>
                  <RemoveButton item={item} labels={labels} onRemove={() => void remove(item)} />
                </div>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
