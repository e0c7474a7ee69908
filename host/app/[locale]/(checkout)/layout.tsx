import Link from 'next/link';
import type { ReactNode } from 'react';
import { getT } from '../../../../kit/i18n';
import { localizePath } from '../../../../kit/i18n/paths';
import { getBootstrap } from '../../../lib/api';
import { localeOf } from '../../../lib/request';

/**
 * The checkout layout (spec section 2): a quiet header with the logo and the way back to the
 * cart, and a small footer. The card provider's script joins it with the checkout issue,
 * loaded only when that integration is enabled.
 */
export default async function CheckoutLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeOf(params);
  const t = getT(locale);
  const { settings } = await getBootstrap(locale);
  return (
    <>
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-container items-center justify-between px-4 lg:px-6">
          <Link href={localizePath('/', locale)} className="font-display text-2xl text-ink">
            {settings.company_name}
          </Link>
          <Link href={localizePath('/cart', locale)} className="text-sm text-ink-soft underline-offset-4 hover:underline">
            {t('checkout.backToCart')}
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-container px-4 py-8 lg:px-6">
        {children}
      </main>
      <footer className="border-t border-line py-6 text-center text-xs text-ink-muted">
        {settings.company_name} · {settings.company_address.email_address} · {settings.company_address.phone_number}
      </footer>
    </>
  );
}
