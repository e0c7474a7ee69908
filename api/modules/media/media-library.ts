import { createHash } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminMedia, AdminMediaPage, adminMediaQuerySchema, MediaUsage } from '../../contract/media';
import { MEDIA_PAGE_SIZE } from '../../contract/media';
import type { Db } from '../../db/client';
import { media, mediaTranslations, type MediaVariant } from '../../db/schema/media';
import { AppError } from '../../lib/errors';
import { languageIds } from '../settings';
import { recordAudit, type AuditActor } from '../staff';
import { processUpload, UploadRefused, type ProcessedFile } from './processing';
import type { MediaStore } from './store';
import { containing } from '../../lib/like';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Row = typeof media.$inferSelect;
type Alt = { nl: string; en: string };

/** Where the shop serves a media file (media.routes.ts): the id and the file's own name. */
export const mediaUrl = (id: number, name: string) => `/api/v1/media/${id}/${name}`;

const refusals: Record<UploadRefused['problem'], Alt> = {
  unsupported_type: { nl: 'Kies een JPEG-, PNG-, WebP- of SVG-bestand', en: 'Choose a JPEG, PNG, WebP or SVG file' },
  unreadable_image: { nl: 'Dit bestand is beschadigd of geen afbeelding', en: 'This file is damaged or not an image' },
  too_many_pixels: { nl: 'Deze afbeelding is te groot (meer dan 40 megapixel); verklein hem eerst', en: 'This image is too large (over 40 megapixels); make it smaller first' },
  empty_svg: { nl: 'Er blijft niets van deze SVG over na het verwijderen van scripts en externe verwijzingen', en: 'Nothing of this SVG is left once scripts and external references are removed' },
};

/** The 422 of an upload that is not a file the library takes, on its `file` field. */
export function uploadRefusal(problem: UploadRefused['problem'], lang: 'nl' | 'en'): AppError {
  return new AppError('invalid_data', 'validation_failed', { fields: { file: refusals[problem][lang] } });
}

async function altTexts(db: Db | Tx, rows: Row[]): Promise<Map<number, Alt>> {
  if (rows.length === 0) return new Map();
  const nl = await languageIds(db as Db, 'nl');
  const en = await languageIds(db as Db, 'en');
  const translations = await db
    .select()
    .from(mediaTranslations)
    .where(
      inArray(
        mediaTranslations.mediaId,
        rows.map((row) => row.id),
      ),
    );
  const of = (id: number, languageId: number | undefined) => translations.find((row) => row.mediaId === id && row.languageId === languageId)?.alt;
  return new Map(rows.map((row) => [row.id, { nl: of(row.id, nl?.id) ?? row.alt ?? '', en: of(row.id, en?.id) ?? '' }]));
}

function toAdminMedia(row: Row, alt: Alt): AdminMedia {
  return {
    id: row.id,
    url: row.url,
    mime_type: row.mimeType,
    original_name: row.originalName,
    width: row.width,
    height: row.height,
    byte_size: row.byteSize ?? (row.body === null ? null : new TextEncoder().encode(row.body).byteLength),
    alt,
    variants: row.variants.map((variant) => ({ url: mediaUrl(row.id, variant.name), width: variant.width, height: variant.height, mime_type: variant.mimeType, byte_size: variant.bytes })),
    uploaded: row.storageKey !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** One page of the library, newest first: by part of a name or an alternative text, photos or drawings. */
export async function listMedia(db: Db, query: z.infer<typeof adminMediaQuerySchema>): Promise<AdminMediaPage> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(
      or(
        ilike(media.originalName, pattern),
        ilike(media.alt, pattern),
        sql`EXISTS (SELECT 1 FROM ${mediaTranslations} WHERE ${mediaTranslations.mediaId} = ${media.id} AND ${mediaTranslations.alt} ILIKE ${pattern})`,
      )!,
    );
  }
  if (query.kind === 'drawing') conditions.push(eq(media.mimeType, 'image/svg+xml'));
  if (query.kind === 'photo') conditions.push(ne(media.mimeType, 'image/svg+xml'));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = query.page ?? 1;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(MEDIA_PAGE_SIZE)
      .offset((page - 1) * MEDIA_PAGE_SIZE),
    db.select({ value: count() }).from(media).where(where),
  ]);
  const alts = await altTexts(db, rows);
  const all = total?.value ?? 0;
  return { items: rows.map((row) => toAdminMedia(row, alts.get(row.id)!)), total: all, page, pages: Math.max(1, Math.ceil(all / MEDIA_PAGE_SIZE)) };
}

