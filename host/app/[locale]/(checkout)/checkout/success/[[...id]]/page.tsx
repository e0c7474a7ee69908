import type { Metadata } from 'next';
import { SuccessPage } from '../../../../../../../kit/checkout/checkout-success-page';
import { checkoutMetadata, stepTitle } from '../../../../../../../kit/checkout/checkout-setup';
import { localeOf } from '../../../../../../lib/request';
import { getBootstrap } from '../../../../../../lib/api';
import { isSignedIn } from '../../../../../../lib/session';

type Props = { params: Promise<{ locale: string; id?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutMetadata(stepTitle(await localeOf(params), 'successTitle'));
}

/** `/checkout/success` and `/checkout/success/{order id}`: the placed order. */
export default async function SuccessRoute({ params }: Props) {
  const { id } = await params;
  const orderId = id?.length === 1 && /^\d{1,10}$/.test(id[0]!) ? Number(id[0]) : null;
  const locale = await localeOf(params);
  const [bootstrap, signedIn] = await Promise.all([getBootstrap(locale), isSignedIn()]);
  return <SuccessPage locale={locale} orderId={orderId} statuses={bootstrap.order_statuses} signedIn={signedIn} />;
}
