import type { Metadata } from 'next';
import { getT } from '../../../../../../kit/i18n';
import { parsePage } from '../../../../../../kit/orders/orders';
import { accountMetadata, ProfileShell } from '../../../../../../kit/account/account-shell';
import { loadOrders, orderSettings } from '../../../../../lib/order-data';
import { OrderListPage } from '../../../../../../kit/orders/order-list-page';
import { localeOf } from '../../../../../lib/request';
import { currentUser } from '../../../../../lib/session';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(getT(await localeOf(params))('orders.trackingTitle'));
}

/** `/profile/order-tracking`: the customer's orders with their shipping state, each linking to its tracking. */
export default async function OrderTrackingListPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const page = parsePage((await searchParams).page);
  const [user, orders, settings] = await Promise.all([currentUser(locale), loadOrders(locale, page), orderSettings(locale)]);
  return (
    <ProfileShell locale={locale} email={user.email} current="tracking">
      <OrderListPage locale={locale} kind="tracking" orders={orders} settings={settings} />
    </ProfileShell>
  );
}