async function rowOf(db: Db | Tx, id: number, lock = false): Promise<Row> {
  const query = db.select().from(media).where(eq(media.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found', 'media_not_found');
  return row;
}

export async function getMedia(db: Db, id: number): Promise<AdminMedia & { usage: MediaUsage[] }> {
  const row = await rowOf(db, id);
  const alts = await altTexts(db, [row]);
  return { ...toAdminMedia(row, alts.get(row.id)!), usage: await mediaUsage(db, id) };
}

async function writeAlt(tx: Tx, id: number, alt: Alt): Promise<void> {
  const nl = await languageIds(tx as unknown as Db, 'nl');
  const en = await languageIds(tx as unknown as Db, 'en');
  const rows = [
    { mediaId: id, languageId: nl!.id, alt: alt.nl },
    { mediaId: id, languageId: en!.id, alt: alt.en },
  ];
  await tx
    .insert(mediaTranslations)
    .values(rows)
    .onConflictDoUpdate({ target: [mediaTranslations.mediaId, mediaTranslations.languageId], set: { alt: sql`excluded.alt` } });
}

/**
 * Adds a file to the library: checked and processed by its content (processing.ts), stored with
 * its variants, recorded with its alternative texts and the audit entry in one transaction. The
 * same bytes uploaded again are the file already there (`created: false`), so a retried upload
 * never makes a second copy.
 */
export async function uploadMedia(
  db: Db,
  store: MediaStore,
  actor: AuditActor,
  upload: { bytes: Uint8Array; name: string; alt: Alt },
  lang: 'nl' | 'en',
): Promise<{ media: AdminMedia; created: boolean }> {
  const hash = createHash('sha256').update(upload.bytes).digest('hex');
  const [existing] = await db.select().from(media).where(eq(media.contentHash, hash)).limit(1);
  if (existing) return { media: toAdminMedia(existing, (await altTexts(db, [existing])).get(existing.id)!), created: false };

  let processed;
  try {
    processed = await processUpload(upload.bytes, upload.name);
  } catch (error) {
    if (error instanceof UploadRefused) throw uploadRefusal(error.problem, lang);
    throw error;
  }
  const { original, variants } = processed;
  const stored: MediaVariant[] = variants.map((file) => ({ name: file.name, width: file.width, height: file.height, mimeType: file.mimeType, bytes: file.bytes.byteLength }));
  let id: number | undefined;
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(media)
        .values({
          url: '',
          mediaType: 'image',
          mimeType: original.mimeType,
          originalName: original.name,
          width: original.width || null,
          height: original.height || null,
          alt: upload.alt.nl,
          byteSize: original.bytes.byteLength,
          contentHash: hash,
          variants: stored,
          uploadedBy: actor.id,
        })
        .returning({ id: media.id });
      id = inserted!.id;
      // The files first: a row whose files failed to store is never committed.
      await Promise.all([original, ...variants].map((file: ProcessedFile) => store.put(`${id}/${file.name}`, file.bytes)));
      const [saved] = await tx
        .update(media)
        .set({ url: mediaUrl(id, original.name), storageKey: `${id}/${original.name}` })
        .where(eq(media.id, id))
        .returning();
      await writeAlt(tx, id, upload.alt);
      await recordAudit(tx, actor, { action: 'media.upload', entity: 'media', entityId: id, after: { name: original.name, mime_type: original.mimeType, width: original.width, height: original.height, bytes: original.bytes.byteLength, alt: upload.alt } });
      return saved!;
    });
    return { media: toAdminMedia(row, upload.alt), created: true };
  } catch (error) {
    if (id !== undefined) await store.removeAll(String(id)).catch(() => undefined);
    throw error;
  }
}

export async function updateMediaAlt(db: Db, actor: AuditActor, id: number, alt: Alt): Promise<AdminMedia> {
  return db.transaction(async (tx) => {
    const row = await rowOf(tx, id, true);
    const before = (await altTexts(tx, [row])).get(id)!;
    const [saved] = await tx.update(media).set({ alt: alt.nl, updatedAt: new Date() }).where(eq(media.id, id)).returning();
    await writeAlt(tx, id, alt);
    await recordAudit(tx, actor, { action: 'media.update', entity: 'media', entityId: id, before: { alt: before }, after: { alt } });
    return toAdminMedia(saved!, alt);
  });
}

