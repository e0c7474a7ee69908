import type { Metadata } from 'next';
import { CartPage, cartPageMetadata } from '../../../../../kit/cart/cart-page';
import { getBootstrap } from '../../../../lib/api';
import { localeOf } from '../../../../lib/request';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cartPageMetadata(await localeOf(params));
}

/** `/cart`: the stored cart. */
export default async function CartRoute({ params }: Props) {
  const locale = await localeOf(params);
  return <CartPage locale={locale} currency={(await getBootstrap(locale)).settings.currency_code} />;
}
