import type { Metadata } from 'next';
import Link from 'next/link';
import type { AdminPopup } from '../../../../../../api/contract/marketing-admin';
import { AdminShell } from '../../../../../../kit/admin/admin-shell';
import { PopupForm } from '../../../../../../kit/admin/marketing/popup-form';
import { adminMessages, adminT } from '../../../../../../kit/admin/messages';
import { adminLocale } from '../../../../../lib/admin';
import { loadPromotion } from '../../load-promotion';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const t = adminT(await adminLocale());
  return { title: (await params).id === 'new' ? t('marketing.newPopup') : t('marketing.editPopup') };
}

/** One popup's form (`new`: an empty one). */
export default async function AdminPopupPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { staff, locale, record } = await loadPromotion<AdminPopup>('/popups', id);
  const texts = adminMessages[locale].marketing;
  return (
    <AdminShell staff={staff} locale={locale} current="marketing">
      <div className="mb-6 flex flex-col gap-2">
        <Link href="/admin/marketing" className="text-sm underline underline-offset-4">
          {texts.back}
        </Link>
        <h1 className="font-display text-3xl">{record ? texts.editPopup : texts.newPopup}</h1>
      </div>
      <PopupForm popup={record} texts={texts} locale={locale} />
    </AdminShell>
  );
}
