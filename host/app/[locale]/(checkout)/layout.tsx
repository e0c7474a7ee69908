import Link from 'next/link';
import type { ReactNode } from 'react';
import { preconnect } from 'react-dom';
import { cartLabels } from '../../../../kit/cart/cart-labels';
import { getT } from '../../../../kit/i18n';
import { localizePath } from '../../../../kit/i18n/paths';
import { CheckoutBackLink } from '../../../../kit/checkout/checkout-back-link.client';
import { ShopRuntime } from '../../../../kit/shell/shop-runtime.client';
import { getBootstrap, serverApi } from '../../../lib/api';
import { localeOf } from '../../../lib/request';

/**
 * The checkout layout (spec section 2): a quiet header with the logo and the way back to the
 * cart, a small footer, and the shop runtime (cart store, cross-tab sync, analytics, the system
 * dialog). The card provider's script is prepared only when Stripe is configured: a preconnect
 * here; Stripe.js itself loads when the shopper pays by card.
 */
export default async function CheckoutLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeOf(params);
  const t = getT(locale);
  const [bootstrap, gateways] = await Promise.all([getBootstrap(locale), serverApi(locale).paymentGateways().catch(() => [])]);
  const { settings } = bootstrap;
  if (gateways.some((gateway) => gateway.id === 'stripe')) preconnect('https://js.stripe.com');
  return (
    <>
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-container items-center justify-between gap-4 px-4 lg:px-6">
          <Link href={localizePath('/', locale)} prefetch={false} className="font-display text-xl whitespace-nowrap text-ink sm:text-2xl">
            {settings.company_name}
          </Link>
          <div className="flex items-center gap-4 text-sm">
            <span className="hidden text-ink-muted md:inline">{t('checkout.secure')}</span>
            <CheckoutBackLink
              cart={{ href: localizePath('/cart', locale), short: t('common.cart'), long: t('checkout.backToCart') }}
              shop={{ href: localizePath('/catalog', locale), label: t('checkout.continueShopping') }}
            />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-container px-4 py-8 lg:px-6 lg:py-12">
        {children}
      </main>
      <footer className="flex flex-wrap justify-center gap-x-2 border-t border-line px-4 py-6 text-center text-xs text-ink-muted">
        <span>{settings.company_name}</span>
        <span aria-hidden="true">·</span>
        <span>{settings.company_address.email_address}</span>
        <span aria-hidden="true">·</span>
        <span>{settings.company_address.phone_number}</span>
      </footer>
      <ShopRuntime
        locale={locale}
        currency={settings.currency_code}
        labels={cartLabels(t)}
        texts={{ errorTitle: t('cart.errorTitle'), noDefaultSku: t('cart.noDefaultSku'), addFailed: t('cart.addFailed') }}
        dialog={{ ok: t('common.ok'), confirm: t('common.confirm'), cancel: t('common.cancel'), title: t('common.notice') }}
      />
    </>
  );
}
