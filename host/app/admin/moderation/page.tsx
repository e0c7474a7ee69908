import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { roleMayUse } from '../../../../domain/staff/staff-rules';
import { AdminShell } from '../../../../kit/admin/admin-shell';
import { adminT } from '../../../../kit/admin/messages';
import { ModerationScreen } from '../../../../kit/admin/moderation/moderation-screen';
import { adminLocale, requireStaffPage } from '../../../lib/admin';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminT(await adminLocale())('moderation.title') };
}

/** Journal comments to review and shoppers' questions (merchandisers and admins). */
export default async function AdminModerationPage() {
  const staff = await requireStaffPage();
  if (!roleMayUse(staff.role, 'content')) redirect('/admin');
  const locale = await adminLocale();
  const t = adminT(locale);
  return (
    <AdminShell staff={staff} locale={locale} current="moderation">
      <div className="mb-6 flex flex-col gap-3">
        <h1 className="font-display text-3xl">{t('moderation.title')}</h1>
        <p className="max-w-3xl text-sm text-ink-soft">{t('moderation.intro')}</p>
      </div>
      <ModerationScreen locale={locale} />
    </AdminShell>
  );
}
