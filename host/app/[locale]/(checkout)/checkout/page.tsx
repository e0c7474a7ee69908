import type { Metadata } from 'next';
import { DetailsPage } from '../../../../../kit/checkout/checkout-details-page';
import { checkoutMetadata, stepTitle } from '../../../../../kit/checkout/checkout-setup';
import { localeOf } from '../../../../lib/request';
import { savedAddresses } from '../../../../lib/checkout-data';
import { isSignedIn } from '../../../../lib/session';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutMetadata(stepTitle(await localeOf(params), 'pageTitle'));
}

/** `/checkout`: step 1 for the stored cart. */
export default async function CheckoutRoute({ params }: Props) {
  const locale = await localeOf(params);
  const [saved, signedIn] = await Promise.all([savedAddresses(locale), isSignedIn()]);
  return <DetailsPage locale={locale} saved={saved} signedIn={signedIn} />;
}
