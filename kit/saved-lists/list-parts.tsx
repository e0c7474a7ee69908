/** The parts the wishlist and comparison blocks share on the server: their texts, section and currency. */
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { ListKind, StockStatus } from '../../api/contract/lists';

/** Texts of a list island; `{title}` in addToCartNamed, remove and removed is the product's title. */
export interface ListLabels {
  empty: string;
  browse: string;
  loading: string;
  loadError: string;
  retry: string;
  from: string;
  was: string;
  now: string;
  stock: Record<StockStatus, string>;
  addToCart: string;
  addToCartNamed: string;
  adding: string;
  remove: string;
  removed: string;
}

/** The shop sells in euros (the bootstrap's currency_code); the block context carries no currency. */
export const LIST_CURRENCY = 'EUR';

/** The texts both list islands share, as plain strings; `{title}` stands for the product's title. */
export function listLabels(t: TFunction, kind: ListKind, emptyText: string | undefined): ListLabels {
  const title = { title: '{title}' };
  return {
    empty: emptyText ?? t(`lists.${kind}Empty`),
    browse: t('lists.browse'),
    loading: t('lists.loading'),
    loadError: t('lists.loadError'),
    retry: t('lists.retry'),
    from: t('lists.from'),
    was: t('lists.wasPrice'),
    now: t('lists.nowPrice'),
    stock: { in_stock: t('lists.inStock'), stock_out: t('lists.stockOut'), pre_order: t('lists.preOrder') },
    addToCart: t('lists.addToCart'),
    addToCartNamed: t('lists.addToCartNamed', title),
    adding: t('lists.adding'),
    remove: t(`lists.${kind}Remove`, title),
    removed: t(`lists.${kind}Removed`, title),
  };
}

interface ListSectionProps {
  type: 'wishlist' | 'comparison';
  id: number;
  title: string;
  intro: string | undefined;
  children: ReactNode;
}

/** The section around a list island: named by its heading, with the merchandiser's intro. */
export function ListSection({ type, id, title, intro, children }: ListSectionProps) {
  const headingId = `${type}-${id}-title`;
  return (
    <section aria-labelledby={headingId} data-block={type} data-block-id={id}>
      <header className="mb-6 flex max-w-prose flex-col gap-3 md:mb-8">
        <h2 id={headingId} className="font-display text-3xl leading-tight text-ink md:text-4xl">
          {title}
        </h2>
        {intro ? <p className="text-base leading-relaxed text-ink-soft">{intro}</p> : null}
      </header>
      {children}
    </section>
  );
}
