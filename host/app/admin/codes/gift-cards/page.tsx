import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { roleMayUse } from '../../../../../domain/staff/staff-rules';
import { AdminShell } from '../../../../../kit/admin/admin-shell';
import { GiftCardList } from '../../../../../kit/admin/gift-cards/gift-card-list';
import { adminT } from '../../../../../kit/admin/messages';
import { adminLocale, requireStaffPage } from '../../../../lib/admin';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminT(await adminLocale())('giftCards.title') };
}

/** The shop's gift cards: searched, made, changed and their uses (admins only, beside the discount codes). */
export default async function AdminGiftCardsPage() {
  const staff = await requireStaffPage();
  if (!roleMayUse(staff.role, 'codes')) redirect('/admin');
  const locale = await adminLocale();
  const t = adminT(locale);
  return (
    <AdminShell staff={staff} locale={locale} current="giftCards">
      <div className="mb-6 flex flex-col gap-3">
        <h1 className="font-display text-3xl">{t('giftCards.title')}</h1>
        <p className="max-w-3xl text-sm text-ink-soft">{t('giftCards.intro')}</p>
      </div>
      <GiftCardList locale={locale} />
    </AdminShell>
  );
}
