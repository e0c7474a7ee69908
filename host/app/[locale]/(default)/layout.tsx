import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { cartLabels } from '../../../../kit/cart/cart-labels';
import { ApiError } from '../../../../kit/data/client';
import { getT } from '../../../../kit/i18n';
import { ErrorView } from '../../../../kit/shell/error-view';
import { loadMarketing } from '../../../lib/marketing-data';
import { MarketingPopupMount } from '../../../../kit/marketing/marketing-popup';
import { TopBanner } from '../../../../kit/marketing/top-banner';
import { TOP_BANNER_COOKIE } from '../../../../kit/marketing/top-banner-cookie';
import { SiteFooter } from '../../../../kit/shell/site-footer';
import { SiteHeader } from '../../../../kit/shell/site-header';
import { ShopRuntime } from '../../../../kit/shell/shop-runtime.client';
import { getBootstrap } from '../../../lib/api';
import { isSignedIn } from '../../../lib/session';
import { dismissTopBanner } from '../../../lib/top-banner-actions';
import { currentPath, localeOf } from '../../../lib/request';

/**
 * The default layout (spec section 2): the campaign's top banner, header with the CMS menu, the
 * page, footer with the newsletter form, and the shop runtime (cart drawer, system dialog, lists,
 * cross-tab sync, analytics, the global loading bar and spinner). The marketing popup (site and
 * campaign popups) loads on idle; the "system popup" is the runtime's alert/confirm dialog.
 */
export default async function DefaultLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeOf(params);
  const t = getT(locale);
  const marketing = loadMarketing(locale);
  const bootstrap = await getBootstrap(locale).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 503) return null;
    throw error;
  });
  if (!bootstrap) {
    return (
      <main id="main">
        <ErrorView locale={locale} status={503} />
      </main>
    );
  }
  return (
    <>
      <TopBanner campaign={(await marketing).campaign} locale={locale} dismissedId={(await cookies()).get(TOP_BANNER_COOKIE)?.value} dismiss={dismissTopBanner} />
      <SiteHeader locale={locale} menu={bootstrap.menu.main} serviceMenu={bootstrap.menu.footer} shopName={bootstrap.settings.company_name} path={await currentPath()} signedIn={await isSignedIn()} />
      <main id="main" className="min-h-[50vh]">
        {children}
      </main>
      <SiteFooter locale={locale} bootstrap={bootstrap} footerForm={(await marketing).footerForm} />
      <ShopRuntime
        locale={locale}
        currency={bootstrap.settings.currency_code}
        labels={cartLabels(t)}
        texts={{ errorTitle: t('cart.errorTitle'), noDefaultSku: t('cart.noDefaultSku'), addFailed: t('cart.addFailed') }}
        dialog={{ ok: t('common.ok'), confirm: t('common.confirm'), cancel: t('common.cancel'), title: t('common.notice') }}
        loaderLabel={t('common.loading')}
      />
      <MarketingPopupMount locale={locale} />
    </>
  );
}
