import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import type { AdminOrder } from '../../../../../api/contract/orders-admin';
import { roleMayUse } from '../../../../../domain/staff/staff-rules';
import { AdminShell } from '../../../../../kit/admin/admin-shell';
import { adminT } from '../../../../../kit/admin/messages';
import { OrderDetail } from '../../../../../kit/admin/orders/order-detail';
import { adminApi, adminLocale, requireStaffPage } from '../../../../lib/admin';

/** The order (an id that is not one, or an unknown order, is a 404). */
async function loadOrder(id: string, locale: string): Promise<AdminOrder> {
  if (!/^[1-9][0-9]{0,9}$/.test(id)) notFound();
  const answer = await adminApi<AdminOrder>(`/orders/${id}?lang=${locale}`);
  if (!answer.data) notFound();
  return answer.data;
}

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const t = adminT(await adminLocale());
  return { title: t('orders.title') + ` ${(await params).id}` };
}

/** One order: what was bought, paid and sent, and the actions on it. */
export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const staff = await requireStaffPage();
  if (!roleMayUse(staff.role, 'orders')) redirect('/admin');
  const locale = await adminLocale();
  const t = adminT(locale);
  const order = await loadOrder((await params).id, locale);
  return (
    <AdminShell staff={staff} locale={locale} current="orders">
      <div className="mb-6 flex flex-col gap-2">
        <Link href="/admin/orders" className="text-sm underline underline-offset-4">
          {t('orders.back')}
        </Link>
        <h1 className="font-display text-3xl">{t('orders.orderTitle', { number: order.po_number })}</h1>
      </div>
      <OrderDetail initial={order} locale={locale} />
    </AdminShell>
  );
}
