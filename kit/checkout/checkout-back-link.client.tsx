'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { ChevronLeftIcon } from '../ui/icons';

export interface CheckoutBackLinkProps {
  /** The cart page, with the short (phones) and the long label. */
  cart: { href: string; short: string; long: string };
  /** Where an order that is done sends the shopper on: the shop. */
  shop: { href: string; label: string };
}

/**
 * The checkout header's way back: to the cart while checking out; on the success page, whose cart
 * is spent, on to the shop (a client component: the checkout reaches that page without a reload,
 * and the layout around it is not rendered again). Not prefetched: a shopper at the checkout
 * seldom goes back, and each prefetch is a render on the server (an RSC request, which the page
 * cache does not answer) and work in the browser while the checkout loads.
 */
export function CheckoutBackLink({ cart, shop }: CheckoutBackLinkProps) {
  const done = /\/checkout\/success(\/|$)/.test(usePathname() ?? '');
  const className = 'inline-flex items-center gap-1 whitespace-nowrap text-ink-soft underline-offset-4 hover:underline';
  if (done) {
    return (
      <Link href={shop.href} prefetch={false} className={className}>
        {shop.label}
      </Link>
    );
  }
  return (
    <Link href={cart.href} prefetch={false} className={className}>
      <ChevronLeftIcon className="size-4" />
      {/* On phones the short word, so the header stays one line. */}
      <span className="sm:hidden">{cart.short}</span>
      <span className="hidden sm:inline">{cart.long}</span>
    </Link>
  );
}
