import { z } from 'zod';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH, staffRoles, TOTP_DIGITS } from '../../domain/staff/staff-rules';
import { emailSchema } from './accounts';
import { INT4_MAX, localeSchema, textSchema } from './common';

export const staffRoleSchema = z.enum(staffRoles);

/** A member of staff as the back office sees them (never the password hash or the TOTP secret). */
export const staffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  language: localeSchema,
  totp_enabled: z.boolean(),
});
export type Staff = z.infer<typeof staffSchema>;

/** POST /admin/sessions. `code`: the TOTP code, required when the account has the second factor on. */
export const staffSignInRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(STAFF_PASSWORD_MAX_LENGTH),
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`))
    .optional(),
});
export type StaffSignInRequest = z.infer<typeof staffSignInRequestSchema>;

export const staffSessionSchema = z.object({ staff: staffSchema, expires_at: z.string() });

/**
 * POST /admin/me/totp: a new secret to scan; it counts once confirmed with a code. `qr_svg`: the
 * otpauth:// URI as a QR code (SVG markup made on the server, so no QR library reaches the browser).
 */
export const totpSetupSchema = z.object({ secret: z.string(), uri: z.string(), qr_svg: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;
export const totpCodeRequestSchema = z.object({ code: z.string().trim().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`)) });

/** One line of the audit log. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_id: z.number().int().nullable(),
  staff_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  lang: localeSchema.optional(),
  entity: textSchema.max(40).optional(),
  entity_id: textSchema.max(40).optional(),
  staff_id: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
  /** Entries older than this id (the next page: the last id seen). */
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), next_before: z.number().int().nullable() });

/** A member of staff as the staff screen lists them (admins only). */
export const staffMemberSchema = staffSchema.extend({
  disabled: z.boolean(),
  created_at: z.string(),
  /** From the audit log's sign-ins; null when it holds none. */
  last_sign_in_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** A new password of a member of staff; left out, the server makes a strong one. */
const staffPasswordSchema = z.string().min(STAFF_PASSWORD_MIN_LENGTH).max(STAFF_PASSWORD_MAX_LENGTH);

/** POST /admin/staff. `name` defaults to the address's local part, `language` to nl. */
export const staffCreateRequestSchema = z.object({
  email: emailSchema,
  role: staffRoleSchema,
  name: textSchema.trim().min(1).max(100).optional(),
  language: localeSchema.optional(),
  password: staffPasswordSchema.optional(),
});
export type StaffCreateRequest = z.infer<typeof staffCreateRequestSchema>;

/** PATCH /admin/staff/{id}. */
export const staffUpdateRequestSchema = z.object({ role: staffRoleSchema.optional(), disabled: z.boolean().optional() });
export type StaffUpdateRequest = z.infer<typeof staffUpdateRequestSchema>;

/** POST /admin/staff/{id}/password. */
export const staffPasswordRequestSchema = z.object({ password: staffPasswordSchema.optional() });

/** A member of staff with the password the server made: shown once, never stored in the clear (null when the request gave one). */
export const staffWithPasswordSchema = z.object({ staff: staffMemberSchema, password: z.string().nullable() });
export type StaffWithPassword = z.infer<typeof staffWithPasswordSchema>;
