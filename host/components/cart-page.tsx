import type { Metadata } from 'next';
import type { Locale } from '../../domain/locale';
import { cartLabels } from '../../kit/commerce/cart-view';
import { getT } from '../../kit/i18n';
import { getBootstrap } from '../lib/api';
import { CartPagePanel } from './shop/cart-panel.client';

/** The cart page is the shopper's own: never indexed (spec: the sitemap leaves /cart out). */
export function cartPageMetadata(locale: Locale): Metadata {
  return { title: getT(locale)('cart.pageTitle'), robots: { index: false, follow: true } };
}

/** `/cart` and `/cart/{id}`: heading and the cart island (lines, quantities, totals, checkout link). */
export async function CartPage({ locale, cartId }: { locale: Locale; cartId?: string }) {
  const t = getT(locale);
  const bootstrap = await getBootstrap(locale);
  return (
    <div className="mx-auto max-w-container px-4 py-8 lg:px-6 lg:py-12">
      <h1 className="mb-6 font-display text-3xl text-ink md:text-4xl lg:mb-10">{t('cart.pageTitle')}</h1>
      <CartPagePanel locale={locale} currency={bootstrap.settings.currency_code} labels={cartLabels(t)} cartId={cartId} />
    </div>
  );
}
