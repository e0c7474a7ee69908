import { and, desc, eq, isNotNull, lt, max, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditEntry, auditQuerySchema } from '../../contract/staff';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/staff';

/** Who made a change: the member of staff, or a process acting on its own (`system`: the scheduler, the CLI). */
export interface AuditActor {
  id: number | null;
  email: string;
}
export const SYSTEM_ACTOR: AuditActor = { id: null, email: 'system' };

/** A transaction of the database: a change and its audit entry are written in one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Records a change in the same transaction as the change: who, what, the record before and after. */
export async function recordAudit(
  db: Db | Tx,
  actor: AuditActor,
  change: { action: string; entity: string; entityId?: string | number | null; before?: unknown; after?: unknown },
): Promise<void> {
  await db.insert(auditLog).values({
    staffId: actor.id,
    staffEmail: actor.email,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId === undefined || change.entityId === null ? null : String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** How long one member of staff's run of edits to one record counts as one audit entry (autosave). */
export const AUDIT_COALESCE_MINUTES = 10;

/**
 * Records an edit that autosave repeats every few seconds (a draft): when the same member of staff's
 * latest entry is the same action on the same record within AUDIT_COALESCE_MINUTES, that entry
 * takes the new `after` (its `before` stays: the record before the run) and the new time; otherwise
 * a new entry. The log keeps every run of edits without an entry per keystroke.
 */
export async function recordAuditCoalesced(
  db: Db | Tx,
  actor: AuditActor,
  change: { action: string; entity: string; entityId: string | number; before?: unknown; after?: unknown },
): Promise<void> {
  const entityId = String(change.entityId);
  const [latest] = await db
    .select({ id: auditLog.id, staffId: auditLog.staffId, action: auditLog.action, at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.entity, change.entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const recent = latest && latest.staffId === actor.id && latest.action === change.action && Date.now() - latest.at.getTime() < AUDIT_COALESCE_MINUTES * 60_000;
  if (recent) {
    await db.update(auditLog).set({ after: change.after ?? null, at: new Date() }).where(eq(auditLog.id, latest.id));
  } else {
    await recordAudit(db, actor, change);
  }
}

/** The audit log, newest first, filtered, a page at a time (keyset on the id). */
export async function readAudit(db: Db, query: z.infer<typeof auditQuerySchema>): Promise<{ entries: AuditEntry[]; next_before: number | null }> {
  const where: SQL[] = [];
  if (query.entity) where.push(eq(auditLog.entity, query.entity));
  if (query.entity_id) where.push(eq(auditLog.entityId, query.entity_id));
  if (query.staff_id) where.push(eq(auditLog.staffId, query.staff_id));
  if (query.before) where.push(lt(auditLog.id, query.before));
  const rows = await db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      staff_id: row.staffId,
      staff_email: row.staffEmail,
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      before: row.before,
      after: row.after,
    })),
    next_before: rows.length > query.limit ? page[page.length - 1]!.id : null,
  };
}

/** Each member of staff's (or one's) latest sign-in, as the log has it (the staff screen's "last signed in"). */
export async function lastSignIns(db: Db, staffId?: number): Promise<Map<number, Date>> {
  const rows = await db
    .select({ staffId: auditLog.staffId, at: max(auditLog.at) })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.action, 'staff.sign_in'), staffId === undefined ? isNotNull(auditLog.staffId) : and(eq(auditLog.entityId, String(staffId)), eq(auditLog.staffId, staffId))))
    .groupBy(auditLog.staffId);
  return new Map(rows.flatMap((row) => (row.staffId !== null && row.at ? [[row.staffId, row.at] as const] : [])));
}
