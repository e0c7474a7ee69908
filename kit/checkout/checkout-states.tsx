import type { ReactNode } from 'react';
import { CheckoutNotice } from './checkout-notice';
import { BagIcon } from '../ui/icons';

/**
 * While the cart or order loads: a busy skeleton of the form and the summary. `lead`: what of the
 * form the server can show already (step 1's note and contact texts), above the skeleton.
 */
export function CheckoutLoading({ label, lead }: { label: string; lead?: ReactNode }) {
  const block = 'animate-pulse bg-line motion-reduce:animate-none';
  return (
    <div data-slot="checkout-loading" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-12">
      <div className="flex min-w-0 flex-col gap-10">
        {lead}
        <div role="status" aria-busy="true" className="flex flex-col gap-5">
          <span className="sr-only">{label}</span>
          {lead ? null : <div aria-hidden="true" className={`h-6 w-48 ${block}`} />}
          <div aria-hidden="true" className={`h-11 w-full ${block}`} />
          <div aria-hidden="true" className={`h-6 w-40 ${block}`} />
          <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2">
            {[0, 1, 2, 3].map((n) => (
              <div key={n} className={`h-11 ${block}`} />
            ))}
          </div>
          <div aria-hidden="true" className={`h-24 w-full ${block}`} />
        </div>
      </div>
      <div aria-hidden="true" className={`h-80 ${block}`} />
    </div>
  );
}

/** No cart, or nothing in it: a way back to the shop. */
export function CheckoutEmpty({ label, action }: { label: string; action: { href: string; label: string; className: string } }) {
  return (
    <div data-slot="checkout-empty" className="flex flex-col items-center gap-5 py-12 text-center">
      <BagIcon className="size-10 text-ink-muted" />
      <p className="font-display text-2xl text-ink">{label}</p>
      <a href={action.href} className={action.className}>
        {action.label}
      </a>
    </div>
  );
}

/** Loading failed: the message and a retry button. */
export function CheckoutLoadError({ message, retry, onRetry, className }: { message: string; retry: string; onRetry: () => void; className: string }) {
  return (
    <CheckoutNotice
      action={
        <button type="button" className={className} onClick={onRetry}>
          {retry}
        </button>
      }
    >
      {message}
    </CheckoutNotice>
  );
}
