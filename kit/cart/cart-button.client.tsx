'use client';

import type { MouseEvent } from 'react';
import { fill } from '../format/fill';
import { useCartCount, withShop } from '../state/shop-view';
import { badgeText, countBadgeClass } from '../ui/count-badge';
import { BagIcon } from '../ui/shop-icons';

export interface CartButtonProps {
  href: string;
  className: string;
  /** "Winkelwagen", and with a count: "Winkelwagen, {count} artikel(en)". */
  labels: { cart: string; one: string; other: string };
}

/**
 * The header's cart: a link to the cart page that opens the drawer instead when scripts run
 * (a modified click still opens the page). Shows the number of pieces once the cart is loaded.
 */
export function CartButton({ href, className, labels }: CartButtonProps) {
  const count = useCartCount();
  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void withShop().then((shop) => shop.openCart());
  }
  return (
    <a href={href} onClick={open} className={`relative ${className}`} aria-label={count > 0 ? fill(count === 1 ? labels.one : labels.other, { count }) : labels.cart}>
      <BagIcon />
      {count > 0 ? (
        <span aria-hidden="true" data-slot="cart-count" className={countBadgeClass}>
          {badgeText(count)}
        </span>
      ) : null}
    </a>
  );
}
