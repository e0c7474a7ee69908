import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { roleMayUse } from '../../../../domain/staff/staff-rules';
import { AdminShell } from '../../../../kit/admin/admin-shell';
import { adminT } from '../../../../kit/admin/messages';
import { ReturnQueue } from '../../../../kit/admin/orders/return-queue';
import { adminLocale, requireStaffPage } from '../../../lib/admin';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminT(await adminLocale())('orders.returnsQueueTitle') };
}

/** The returns queue: requests waiting for staff (fulfilment and admins); each is handled on its order's page. */
export default async function AdminReturnsPage() {
  const staff = await requireStaffPage();
  if (!roleMayUse(staff.role, 'orders')) redirect('/admin');
  const locale = await adminLocale();
  const t = adminT(locale);
  return (
    <AdminShell staff={staff} locale={locale} current="returns">
      <div className="mb-6 flex flex-col gap-3">
        <h1 className="font-display text-3xl">{t('orders.returnsQueueTitle')}</h1>
        <p className="max-w-3xl text-sm text-ink-soft">{t('orders.returnsQueueIntro')}</p>
      </div>
      <ReturnQueue locale={locale} />
    </AdminShell>
  );
}
