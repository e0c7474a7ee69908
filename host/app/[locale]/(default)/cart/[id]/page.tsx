import type { Metadata } from 'next';
import { CartPage, cartPageMetadata } from '../../../../../../kit/cart/cart-page';
import { getBootstrap } from '../../../../../lib/api';
import { localeOf } from '../../../../../lib/request';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cartPageMetadata(await localeOf(params));
}

/** `/cart/{id}`: a shared or saved cart; it becomes the current cart when it differs from the stored one. */
export default async function SharedCartRoute({ params }: Props) {
  const { id } = await params;
  const locale = await localeOf(params);
  return <CartPage locale={locale} currency={(await getBootstrap(locale)).settings.currency_code} cartId={decodeURIComponent(id).slice(0, 200)} />;
}
