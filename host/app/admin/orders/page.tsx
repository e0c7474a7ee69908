import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { roleMayUse } from '../../../../domain/staff/staff-rules';
import { AdminShell } from '../../../../kit/admin/admin-shell';
import { adminT } from '../../../../kit/admin/messages';
import { OrderList } from '../../../../kit/admin/orders/order-list';
import { adminLocale, requireStaffPage } from '../../../lib/admin';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminT(await adminLocale())('orders.title') };
}

/** The list's filters from the address (`?payment_status=0`: the dashboard links so); the API checks each. */
const filterNames = ['q', 'payment_status', 'fulfillment_status', 'payment_method', 'from', 'to'] as const;

/** Every order, searched and filtered. */
export default async function AdminOrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requireStaffPage();
  if (!roleMayUse(staff.role, 'orders')) redirect('/admin');
  const locale = await adminLocale();
  const t = adminT(locale);
  const params = await searchParams;
  const initial = Object.fromEntries(filterNames.flatMap((name) => (typeof params[name] === 'string' && params[name] ? [[name, params[name].slice(0, 100)]] : [])));
  return (
    <AdminShell staff={staff} locale={locale} current="orders">
      <div className="mb-6 flex flex-col gap-3">
        <h1 className="font-display text-3xl">{t('orders.title')}</h1>
        <p className="max-w-3xl text-sm text-ink-soft">{t('orders.intro')}</p>
      </div>
      <OrderList locale={locale} initial={initial} />
    </AdminShell>
  );
}
