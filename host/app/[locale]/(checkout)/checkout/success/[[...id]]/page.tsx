import type { Metadata } from 'next';
import { SuccessPage } from '../../../../../../components/checkout/checkout-pages';
import { checkoutMetadata, stepTitle } from '../../../../../../components/checkout/checkout-setup';
import { localeOf } from '../../../../../../lib/request';

type Props = { params: Promise<{ locale: string; id?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutMetadata(stepTitle(await localeOf(params), 'successTitle'));
}

/** `/checkout/success` and `/checkout/success/{order id}`: the placed order. */
export default async function SuccessRoute({ params }: Props) {
  const { id } = await params;
  const orderId = id?.length === 1 && /^\d{1,10}$/.test(id[0]!) ? Number(id[0]) : null;
  return <SuccessPage locale={await localeOf(params)} orderId={orderId} />;
}
