import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { SHIPPING_ADDRESS_LIMIT, type ShippingCountry } from '../../../domain/accounts/account-rules';
import type { ShippingAddress, ShippingAddressInput } from '../../contract/accounts';
import type { Db } from '../../db/client';
import { shippingAddresses, users } from '../../db/schema/accounts';
import { AppError } from '../../lib/errors';
import type { Tx } from './users.service';

type AddressRow = typeof shippingAddresses.$inferSelect;

function toAddress(row: AddressRow): ShippingAddress {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    company: row.company,
    address_line_1: row.addressLine1,
    address_line_2: row.addressLine2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country as ShippingCountry,
    phone: row.phone,
    is_default: row.isDefault,
  };
}

function columns(input: ShippingAddressInput) {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    company: input.company ?? null,
    addressLine1: input.address_line_1,
    addressLine2: input.address_line_2 ?? null,
    city: input.city,
    state: input.state ?? null,
    zip: input.zip,
    country: input.country,
    phone: input.phone ?? null,
  };
}

const notFound = () => new AppError('not_found', 'address_not_found');
const mine = (userId: number, id: number) => and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId));

/** Locks the customer's row: address changes of one customer run one at a time (limit, one default). */
async function lockCustomer(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Clears the default flag on the customer's other addresses. */
async function clearOtherDefaults(tx: Tx, userId: number, keepId: number): Promise<void> {
  await tx
    .update(shippingAddresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(shippingAddresses.userId, userId), ne(shippingAddresses.id, keepId), eq(shippingAddresses.isDefault, true)));
}

/** The customer's addresses, the default first. */
export async function listAddresses(db: Db, userId: number): Promise<ShippingAddress[]> {
  const rows = await db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, userId)).orderBy(desc(shippingAddresses.isDefault), asc(shippingAddresses.id));
  return rows.map(toAddress);
}

/**
 * Adds an address: at most SHIPPING_ADDRESS_LIMIT (422 `address_limit_reached`); the first one,
 * or one marked `is_default`, becomes the only default.
 */
export async function addAddress(db: Db, userId: number, input: ShippingAddressInput): Promise<ShippingAddress> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(shippingAddresses).where(eq(shippingAddresses.userId, userId));
    if (Number(n) >= SHIPPING_ADDRESS_LIMIT) throw new AppError('invalid_data', 'address_limit_reached');
    const isDefault = input.is_default || Number(n) === 0;
    const [row] = await tx.insert(shippingAddresses).values({ userId, ...columns(input), isDefault }).returning();
    if (isDefault) await clearOtherDefaults(tx, userId, row!.id);
    return toAddress(row!);
  });
}

/** Replaces one of the customer's addresses; another customer's id is 404 like a missing one. */
export async function updateAddress(db: Db, userId: number, id: number, input: ShippingAddressInput): Promise<ShippingAddress> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [row] = await tx
      .update(shippingAddresses)
      .set({ ...columns(input), isDefault: input.is_default, updatedAt: new Date() })
      .where(mine(userId, id))
      .returning();
    if (!row) throw notFound();
    if (row.isDefault) await clearOtherDefaults(tx, userId, row.id);
    return toAddress(row);
  });
}

/** Removes one of the customer's addresses; when it was the default, the oldest remaining one takes over. */
export async function removeAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [row] = await tx.delete(shippingAddresses).where(mine(userId, id)).returning({ isDefault: shippingAddresses.isDefault });
    if (!row) throw notFound();
    if (!row.isDefault) return;
    const [next] = await tx.select({ id: shippingAddresses.id }).from(shippingAddresses).where(eq(shippingAddresses.userId, userId)).orderBy(asc(shippingAddresses.id)).limit(1);
    if (next) await tx.update(shippingAddresses).set({ isDefault: true, updatedAt: new Date() }).where(eq(shippingAddresses.id, next.id));
  });
}

/** The customer's default address (else the oldest) as an address to ship to; undefined when they have none. */
export async function defaultShippingAddress(db: Db, userId: number): Promise<Omit<ShippingAddress, 'id' | 'is_default'> | undefined> {
  const [row] = await db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, userId)).orderBy(desc(shippingAddresses.isDefault), asc(shippingAddresses.id)).limit(1);
  if (!row) return undefined;
  const { id: _id, is_default: _isDefault, ...address } = toAddress(row);
  return address;
}
