import type { Metadata } from 'next';
import { CartPage, cartPageMetadata } from '../../../../components/cart-page';
import { localeOf } from '../../../../lib/request';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cartPageMetadata(await localeOf(params));
}

/** `/cart`: the stored cart. */
export default async function CartRoute({ params }: Props) {
  return <CartPage locale={await localeOf(params)} />;
}
