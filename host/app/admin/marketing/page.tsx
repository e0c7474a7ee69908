import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { AdminCampaign, AdminPopup } from '../../../../api/contract/marketing-admin';
import { roleMayUse } from '../../../../domain/staff/staff-rules';
import { AdminShell } from '../../../../kit/admin/admin-shell';
import { PromotionList } from '../../../../kit/admin/marketing/promotion-list';
import { adminT } from '../../../../kit/admin/messages';
import { adminApi, adminLocale, requireStaffPage } from '../../../lib/admin';

/** The lists, and the moment they were read (what each item's state is judged at). */
async function loadLists(): Promise<{ popups: AdminPopup[]; campaigns: AdminCampaign[]; now: number }> {
  const [popups, campaigns] = await Promise.all([adminApi<AdminPopup[]>('/popups'), adminApi<AdminCampaign[]>('/campaigns')]);
  return { popups: popups.data ?? [], campaigns: campaigns.data ?? [], now: Date.now() };
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminT(await adminLocale())('marketing.title') };
}

/** The popups and the discount campaigns, with where each stands. */
export default async function AdminMarketingPage() {
  const staff = await requireStaffPage();
  if (!roleMayUse(staff.role, 'content')) redirect('/admin');
  const locale = await adminLocale();
  const t = adminT(locale);
  const { popups, campaigns, now } = await loadLists();
  return (
    <AdminShell staff={staff} locale={locale} current="marketing">
      <div className="mb-8 flex flex-col gap-2">
        <h1 className="font-display text-3xl">{t('marketing.title')}</h1>
        <p className="max-w-3xl text-sm text-ink-soft">{t('marketing.intro')}</p>
      </div>
      <PromotionList popups={popups} campaigns={campaigns} locale={locale} now={now} />
    </AdminShell>
  );
}
