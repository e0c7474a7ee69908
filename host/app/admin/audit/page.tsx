import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { AuditEntry } from '../../../../api/contract/staff';
import { roleMayUse } from '../../../../domain/staff/staff-rules';
import { AdminShell } from '../../../../kit/admin/admin-shell';
import { AuditList } from '../../../../kit/admin/audit-list';
import { adminT } from '../../../../kit/admin/messages';
import { adminApi, adminLocale, requireStaffPage } from '../../../lib/admin';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminT(await adminLocale())('audit.title') };
}

/** The audit log (admins only). */
export default async function AdminAuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requireStaffPage();
  if (!roleMayUse(staff.role, 'audit')) redirect('/admin');
  const locale = await adminLocale();
  const before = (await searchParams).before;
  const value = typeof before === 'string' && /^\d{1,15}$/.test(before) ? `?before=${before}` : '';
  const answer = await adminApi<{ entries: AuditEntry[]; next_before: number | null }>(`/audit${value}`);
  return (
    <AdminShell staff={staff} locale={locale} current="audit">
      <AuditList entries={answer.data?.entries ?? []} nextBefore={answer.data?.next_before ?? null} locale={locale} />
    </AdminShell>
  );
}
