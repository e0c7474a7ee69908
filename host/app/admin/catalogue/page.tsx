import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { roleMayUse } from '../../../../domain/staff/staff-rules';
import { AdminShell } from '../../../../kit/admin/admin-shell';
import { CatalogueScreen } from '../../../../kit/admin/catalogue/catalogue-screen';
import { adminT } from '../../../../kit/admin/messages';
import { adminLocale, requireStaffPage } from '../../../lib/admin';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminT(await adminLocale())('catalogue.title') };
}

/** Stock and prices per variant, sales and publishing per product, the catalogue as CSV (merchandisers and admins). */
export default async function AdminCataloguePage() {
  const staff = await requireStaffPage();
  if (!roleMayUse(staff.role, 'catalogue')) redirect('/admin');
  const locale = await adminLocale();
  const t = adminT(locale);
  return (
    <AdminShell staff={staff} locale={locale} current="catalogue" wide>
      <div className="mb-6 flex flex-col gap-3">
        <h1 className="font-display text-3xl">{t('catalogue.title')}</h1>
        <p className="max-w-3xl text-sm text-ink-soft">{t('catalogue.intro')}</p>
      </div>
      <CatalogueScreen locale={locale} />
    </AdminShell>
  );
}
