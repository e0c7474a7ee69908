import type { Metadata } from 'next';
import type { AdminPageSummary } from '../../../api/contract/composer';
import { AdminShell } from '../../../kit/admin/admin-shell';
import { adminT } from '../../../kit/admin/messages';
import { PageList } from '../../../kit/admin/page-list';
import { roleMayUse } from '../../../domain/staff/staff-rules';
import { adminApi, adminLocale, requireStaffPage } from '../../lib/admin';
import { redirect } from 'next/navigation';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminT(await adminLocale())('pages.title') };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The composer's start: the shop's pages, searched and filtered. */
export default async function AdminPagesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requireStaffPage();
  // Fulfilment starts its day at the dashboard; a role without content goes to the first screen it may use.
  if (!roleMayUse(staff.role, 'content')) redirect(roleMayUse(staff.role, 'orders') ? '/admin/dashboard' : roleMayUse(staff.role, 'audit') ? '/admin/audit' : '/admin/sign-in');
  const locale = await adminLocale();
  const params = await searchParams;
  const query = new URLSearchParams();
  for (const name of ['q', 'status', 'layout', 'language']) {
    const value = one(params[name])?.slice(0, 100);
    if (value) query.set(name, value);
  }
  const answer = await adminApi<AdminPageSummary[]>(`/pages?${query}`);
  const language = query.get('language') === 'en' ? 'en' : 'nl';
  return (
    <AdminShell staff={staff} locale={locale} current="pages">
      <PageList pages={answer.data ?? []} filters={{ q: query.get('q') ?? undefined, status: query.get('status') ?? undefined, layout: query.get('layout') ?? undefined, language }} locale={locale} />
    </AdminShell>
  );
}
