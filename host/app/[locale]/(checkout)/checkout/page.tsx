import type { Metadata } from 'next';
import { DetailsPage } from '../../../../components/checkout/checkout-pages';
import { checkoutMetadata, stepTitle } from '../../../../components/checkout/checkout-setup';
import { localeOf } from '../../../../lib/request';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutMetadata(stepTitle(await localeOf(params), 'pageTitle'));
}

/** `/checkout`: step 1 for the stored cart. */
export default async function CheckoutRoute({ params }: Props) {
  return <DetailsPage locale={await localeOf(params)} />;
}
