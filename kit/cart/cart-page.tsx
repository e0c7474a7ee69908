import type { Metadata } from 'next';
import type { Locale } from '../../domain/locale';
import { cartLabels } from './cart-labels';
import { getT } from '../i18n';
import { CartPagePanel } from './cart-panel.client';

/** The cart page is the shopper's own: never indexed (spec: the sitemap leaves /cart out). */
export function cartPageMetadata(locale: Locale): Metadata {
  return { title: getT(locale)('cart.pageTitle'), robots: { index: false, follow: true } };
}

/** `/cart` and `/cart/{id}`: heading and the cart island (lines, quantities, totals, checkout link). */
export function CartPage({ locale, currency, cartId }: { locale: Locale; currency: string; cartId?: string }) {
  const t = getT(locale);
  return (
    <div className="mx-auto max-w-container px-4 py-8 lg:px-6 lg:py-12">
      <h1 className="mb-6 font-display text-3xl text-ink md:text-4xl lg:mb-10">{t('cart.pageTitle')}</h1>
      <CartPagePanel locale={locale} currency={currency} labels={cartLabels(t)} cartId={cartId} />
    </div>
  );
}
