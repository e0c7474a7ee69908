import type { ShippingAddress } from '../../api/contract/accounts';
import type { Locale } from '../../domain/locale';
import { getT } from '../i18n';
import { localizePath } from '../i18n/paths';
import { formTexts } from '../account/account-fields';
import { CheckoutDetails } from './checkout-details.client';
import { CheckoutFrame } from './checkout-frame';
import { checkoutButtons, checkoutFieldSpecs, checkoutPaths, detailsLabels } from './checkout-setup';

/** Step 1 (`/checkout`, `/checkout/{id}`): contact, addresses, shipping, codes, note and the summary. */
export function DetailsPage({ locale, cartId, saved, signedIn }: { locale: Locale; cartId?: string; saved: ShippingAddress[]; signedIn: boolean }) {
  const t = getT(locale);
  const here = localizePath(cartId ? `/checkout/${encodeURIComponent(cartId)}` : '/checkout', locale);
  return (
    <CheckoutFrame locale={locale} step={1} title={t('checkout.pageTitle')}>
      <CheckoutDetails
        locale={locale}
        cartId={cartId}
        fields={checkoutFieldSpecs(t)}
        texts={formTexts(locale)}
        saved={saved}
        signInHref={signedIn ? null : `${localizePath('/sign-in', locale)}?redirect=${encodeURIComponent(here).replace(/%2F/gi, '/')}`}
        labels={detailsLabels(t)}
        paths={checkoutPaths(locale)}
        buttons={checkoutButtons}
      />
    </CheckoutFrame>
  );
}