/** The rows of a raw query, as both drivers (PGlite, node-postgres) answer them. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Columns of other tables that point at a media file (their foreign keys), read from the catalogue once. */
async function referencingColumns(db: Db | Tx): Promise<{ table: string; column: string }[]> {
  const result = await db.execute<{ table_name: string; column_name: string }>(sql`
    SELECT c.conrelid::regclass::text AS table_name, a.attname AS column_name
    FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
    WHERE c.contype = 'f' AND c.confrelid = 'media'::regclass AND c.conrelid <> 'media_translations'::regclass`);
  return rowsOf<{ table_name: string; column_name: string }>(result).map((row) => ({ table: row.table_name.replace(/^"|"$/g, ''), column: row.column_name }));
}

/**
 * Where a file is used: rows that point at it (products, categories, popups, posts, …: every
 * foreign key to media) and blocks of live pages and drafts that show its address.
 */
export async function mediaUsage(db: Db | Tx, id: number): Promise<MediaUsage[]> {
  const [row] = await db.select({ url: media.url }).from(media).where(eq(media.id, id));
  if (!row) return [];
  const columns = await referencingColumns(db);
  // One after the other: inside a transaction (delete) the queries share one connection.
  const counts: MediaUsage[] = [];
  for (const { table, column } of columns) {
    const result = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${id}`);
    counts.push({ kind: table, count: Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0) });
  }
  const prefix = `%${mediaUrl(id, '')}%`;
  const inContent = await db.execute<{ blocks: number; drafts: number; posts: number }>(sql`
    SELECT (SELECT count(*)::int FROM blocks b WHERE b.settings::text LIKE ${prefix} OR EXISTS (SELECT 1 FROM block_translations t WHERE t.block_id = b.id AND t.content::text LIKE ${prefix})) AS blocks,
           (SELECT count(*)::int FROM page_drafts WHERE deleted_at IS NULL AND document::text LIKE ${prefix}) AS drafts,
           (SELECT count(DISTINCT post_id)::int FROM blog_post_translations WHERE body LIKE ${prefix}) AS posts`);
  const content = rowsOf<{ blocks: number; drafts: number; posts: number }>(inContent)[0];
  return [...counts, { kind: 'blocks', count: Number(content?.blocks ?? 0) }, { kind: 'page_drafts', count: Number(content?.drafts ?? 0) }, { kind: 'blog_post_texts', count: Number(content?.posts ?? 0) }].filter((usage) => usage.count > 0);
}

/** Deletes a file nothing uses (409 `media_in_use` otherwise): the row, its texts, its files. */
export async function deleteMedia(db: Db, store: MediaStore, actor: AuditActor, id: number): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const row = await rowOf(tx, id, true);
    const usage = await mediaUsage(tx, id);
    if (usage.length > 0) throw new AppError('conflict', 'media_in_use', { fields: Object.fromEntries(usage.map((use) => [use.kind, String(use.count)])) });
    const alt = (await altTexts(tx, [row])).get(id)!;
    await tx.delete(media).where(eq(media.id, id));
    await recordAudit(tx, actor, { action: 'media.delete', entity: 'media', entityId: id, before: { name: row.originalName, mime_type: row.mimeType, alt } });
    return row;
  });
  if (removed.storageKey) await store.removeAll(String(id));
}

/** A file the shop serves: the original or one of its variants, by the id and the file's name. */
export async function servedFile(db: Db, store: MediaStore, id: number, name: string): Promise<{ body: string | Uint8Array; mimeType: string } | undefined> {
  const [row] = await db.select({ body: media.body, mimeType: media.mimeType, originalName: media.originalName, storageKey: media.storageKey, variants: media.variants }).from(media).where(eq(media.id, id));
  if (!row) return undefined;
  if (row.body !== null) return row.originalName === name ? { body: row.body, mimeType: row.mimeType } : undefined;
  if (row.storageKey === null) return undefined;
  const mimeType = row.originalName === name ? row.mimeType : row.variants.find((variant) => variant.name === name)?.mimeType;
  if (!mimeType) return undefined;
  const bytes = await store.get(`${id}/${name}`);
  return bytes ? { body: bytes, mimeType } : undefined;
}
