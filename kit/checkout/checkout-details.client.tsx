'use client';

import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { ShippingAddress } from '../../api/contract/accounts';
import type { Cart } from '../../api/contract/cart';
import type { Locale } from '../../domain/locale';
import type { FormValidationTexts } from '../../domain/forms/form-rules';
import { checkoutEventPayload } from './checkout-events';
import { rememberOrder } from './checkout-payment';
import type { CheckoutFieldSpecs, CheckoutPaths, DetailsLabels, checkoutButtons } from './checkout-setup';
import { CheckoutEmpty, CheckoutLoadError, CheckoutLoading } from './checkout-states';
import { statusOf, useRuntime } from './use-runtime';

// The form shows once the runtime has opened the cart: its code loads at once, beside the runtime's.
const loadForm = () => import('./checkout-details-form');
const DetailsForm = lazy(() => loadForm().then((module) => ({ default: module.DetailsForm })));

export interface CheckoutDetailsProps {
  locale: Locale;
  /** `/checkout/{id}`: this cart becomes the current one. */
  cartId?: string;
  fields: CheckoutFieldSpecs;
  texts: FormValidationTexts;
  /** A signed-in customer's saved addresses (empty for guests). */
  saved: ShippingAddress[];
  /** Sign-in that comes back here; null when signed in. */
  signInHref: string | null;
  labels: DetailsLabels;
  paths: CheckoutPaths;
  buttons: typeof checkoutButtons;
  /** Server-rendered top of the form, shown above the skeleton until the form is there. */
  preview?: ReactNode;
}

type Phase = 'loading' | 'none' | 'empty' | 'error' | 'leaving' | 'ready';

/** Step 1 of the checkout: opens the cart (bound to the customer, pre-filled), then the form beside the summary. */
export function CheckoutDetails(props: CheckoutDetailsProps) {
  const runtime = useRuntime();
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>('loading');
  const [attempt, setAttempt] = useState(0);
  const [opened, setOpened] = useState<Cart | null>(null);
  const { cartId, paths, labels } = props;

  useEffect(() => void loadForm(), []);

  useEffect(() => {
    if (!runtime) return;
    let live = true;
    runtime.checkout.open(cartId).then(
      (opening) => {
        if (!live) return;
        if (opening.kind === 'ordered') {
          // An order was placed from this cart already: show it, or let the shopper pay it.
          rememberOrder(runtime.session, opening.cart.unique_id, opening.order.id);
          setPhase('leaving');
          router.replace(opening.to === 'success' ? `${paths.success}/${opening.order.id}` : paths.payout);
        } else if (opening.kind === 'ready') {
          setOpened(opening.cart);
          setPhase('ready');
          runtime.track('begin_checkout', checkoutEventPayload(opening.cart));
        } else setPhase(opening.kind);
      },
      (error: unknown) => {
        if (!live) return;
        setPhase('error');
        runtime.track('checkout_error', { step: 'open', status: statusOf(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [runtime, cartId, attempt, router, paths]);

  if (phase === 'none' || phase === 'empty') {
    return <CheckoutEmpty label={labels.empty} action={{ href: paths.catalog, label: labels.continueShopping, className: props.buttons.secondary }} />;
  }
  if (phase === 'error') return <CheckoutLoadError message={labels.loadError} retry={labels.retry} onRetry={() => setAttempt((n) => n + 1)} className={props.buttons.secondary} />;
  const loading = <CheckoutLoading label={labels.loading} lead={props.preview} />;
  if (!runtime || phase !== 'ready' || !opened) return loading;
  return (
    <Suspense fallback={loading}>
      <DetailsForm {...props} runtime={runtime} opened={opened} />
    </Suspense>
  );
}
