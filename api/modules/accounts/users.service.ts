import { eq } from 'drizzle-orm';
import { accountFieldMessages } from '../../../domain/messages/account-messages';
import type { UpdateUserRequest, User } from '../../contract/accounts';
import { isLocale, type Locale } from '../../../domain/locale';
import type { ValidationLanguage } from '../../../domain/messages/validation-messages';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { AppError, invalidField } from '../../lib/errors';

export type UserRow = typeof users.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The customer as the contract shows it (spec section 3 "User"); the password hash never leaves. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    gender: row.gender === 1 || row.gender === 2 ? row.gender : 0,
    language: userLanguage(row),
    newsletter: row.newsletter,
    email_verified: row.emailVerifiedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The language the customer's mails go out in. */
export function userLanguage(row: Pick<UserRow, 'language'>): Locale {
  return isLocale(row.language) ? row.language : 'nl';
}

/** Whether a database error is a unique-index violation (both drivers; drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

/** The signed-in customer's row; a token whose user is gone is a guest (401). */
export async function sessionUser(db: Db, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('unauthorized', 'unauthenticated');
  return row;
}

/** Sign-up with an address that has an account: 422 on `email`. */
export function emailTaken(lang: ValidationLanguage): AppError {
  return invalidField('email', accountFieldMessages[lang].emailTaken);
}

/** PUT /users: the profile fields; fields left out keep their value. */
export async function updateUser(db: Db, userId: number, body: UpdateUserRequest): Promise<User> {
  const [row] = await db
    .update(users)
    .set({
      firstName: body.first_name,
      lastName: body.last_name,
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      gender: body.gender,
      ...(body.language !== undefined ? { language: body.language } : {}),
      ...(body.newsletter !== undefined ? { newsletter: body.newsletter } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new AppError('unauthorized', 'unauthenticated');
  return toUser(row);
}

/** A customer's e-mail address (checkout fills the contact field with it). */
export async function customerEmail(db: Db, userId: number): Promise<string | undefined> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email;
}
