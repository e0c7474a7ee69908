import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { roleMayUse } from '../../../../domain/staff/staff-rules';
import { AdminShell } from '../../../../kit/admin/admin-shell';
import { PostList } from '../../../../kit/admin/journal/post-list';
import { adminT } from '../../../../kit/admin/messages';
import { adminLocale, requireStaffPage } from '../../../lib/admin';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminT(await adminLocale())('journal.title') };
}

/** The journal's posts with where each stands; the way to a new post and to the categories. */
export default async function AdminJournalPage() {
  const staff = await requireStaffPage();
  if (!roleMayUse(staff.role, 'content')) redirect('/admin');
  const locale = await adminLocale();
  const t = adminT(locale);
  return (
    <AdminShell staff={staff} locale={locale} current="journal">
      <div className="mb-6 flex flex-col gap-3">
        <h1 className="font-display text-3xl">{t('journal.title')}</h1>
        <p className="max-w-3xl text-sm text-ink-soft">{t('journal.intro')}</p>
        <div className="flex flex-wrap items-center gap-4">
          <Link href="/admin/journal/posts/new" className="inline-flex h-10 items-center bg-ink px-5 text-sm text-canvas">
            {t('journal.newPost')}
          </Link>
          <Link href="/admin/journal/categories" className="text-sm underline underline-offset-4">
            {t('journal.manageCategories')}
          </Link>
        </div>
      </div>
      <PostList locale={locale} />
    </AdminShell>
  );
}
