import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import type { AdminCategory } from '../../../../../api/contract/blog-admin';
import { roleMayUse } from '../../../../../domain/staff/staff-rules';
import { AdminShell } from '../../../../../kit/admin/admin-shell';
import { CategoryEditor } from '../../../../../kit/admin/journal/category-editor';
import { adminT } from '../../../../../kit/admin/messages';
import { adminApi, adminLocale, requireStaffPage } from '../../../../lib/admin';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminT(await adminLocale())('journal.categoriesTitle') };
}

/** The journal's categories: list, make, edit, delete. */
export default async function AdminJournalCategoriesPage() {
  const staff = await requireStaffPage();
  if (!roleMayUse(staff.role, 'content')) redirect('/admin');
  const locale = await adminLocale();
  const t = adminT(locale);
  const categories = (await adminApi<AdminCategory[]>('/blog/categories')).data ?? [];
  return (
    <AdminShell staff={staff} locale={locale} current="journal">
      <div className="mb-6 flex flex-col gap-2">
        <Link href="/admin/journal" className="text-sm underline underline-offset-4">
          {t('journal.back')}
        </Link>
        <h1 className="font-display text-3xl">{t('journal.categoriesTitle')}</h1>
        <p className="max-w-3xl text-sm text-ink-soft">{t('journal.categoriesIntro')}</p>
      </div>
      <CategoryEditor categories={categories} locale={locale} />
    </AdminShell>
  );
}
