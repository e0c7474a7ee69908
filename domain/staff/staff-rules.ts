/** Rules of the back office's staff accounts, shared by the API, the CLI and the back office's screens. */

/** admin: everything, including staff and the audit log; merchandiser: the shop's content; fulfilment: orders (not codes). */
export const staffRoles = ['admin', 'merchandiser', 'fulfilment'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** What a part of the back office needs: the roles that may use it (an admin may use every part). */
export const staffAreas = {
  content: ['merchandiser'],
  orders: ['fulfilment'],
  /** Discount codes (issue #19: a fulfilment user must not reach them; merchandisers neither). */
  codes: [],
  /** Customers' accounts, their data export and erasure, the newsletter's subscribers (admins only: personal data). */
  customers: [],
  /** Stock, prices, sales and publishing of products (issue #19: not fulfilment). */
  catalogue: ['merchandiser'],
  staff: [],
  audit: [],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof staffAreas;

/** Whether a role may use an area. */
export function roleMayUse(role: StaffRole, area: StaffArea): boolean {
  return role === 'admin' || (staffAreas[area] as readonly StaffRole[]).includes(role);
}

/** The staff session cookie: its own name, HttpOnly, SameSite=Strict; a customer's cookie never counts. */
export const STAFF_SESSION_COOKIE = 'staff_session_v1';
/** The back office's screens live under it, and the host mounts the back office's API at `${STAFF_COOKIE_PATH}/api/*`. */
export const STAFF_COOKIE_PATH = '/admin';
/** A staff sign-in lasts a working day; then sign in again. */
export const STAFF_SESSION_HOURS = 12;
/** Staff passwords are longer than customers' (NIST SP 800-63B: at least 8; staff hold more). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;
/** A TOTP code: 6 digits, 30 s steps (RFC 6238 defaults, what authenticator apps use). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
