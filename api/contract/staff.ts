import { z } from 'zod';
import { STAFF_PASSWORD_MAX_LENGTH, staffRoles, TOTP_DIGITS } from '../../domain/staff/staff-rules';
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

/** POST /admin/me/totp: a new secret to scan; it counts once confirmed with a code. */
export const totpSetupSchema = z.object({ secret: z.string(), uri: z.string() });
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
