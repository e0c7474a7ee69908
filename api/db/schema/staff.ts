import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * The back office (api/modules/staff): staff accounts apart from the shop's customers, their
 * sign-ins, and the audit log of every change they make.
 */

/** A member of staff. `role`: admin (everything, staff and the audit log), merchandiser (content), fulfilment (orders). */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The TOTP secret (base32) once the second factor is set up; it counts once `totp_enabled_at` is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step used, so a code is accepted once. */
    totpLastStep: integer('totp_last_step'),
    /** The interface language of the back office. */
    language: text('language').notNull().default('nl'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_users_email_uq').on(t.email), check('staff_users_role_ck', sql`${t.role} IN ('admin', 'merchandiser', 'fulfilment')`)],
);

/** A staff sign-in: the browser holds the token (cookie `staff_session_v1`), the database its SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_sessions_hash_uq').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Every change made in the back office: who, when, what, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Kept as it was at the time, also when the account goes. */
    staffEmail: text('staff_email').notNull(),
    /** e.g. `page.publish`, `staff.sign_in`. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);
