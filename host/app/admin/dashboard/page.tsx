import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { AdminDashboard } from '../../../../api/contract/dashboard-admin';
import { roleMayUse } from '../../../../domain/staff/staff-rules';
import { AdminShell } from '../../../../kit/admin/admin-shell';
import { Dashboard } from '../../../../kit/admin/dashboard/dashboard';
import { adminT } from '../../../../kit/admin/messages';
import { adminApi, adminLocale, requireStaffPage } from '../../../lib/admin';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminT(await adminLocale())('dashboard.title') };
}

/** The shop at a glance: where fulfilment starts the day (rendered on the server, no script of its own). */
export default async function AdminDashboardPage() {
  const staff = await requireStaffPage();
  if (!roleMayUse(staff.role, 'orders')) redirect('/admin');
  const locale = await adminLocale();
  const t = adminT(locale);
  const answer = await adminApi<AdminDashboard>(`/dashboard?lang=${locale}`);
  return (
    <AdminShell staff={staff} locale={locale} current="dashboard">
      <div className="mb-8 flex flex-col gap-3">
        <h1 className="font-display text-3xl">{t('dashboard.title')}</h1>
        <p className="max-w-3xl text-sm text-ink-soft">{t('dashboard.intro')}</p>
      </div>
      {answer.data ? (
        <Dashboard data={answer.data} locale={locale} catalogueHref={roleMayUse(staff.role, 'catalogue') ? '/admin/catalogue' : undefined} />
      ) : (
        <p role="alert" className="text-sm">
          {t('dashboard.loadFailed')}
        </p>
      )}
    </AdminShell>
  );
}
