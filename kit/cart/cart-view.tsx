import type { Cart, CartItem } from '../../api/contract/cart';
import type { Locale } from '../../domain/locale';
import { lineMaxQuantity } from '../../domain/cart/cart-rules';
import { Button } from '../ui/button';
import { BagIcon } from '../ui/icons';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import type { CartViewLabels } from './cart-labels';
import { Notice } from '../ui/notice';

export { cartLabels, type CartLabels, type CartViewLabels } from './cart-labels';

export interface CartViewProps {
  /** Undefined while the first load runs, or when there is no cart (shown as empty). */
  cart: Cart | undefined;
  variant?: 'drawer' | 'page';
  currency: string;
  locale: Locale;
  labels: CartViewLabels;
  /** Skeleton while `cart` is undefined. */
  loading?: boolean;
  /** Loading failed: `true` shows `labels.loadError`, a string shows itself (already translated). */
  error?: boolean | string | null;
  onRetry?: () => void;
  /** Lines whose removal is under way. */
  removingIds?: readonly number[];
  onQuantityChange: (itemId: number, quantity: number) => void;
  onRemove: (itemId: number) => void;
  productHref: (item: CartItem) => string;
  /** "Verder winkelen" of the empty cart. */
  shopHref: string;
  checkoutHref: string;
  /** Adds "Bekijk winkelwagen" under checkout (the drawer). */
  cartHref?: string;
}

/**
 * The cart's lines and summary. Page: lines left, a sticky summary right from lg. Drawer: the
 * lines scroll, the summary stays at the bottom. Also the empty, loading and error states.
 */
export function CartView(props: CartViewProps) {
  const { cart, variant = 'page', currency, locale, labels, loading = false, error, removingIds = [], cartHref } = props;
  const drawer = variant === 'drawer';
  const alert = error ? <CartError {...props} message={error === true ? labels.loadError : error} /> : null;

  if (!cart || cart.items.length === 0) {
    const state = alert && !cart ? alert : !cart && loading ? <CartSkeleton label={labels.loading} /> : <CartEmpty {...props} />;
    return (
      <div data-slot="cart-view" data-variant={variant} className={drawer ? 'flex flex-1 flex-col justify-center px-6 py-10' : 'py-6'}>
        {cart ? alert : null}
        {state}
      </div>
    );
  }

  const lines = (
    <ul aria-label={labels.items} className={drawer ? 'divide-y divide-line' : 'divide-y divide-line border-y border-line'}>
      {cart.items.map((item) => (
        <CartLine
          key={item.id}
          item={item}
          href={props.productHref(item)}
          currency={currency}
          locale={locale}
          labels={labels}
          maxQuantity={lineMaxQuantity(item)}
          removing={removingIds.includes(item.id)}
          onQuantityChange={(quantity) => props.onQuantityChange(item.id, quantity)}
          onRemove={() => props.onRemove(item.id)}
        />
      ))}
    </ul>
  );
  const summary = (className: string) => (
    <CartSummary
      cart={cart}
      currency={currency}
      locale={locale}
      labels={labels}
      checkoutHref={props.checkoutHref}
      secondaryLink={cartHref ? { href: cartHref, label: labels.viewCart } : undefined}
      variant={variant}
      className={className}
    />
  );

  if (drawer) {
    return (
      <div data-slot="cart-view" data-variant="drawer" className="flex min-h-0 flex-1 flex-col">
        <div className="min-h-0 flex-1 overflow-y-auto px-6">
          {alert ? <div className="pt-5">{alert}</div> : null}
          {lines}
        </div>
        {summary('border-t border-line px-6 py-5')}
      </div>
    );
  }
  return (
    <div data-slot="cart-view" data-variant="page" className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-16">
      <div className="flex min-w-0 flex-col gap-4">
        {alert}
        {lines}
      </div>
      {summary('border border-line bg-surface p-6 lg:sticky lg:top-24')}
    </div>
  );
}

function CartEmpty({ labels, shopHref }: CartViewProps) {
  return (
    <div data-slot="cart-empty" className="flex flex-col items-center gap-5 text-center">
      <BagIcon className="size-10 text-ink-muted" />
      <p className="font-display text-2xl text-ink">{labels.empty}</p>
      <Button asChild intent="secondary">
        <a href={shopHref}>{labels.continueShopping}</a>
      </Button>
    </div>
  );
}

function CartError({ labels, onRetry, message }: CartViewProps & { message: string }) {
  return (
    <Notice as="div" tone="error" size="box" role="alert" data-slot="cart-error">
      <p>{message}</p>
      {onRetry ? (
        <Button intent="secondary" size="sm" onClick={onRetry}>
          {labels.retry}
        </Button>
      ) : null}
    </Notice>
  );
}

function CartSkeleton({ label }: { label: string }) {
  const block = 'animate-pulse bg-line motion-reduce:animate-none';
  return (
    <div role="status" aria-busy="true" data-slot="cart-loading" className="w-full">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className="divide-y divide-line">
        {[0, 1, 2].map((n) => (
          <li key={n} className="flex gap-4 py-5">
            <div className={`size-20 shrink-0 sm:size-24 ${block}`} />
            <div className="flex flex-1 flex-col gap-2 pt-1">
              <div className={`h-4 w-3/5 ${block}`} />
              <div className={`h-3 w-2/5 ${block}`} />
              <div className={`mt-auto h-9 w-28 ${block}`} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
