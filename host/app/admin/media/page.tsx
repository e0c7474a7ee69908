import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { roleMayUse } from '../../../../domain/staff/staff-rules';
import { AdminShell } from '../../../../kit/admin/admin-shell';
import { MediaLibrary } from '../../../../kit/admin/media/media-library';
import { adminT } from '../../../../kit/admin/messages';
import { adminLocale, requireStaffPage } from '../../../lib/admin';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminT(await adminLocale())('media.title') };
}

/** The media library: upload, find, describe (alt texts) and delete files. */
export default async function AdminMediaPage() {
  const staff = await requireStaffPage();
  if (!roleMayUse(staff.role, 'content')) redirect('/admin');
  const locale = await adminLocale();
  const t = adminT(locale);
  return (
    <AdminShell staff={staff} locale={locale} current="media">
      <div className="mb-6 flex flex-col gap-2">
        <h1 className="font-display text-3xl">{t('media.title')}</h1>
        <p className="max-w-3xl text-sm text-ink-soft">{t('media.intro')}</p>
      </div>
      <MediaLibrary locale={locale} />
    </AdminShell>
  );
}
