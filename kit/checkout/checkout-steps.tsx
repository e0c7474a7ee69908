import type { TFunction } from 'i18next';

export interface CheckoutStepsLabels {
  /** Name of the navigation. */
  nav: string;
  details: string;
  payment: string;
  done: string;
  /** Spoken after a finished step: "(afgerond)". */
  completed: string;
}

export interface CheckoutStepsProps {
  /** 1 details, 2 payment, 3 confirmation. */
  current: 1 | 2 | 3;
  /** Finished steps the shopper may go back to (step 1 from the payment step). */
  hrefs?: Partial<Record<1 | 2, string>>;
  labels: CheckoutStepsLabels;
}

/** Where the shopper is in the checkout: numbered steps, the current one marked `aria-current="step"`. */
export function CheckoutSteps({ current, hrefs = {}, labels }: CheckoutStepsProps) {
  const steps = [
    [1, labels.details],
    [2, labels.payment],
    [3, labels.done],
  ] as const;
  return (
    <nav aria-label={labels.nav} data-slot="checkout-steps">
      <ol className="flex items-center gap-2 text-xs tracking-[0.14em] uppercase sm:gap-4">
        {steps.map(([step, name], index) => {
          const done = step < current;
          const here = step === current;
          const href = done ? hrefs[step as 1 | 2] : undefined;
          const badge = (
            <span
              aria-hidden="true"
              className={`flex size-6 shrink-0 items-center justify-center rounded-full border text-[0.7rem] ${here ? 'border-brand bg-brand text-surface' : done ? 'border-brand text-brand' : 'border-line text-ink-muted'}`}
            >
              {done ? '✓' : step}
            </span>
          );
          const text = (
            <>
              {badge}
              {/* On phones only the current step is named; the others keep their number. */}
              <span className={here ? 'text-ink' : 'sr-only text-ink-muted sm:not-sr-only'}>{name}</span>
              {done ? <span className="sr-only"> {labels.completed}</span> : null}
            </>
          );
          return (
            <li key={step} className="flex items-center gap-2 sm:gap-4">
              {index > 0 ? <span aria-hidden="true" className="h-px w-4 bg-line sm:w-10" /> : null}
              {href ? (
                <a href={href} className="flex items-center gap-2 underline-offset-4 hover:underline">
                  {text}
                </a>
              ) : (
                <span aria-current={here ? 'step' : undefined} className="flex items-center gap-2">
                  {text}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export function checkoutStepsLabels(t: TFunction): CheckoutStepsLabels {
  return {
    nav: t('checkout.steps'),
    details: t('checkout.stepDetails'),
    payment: t('checkout.stepPayment'),
    done: t('checkout.stepDone'),
    completed: t('checkout.stepDoneState'),
  };
}
