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

/** Every order, searched and filtered: where fulfilment starts the day. */
export default async function AdminOrdersPage() {
  const staff = await requireStaffPage();
  if (!roleMayUse(staff.role, 'orders')) redirect('/admin');
  const locale = await adminLocale();
  const t = adminT(locale);
  return (
    <AdminShell staff={staff} locale={locale} current="orders">
      <div className="mb-6 flex flex-col gap-3">
        <h1 className="font-display text-3xl">{t('orders.title')}</h1>
        <p className="max-w-3xl text-sm text-ink-soft">{t('orders.intro')}</p>
      </div>
      <OrderList locale={locale} />
    </AdminShell>
  );
}
