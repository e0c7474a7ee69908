import { notFound, redirect } from 'next/navigation';
import type { Staff } from '../../../../api/contract/staff';
import type { Locale } from '../../../../domain/locale';
import { roleMayUse } from '../../../../domain/staff/staff-rules';
import { adminApi, adminLocale, requireStaffPage } from '../../../lib/admin';

/**
 * What a popup's or campaign's form page needs: the member of staff (merchandisers and admins),
 * the back office's language, and the record (null for `new`; an unknown id is a 404).
 */
export async function loadPromotion<T>(resource: '/popups' | '/campaigns', id: string): Promise<{ staff: Staff; locale: Locale; record: T | null }> {
  const staff = await requireStaffPage();
  if (!roleMayUse(staff.role, 'content')) redirect('/admin');
  const locale = await adminLocale();
  if (id === 'new') return { staff, locale, record: null };
  if (!/^[1-9][0-9]{0,9}$/.test(id)) notFound();
  const answer = await adminApi<T>(`${resource}/${id}`);
  if (!answer.data) notFound();
  return { staff, locale, record: answer.data };
}
