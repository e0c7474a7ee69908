import type { Metadata } from 'next';
import { DetailsPage } from '../../../../../components/checkout/checkout-pages';
import { checkoutMetadata, stepTitle } from '../../../../../components/checkout/checkout-setup';
import { localeOf } from '../../../../../lib/request';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutMetadata(stepTitle(await localeOf(params), 'pageTitle'));
}

/** `/checkout/{id}`: step 1 for that cart, which becomes the current cart (like `/cart/{id}`). */
export default async function CheckoutCartRoute({ params }: Props) {
  const { id } = await params;
  return <DetailsPage locale={await localeOf(params)} cartId={decodeURIComponent(id).slice(0, 200)} />;
}
