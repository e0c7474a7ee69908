'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '../../domain/locale';
import { productPath, type CardProduct } from '../../kit/product/card-product';
import { ProductCard, type ProductCardLabels } from '../../kit/product/product-card';
import { readViewed, recordViewed } from '../../kit/product/recently-viewed';
import { loadViewed } from './load-viewed';

export interface RecentlyViewedViewProps {
  blockId: number;
  title: string;
  count: number;
  /** The product page's own product, not shown again. */
  excludeId: number | null;
  locale: Locale;
  currency: string;
  /** '' or '/en'. */
  localePrefix: string;
  /** `{title}` in the toggle names stands for the product's title. */
  labels: ProductCardLabels;
}

/**
 * The recently viewed products of this browser (localStorage, newest first), fetched once the
 * page runs. Nothing until they are in, and nothing at all when none were viewed. On a product
 * page (the `product` CMS page carries this block) it also records the product as viewed, so the
 * product page's own first-load JavaScript does not have to.
 */
export function RecentlyViewedView({ blockId, title, count, excludeId, locale, currency, localePrefix, labels }: RecentlyViewedViewProps) {
  const [products, setProducts] = useState<CardProduct[]>([]);

  useEffect(() => {
    const ids = readViewed()
      .filter((id) => id !== excludeId)
      .slice(0, count);
    // On a product page the block records that product too (after reading: it never shows itself).
    if (excludeId !== null) recordViewed(excludeId);
    if (ids.length === 0) return;
    let live = true;
    void loadViewed(ids, locale).then((cards) => {
      if (live) setProducts(cards);
    });
    return () => {
      live = false;
    };
  }, [excludeId, count, locale]);

  if (products.length === 0) return null;
  const headingId = `recently-viewed-${blockId}-title`;
  return (
    <section data-block="recently-viewed" data-block-id={blockId} aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-6 font-display text-3xl leading-tight text-ink md:mb-8 md:text-4xl">
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 md:grid-cols-4">
        {products.map((product) => {
          const name = product.mixedTranslation.title;
          return (
            <li key={product.id}>
              <ProductCard
                product={product}
                href={localePrefix + productPath(product)}
                locale={locale}
                currency={currency}
                labels={{ ...labels, wishlist: labels.wishlist.replace('{title}', name), compare: labels.compare.replace('{title}', name) }}
                toggles
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
