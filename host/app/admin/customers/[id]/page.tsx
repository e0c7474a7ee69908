import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import type { AdminCustomer } from '../../../../../api/contract/customers-admin';
import { roleMayUse } from '../../../../../domain/staff/staff-rules';
import { AdminShell } from '../../../../../kit/admin/admin-shell';
import { CustomerDetail } from '../../../../../kit/admin/customers/customer-detail';
import { adminT } from '../../../../../kit/admin/messages';
import { adminApi, adminLocale, requireStaffPage } from '../../../../lib/admin';

/** The customer (an id that is not one, or an unknown or erased customer, is a 404). */
async function loadCustomer(id: string): Promise<AdminCustomer> {
  if (!/^[1-9][0-9]{0,9}$/.test(id)) notFound();
  const answer = await adminApi<AdminCustomer>(`/customers/${id}`);
  if (!answer.data) notFound();
  return answer.data;
}

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const t = adminT(await adminLocale());
  // The number only: the title reaches the browser's history, an e-mail address should not.
  return { title: `${t('customers.title')} ${(await params).id}` };
}

/** One customer: details, orders, addresses, newsletter; the data export and the erasure on request. */
export default async function AdminCustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const staff = await requireStaffPage();
  if (!roleMayUse(staff.role, 'customers')) redirect('/admin');
  const locale = await adminLocale();
  const t = adminT(locale);
  const customer = await loadCustomer((await params).id);
  return (
    <AdminShell staff={staff} locale={locale} current="customers">
      <div className="mb-6 flex flex-col gap-2">
        <Link href="/admin/customers" className="text-sm underline underline-offset-4">
          {t('customers.back')}
        </Link>
        <h1 className="font-display text-3xl break-all">{t('customers.customerTitle', { email: customer.email })}</h1>
      </div>
      <CustomerDetail customer={customer} locale={locale} />
    </AdminShell>
  );
}
