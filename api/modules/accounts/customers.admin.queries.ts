import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens, shippingAddresses, trustedDevices, userIdentities, users } from '../../db/schema/accounts';
import type { UserRow } from './users.service';
import { containing } from '../../lib/like';

/*
 * The accounts module's tables as the back office's customers read and erase them
 * (customers.admin.ts).
 */

export type IdentityRow = typeof userIdentities.$inferSelect;


/**
 * What the search matches: e-mail address and names, lower-cased. Written as the expression a
 * trigram index would be made on (`CREATE INDEX users_search_idx ON users USING gin
 * ((lower(email || ' ' || first_name || ' ' || last_name)) gin_trgm_ops)`), so that index serves
 * this query as it is once it exists; until then the search reads every account.
 */
const searchText = sql`lower(${users.email} || ' ' || ${users.firstName} || ' ' || ${users.lastName})`;

/** A page of the accounts matching `q` (any part of the address or name, any case), newest first (the id's order: no sort), and how many match. */
export async function searchCustomerPage(db: Db, q: string | undefined, page: number, perPage: number): Promise<{ rows: UserRow[]; total: number }> {
  const where: SQL | undefined = q ? sql`${searchText} LIKE ${containing(q.toLowerCase())}` : undefined;
  // One after the other: inside a read retry the connection runs one statement at a time.
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findCustomer(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The account, its row locked until the transaction ends (an erasure against a sign-up's changes). */
export async function lockCustomer(tx: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** The social sign-ins linked to the account, oldest first. */
export function readIdentities(db: Db, userId: number): Promise<IdentityRow[]> {
  return db.select().from(userIdentities).where(eq(userIdentities.userId, userId)).orderBy(asc(userIdentities.createdAt));
}

/**
 * Deletes the account and what exists for it alone, in the caller's transaction; answers how many
 * rows of each went. The foreign keys cascade the same rows; deleting them first counts them.
 */
export async function deleteCustomerRows(tx: Db, userId: number) {
  const gone = async (rows: PromiseLike<unknown[]>) => (await rows).length;
  const identities = await gone(tx.delete(userIdentities).where(eq(userIdentities.userId, userId)).returning({ id: userIdentities.subject }));
  const tokens = await gone(tx.delete(accountTokens).where(eq(accountTokens.userId, userId)).returning({ id: accountTokens.id }));
  const devices = await gone(tx.delete(trustedDevices).where(eq(trustedDevices.userId, userId)).returning({ id: trustedDevices.id }));
  const addresses = await gone(tx.delete(shippingAddresses).where(eq(shippingAddresses.userId, userId)).returning({ id: shippingAddresses.id }));
  await tx.delete(users).where(eq(users.id, userId));
  return { identities, tokens, devices, addresses };
}
