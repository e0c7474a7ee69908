import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { StaffMember } from '../../../../api/contract/staff';
import { roleMayUse } from '../../../../domain/staff/staff-rules';
import { AdminShell } from '../../../../kit/admin/admin-shell';
import { adminMessages, adminT } from '../../../../kit/admin/messages';
import { StaffAdmin } from '../../../../kit/admin/staff-admin';
import { adminApi, adminLocale, requireStaffPage } from '../../../lib/admin';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminT(await adminLocale())('staff.title') };
}

/** The staff accounts (admins only): roles, disabling, new passwords, two-step verification resets. */
export default async function AdminStaffPage() {
  const staff = await requireStaffPage();
  if (!roleMayUse(staff.role, 'staff')) redirect('/admin');
  const locale = await adminLocale();
  const t = adminT(locale);
  const members = (await adminApi<StaffMember[]>('/staff')).data ?? [];
  return (
    <AdminShell staff={staff} locale={locale} current="staff">
      <div className="mb-6 flex flex-col gap-2">
        <h1 className="font-display text-3xl">{t('staff.title')}</h1>
        <p className="text-sm text-ink-soft">{t('staff.intro')}</p>
      </div>
      <StaffAdmin members={members} selfId={staff.id} texts={adminMessages[locale].staff} roles={adminMessages[locale].roles} locale={locale} />
    </AdminShell>
  );
}
