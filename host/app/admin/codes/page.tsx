import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { roleMayUse } from '../../../../domain/staff/staff-rules';
import { AdminShell } from '../../../../kit/admin/admin-shell';
import { CodeList } from '../../../../kit/admin/codes/code-list';
import { adminT } from '../../../../kit/admin/messages';
import { adminLocale, requireStaffPage } from '../../../lib/admin';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminT(await adminLocale())('codes.title') };
}

/** The shop's discount codes: searched, made and edited (admins only). */
export default async function AdminCodesPage() {
  const staff = await requireStaffPage();
  if (!roleMayUse(staff.role, 'codes')) redirect('/admin');
  const locale = await adminLocale();
  const t = adminT(locale);
  return (
    <AdminShell staff={staff} locale={locale} current="codes">
      <div className="mb-6 flex flex-col gap-3">
        <h1 className="font-display text-3xl">{t('codes.title')}</h1>
        <p className="max-w-3xl text-sm text-ink-soft">{t('codes.intro')}</p>
      </div>
      <CodeList locale={locale} />
    </AdminShell>
  );
}
