import type { Metadata } from 'next';
import { PayoutPage } from '../../../../../../kit/checkout/checkout-payout-page';
import { checkoutMetadata, stepTitle } from '../../../../../../kit/checkout/checkout-setup';
import { localeOf } from '../../../../../lib/request';
import { offeredPaymentMethods, stripePublishableKey } from '../../../../../lib/checkout-data';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutMetadata(stepTitle(await localeOf(params), 'payoutTitle'));
}

/** `/checkout/payout`: step 2, choosing how to pay and placing the order. */
export default async function PayoutRoute({ params }: Props) {
  const locale = await localeOf(params);
  const [offered, stripeKey] = await Promise.all([offeredPaymentMethods(locale), stripePublishableKey(locale)]);
  return <PayoutPage locale={locale} offered={offered} stripeKey={stripeKey} />;
}
