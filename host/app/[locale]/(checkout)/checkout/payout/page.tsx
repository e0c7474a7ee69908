import type { Metadata } from 'next';
import { PayoutPage } from '../../../../../components/checkout/checkout-pages';
import { checkoutMetadata, stepTitle } from '../../../../../components/checkout/checkout-setup';
import { localeOf } from '../../../../../lib/request';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutMetadata(stepTitle(await localeOf(params), 'payoutTitle'));
}

/** `/checkout/payout`: step 2, choosing how to pay and placing the order. */
export default async function PayoutRoute({ params }: Props) {
  return <PayoutPage locale={await localeOf(params)} />;
}
