import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../domain/locale';
import type { BaggageEntry, ListKind, SavedList, SavedListWithItems, SaveListRequest } from '../../contract/lists';
import type { Db } from '../../db/client';
import { shopperLists } from '../../db/schema/lists';
import { AppError } from '../../lib/errors';
import { newUniqueId } from '../../lib/unique-id';
import { savedListItems } from '../catalog';

type ListRow = typeof shopperLists.$inferSelect;

function toSavedList(row: ListRow): SavedList {
  return { unique_id: row.uniqueId, baggage: row.baggage, updated_at: row.updatedAt.toISOString() };
}

/**
 * Stores the full baggage of a list of one kind, replacing what it held (idempotent). A missing
 * or unknown `unique_id` (of this kind) makes a new list with a fresh unguessable id.
 */
export async function saveList(db: Db, kind: ListKind, body: SaveListRequest): Promise<SavedList> {
  const baggage: BaggageEntry[] = body.baggage.map((entry) => ({ sku: entry.sku, engraving: entry.engraving }));
  if (body.unique_id) {
    const [row] = await db
      .update(shopperLists)
      .set({ baggage, updatedAt: new Date() })
      .where(and(eq(shopperLists.kind, kind), eq(shopperLists.uniqueId, body.unique_id)))
      .returning();
    if (row) return toSavedList(row);
  }
  const [row] = await db.insert(shopperLists).values({ kind, uniqueId: newUniqueId(), baggage }).returning();
  return toSavedList(row!);
}

/** A list of one kind with display items in the request's language; 404 when the id is unknown. */
export async function getList(db: Db, kind: ListKind, uniqueId: string, locale: Locale): Promise<SavedListWithItems> {
  const [row] = await db.select().from(shopperLists).where(and(eq(shopperLists.kind, kind), eq(shopperLists.uniqueId, uniqueId)));
  if (!row) throw new AppError('not_found', `${kind}_not_found`);
  return { ...toSavedList(row), items: await savedListItems(db, row.baggage, locale) };
}
