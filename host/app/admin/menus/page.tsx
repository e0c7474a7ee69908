import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { AdminMenu } from '../../../../api/contract/composer';
import { roleMayUse } from '../../../../domain/staff/staff-rules';
import { AdminShell } from '../../../../kit/admin/admin-shell';
import { MenuEditor } from '../../../../kit/admin/menu-editor';
import { adminMessages, adminT } from '../../../../kit/admin/messages';
import { adminApi, adminLocale, requireStaffPage } from '../../../lib/admin';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminT(await adminLocale())('menus.title') };
}

/** The main and footer menus. */
export default async function AdminMenusPage() {
  const staff = await requireStaffPage();
  if (!roleMayUse(staff.role, 'content')) redirect('/admin');
  const locale = await adminLocale();
  const t = adminT(locale);
  const menus = (await adminApi<AdminMenu[]>('/menus')).data ?? [];
  return (
    <AdminShell staff={staff} locale={locale} current="menus">
      <div className="mb-6 flex flex-col gap-2">
        <h1 className="font-display text-3xl">{t('menus.title')}</h1>
        <p className="text-sm text-ink-soft">{t('menus.intro')}</p>
      </div>
      <div className="flex flex-col gap-8">
        {menus.map((menu) => (
          <MenuEditor key={menu.slug} menu={menu} texts={adminMessages[locale].menus} locale={locale} />
        ))}
      </div>
    </AdminShell>
  );
}
