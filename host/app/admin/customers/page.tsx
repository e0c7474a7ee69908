import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { roleMayUse } from '../../../../domain/staff/staff-rules';
import { AdminShell } from '../../../../kit/admin/admin-shell';
import { CustomerList } from '../../../../kit/admin/customers/customer-list';
import { adminT } from '../../../../kit/admin/messages';
import { adminLocale, requireStaffPage } from '../../../lib/admin';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminT(await adminLocale())('customers.title') };
}

/** The shop's customers: searched, each with their data export and erasure; the newsletter's subscribers (admins only). */
export default async function AdminCustomersPage() {
  const staff = await requireStaffPage();
  if (!roleMayUse(staff.role, 'customers')) redirect('/admin');
  const locale = await adminLocale();
  const t = adminT(locale);
  return (
    <AdminShell staff={staff} locale={locale} current="customers">
      <div className="mb-6 flex flex-col gap-3">
        <h1 className="font-display text-3xl">{t('customers.title')}</h1>
        <p className="max-w-3xl text-sm text-ink-soft">{t('customers.intro')}</p>
      </div>
      <CustomerList locale={locale} />
    </AdminShell>
  );
}
