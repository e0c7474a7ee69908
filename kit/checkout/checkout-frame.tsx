import type { ReactNode } from 'react';
import type { Locale } from '../../domain/locale';
import { CheckoutSteps, checkoutStepsLabels } from './checkout-steps';
import { getT } from '../i18n';
import { localizePath } from '../i18n/paths';

/** The frame of a step: its heading (the success page's comes with the order) and where the shopper is. */
export function CheckoutFrame({ locale, step, title, children }: { locale: Locale; step: 1 | 2 | 3; title?: string; children: ReactNode }) {
  const t = getT(locale);
  return (
    <div className="flex flex-col gap-8 lg:gap-10" data-slot="checkout" data-step={step}>
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        {title ? <h1 className="font-display text-3xl text-ink md:text-4xl">{title}</h1> : null}
        <CheckoutSteps current={step} hrefs={step === 2 ? { 1: localizePath('/checkout', locale) } : {}} labels={checkoutStepsLabels(t)} />
      </div>
      {children}
    </div>
  );
}
