import type { Metadata } from 'next';
import Link from 'next/link';
import type { AdminCampaign } from '../../../../../../api/contract/marketing-admin';
import { AdminShell } from '../../../../../../kit/admin/admin-shell';
import { CampaignForm } from '../../../../../../kit/admin/marketing/campaign-form';
import { adminMessages, adminT } from '../../../../../../kit/admin/messages';
import { adminLocale } from '../../../../../lib/admin';
import { loadPromotion } from '../../load-promotion';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const t = adminT(await adminLocale());
  return { title: (await params).id === 'new' ? t('marketing.newCampaign') : t('marketing.editCampaign') };
}

/** One discount campaign's form (`new`: an empty one). */
export default async function AdminCampaignPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { staff, locale, record } = await loadPromotion<AdminCampaign>('/campaigns', id);
  const texts = adminMessages[locale].marketing;
  return (
    <AdminShell staff={staff} locale={locale} current="marketing">
      <div className="mb-6 flex flex-col gap-2">
        <Link href="/admin/marketing" className="text-sm underline underline-offset-4">
          {texts.back}
        </Link>
        <h1 className="font-display text-3xl">{record ? texts.editCampaign : texts.newCampaign}</h1>
      </div>
      <CampaignForm campaign={record} texts={texts} locale={locale} />
    </AdminShell>
  );
}
