import type { ShippingAddress } from '../../api/contract/accounts';
import type { Locale } from '../../domain/locale';
import { getT } from '../i18n';
import { localizePath } from '../i18n/paths';
import { formTexts } from '../account/account-fields';
import { CheckoutDetails } from './checkout-details.client';
import { ContactDescription, RequiredNote } from './checkout-contact';
import { CheckoutFields } from './checkout-fields';
import { CheckoutFrame } from './checkout-frame';
import { checkoutButtons, checkoutFieldSpecs, checkoutPaths, detailsLabels } from './checkout-setup';

/** Step 1 (`/checkout`, `/checkout/{id}`): contact, addresses, shipping, codes, note and the summary. */
export function DetailsPage({ locale, cartId, saved, signedIn }: { locale: Locale; cartId?: string; saved: ShippingAddress[]; signedIn: boolean }) {
  const t = getT(locale);
  const here = localizePath(cartId ? `/checkout/${encodeURIComponent(cartId)}` : '/checkout', locale);
  const labels = detailsLabels(t);
  const signInHref = signedIn ? null : `${localizePath('/sign-in', locale)}?redirect=${encodeURIComponent(here).replace(/%2F/gi, '/')}`;
  // The form needs the runtime and the opened cart; its first texts do not, so the server shows them
  // at once (they are the largest text the form paints, the page's LCP on a phone).
  const preview = (
    <>
      <RequiredNote labels={labels} />
      <CheckoutFields legend={labels.contact} description={<ContactDescription labels={labels} signInHref={signInHref} />} fields={[]} values={{}} errors={{}} idPrefix="checkout-preview" onChange={() => undefined} />
    </>
  );
  return (
    <CheckoutFrame locale={locale} step={1} title={t('checkout.pageTitle')}>
      <CheckoutDetails
        locale={locale}
        cartId={cartId}
        fields={checkoutFieldSpecs(t)}
        texts={formTexts(locale)}
        saved={saved}
        signInHref={signInHref}
        labels={labels}
        paths={checkoutPaths(locale)}
        buttons={checkoutButtons}
        preview={preview}
      />
    </CheckoutFrame>
  );
}
