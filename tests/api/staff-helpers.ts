import { randomBytes } from 'node:crypto';
import { CLIENT_ADDRESS_HEADER } from '../../api/lib/client-address';
import { createStaff } from '../../api/modules/staff';
import type { StaffRole } from '../../domain/staff/staff-rules';
import { API, newClientAddress, OWN_ORIGIN } from './account-helpers';
import type { TestShop } from './harness';

export const STAFF_PASSWORD = 'a long staff passphrase';

export interface StaffOptions {
  body?: unknown;
  /** The staff session token, sent as the `staff_session_v1` cookie. */
  staff?: string;
  /** Any other cookie header (a customer's cookie, to show it never counts). */
  cookie?: string;
  /** Origin header: the shop's own by default; null sends none. */
  origin?: string | null;
  address?: string;
  headers?: Record<string, string>;
}

/** Calls the back office's API as a browser on the shop's own origin would. */
export function staffCall(shop: TestShop, method: string, path: string, options: StaffOptions = {}) {
  const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: options.address ?? newClientAddress() };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const cookies = [options.staff ? `staff_session_v1=${options.staff}` : '', options.cookie ?? ''].filter(Boolean);
  if (cookies.length) headers.cookie = cookies.join('; ');
  const origin = options.origin === undefined ? OWN_ORIGIN : options.origin;
  if (origin) headers.origin = origin;
  return shop.get(`${API}${path}`, { method, headers: { ...headers, ...options.headers }, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
}

/** The staff token in a response's Set-Cookie, and the cookie's attributes. */
export function staffCookie(headers: Headers): { token: string; attributes: string[] } | undefined {
  const line = headers.getSetCookie().find((cookie) => cookie.startsWith('staff_session_v1='));
  if (!line) return undefined;
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  return { token: pair!.slice('staff_session_v1='.length), attributes };
}

let serial = 0;
/** A new member of staff, signed in: their id, e-mail and session token. */
export async function newStaff(shop: TestShop, role: StaffRole): Promise<{ id: number; email: string; token: string }> {
  const email = `staff.${++serial}.${randomBytes(3).toString('hex')}@example.com`;
  const row = await createStaff(shop.database.db, { email, name: `Staff ${serial}`, role, password: STAFF_PASSWORD });
  const signedIn = await staffCall(shop, 'POST', '/admin/sessions', { body: { email, password: STAFF_PASSWORD } });
  if (signedIn.status !== 200) throw new Error(`staff sign-in: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
  return { id: row.id, email, token: staffCookie(signedIn.headers)!.token };
}
