import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { Staff } from '../../api/contract/staff';
import type { Locale } from '../../domain/locale';
import { STAFF_SESSION_COOKIE } from '../../domain/staff/staff-rules';
import { contentLocale, requestedLanguages } from '../../api/lib/lang';
import { mountedApi } from './api';

/** Calls the back office's API in process as the signed-in member of staff (their cookie only). */
export async function adminApi<T>(path: string): Promise<{ status: number; data: T | null }> {
  const token = (await cookies()).get(STAFF_SESSION_COOKIE)?.value;
  const request = new Request(`http://shop.internal/api/v1/admin${path}`, { headers: token ? { cookie: `${STAFF_SESSION_COOKIE}=${token}` } : {} });
  const response = await mountedApi().fetch(request);
  const body = (await response.json().catch(() => null)) as { data?: T } | null;
  return { status: response.status, data: response.ok ? (body?.data ?? null) : null };
}

/** The signed-in member of staff (once per request), or null. */
export const currentStaff = cache(async (): Promise<Staff | null> => (await adminApi<Staff>('/sessions/current')).data);

/** The signed-in member of staff, or off to the sign-in page. */
export async function requireStaffPage(): Promise<Staff> {
  const staff = await currentStaff();
  if (!staff) redirect('/admin/sign-in');
  return staff;
}

/** The back office's language: the member of staff's, else the browser's first of nl and en, else nl. */
export async function adminLocale(): Promise<Locale> {
  const staff = await currentStaff();
  if (staff) return staff.language;
  // The browser's languages by quality (Accept-Language), as the API reads them.
  return contentLocale(requestedLanguages(new URL('http://shop.internal/admin'), await headers()));
}
