'use client';

import Link from 'next/link';
import { useStore } from 'zustand';
import { fill } from '../format/fill';
import { shopView } from '../state/shop-view';
import { HeartIcon } from '../ui/icons';

export interface WishlistLinkProps {
  href: string;
  className: string;
  /** "Verlanglijst", and with a count: "Verlanglijst, {count} sieraden". */
  labels: { wishlist: string; one: string; other: string };
}

/** The header's heart: a link to the wishlist, with the number of pieces on it once the runtime has loaded the list. */
export function WishlistLink({ href, className, labels }: WishlistLinkProps) {
  const count = useStore(shopView, (view) => view.wishlist.skus.length);
  return (
    <Link href={href} className={`relative ${className}`} aria-label={count > 0 ? fill(count === 1 ? labels.one : labels.other, { count }) : labels.wishlist}>
      <HeartIcon />
      {count > 0 ? (
        <span aria-hidden="true" data-slot="wishlist-count" className="absolute top-0.5 right-0.5 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-brand px-1 text-[0.625rem] leading-none font-semibold text-surface">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
