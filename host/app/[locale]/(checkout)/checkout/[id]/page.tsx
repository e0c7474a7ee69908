import type { Metadata } from 'next';
import { DetailsPage } from '../../../../../../kit/checkout/checkout-details-page';
import { checkoutMetadata, stepTitle } from '../../../../../../kit/checkout/checkout-setup';
import { localeOf } from '../../../../../lib/request';
import { savedAddresses } from '../../../../../lib/checkout-data';
import { isSignedIn } from '../../../../../lib/session';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutMetadata(stepTitle(await localeOf(params), 'pageTitle'));
}

/** `/checkout/{id}`: step 1 for that cart, which becomes the current cart (like `/cart/{id}`). */
export default async function CheckoutCartRoute({ params }: Props) {
  const { id } = await params;
  const locale = await localeOf(params);
  const [saved, signedIn] = await Promise.all([savedAddresses(locale), isSignedIn()]);
  return <DetailsPage locale={locale} cartId={decodeURIComponent(id).slice(0, 200)} saved={saved} signedIn={signedIn} />;
}
