import type { Metadata } from 'next';
import { AccountSecurity } from '../../../../kit/admin/account-security';
import { AdminShell } from '../../../../kit/admin/admin-shell';
import { adminMessages, adminT } from '../../../../kit/admin/messages';
import { adminLocale, requireStaffPage } from '../../../lib/admin';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminT(await adminLocale())('account.title') };
}

/** The member of staff's own account: two-step verification and signing out everywhere. */
export default async function AdminAccountPage() {
  const staff = await requireStaffPage();
  const locale = await adminLocale();
  const t = adminT(locale);
  return (
    <AdminShell staff={staff} locale={locale} current="account">
      <h1 className="mb-6 font-display text-3xl">{t('account.title')}</h1>
      <AccountSecurity enabled={staff.totp_enabled} texts={adminMessages[locale].account} locale={locale} />
    </AdminShell>
  );
}
