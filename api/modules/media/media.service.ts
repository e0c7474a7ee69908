import { inArray } from 'drizzle-orm';
import type { Image } from '../../contract/common';
import type { Db } from '../../db/client';
import { media } from '../../db/schema/media';

/** A media file as other modules show it. */
export type MediaFile = Pick<typeof media.$inferSelect, 'id' | 'url' | 'alt' | 'width' | 'height' | 'mediaType' | 'originalName'>;

/** Media files by id (ids without a file are left out). */
export async function readMediaFiles(db: Db, mediaIds: (number | null)[]): Promise<Map<number, MediaFile>> {
  const wanted = [...new Set(mediaIds.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: media.id, url: media.url, alt: media.alt, width: media.width, height: media.height, mediaType: media.mediaType, originalName: media.originalName })
    .from(media)
    .where(inArray(media.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Images by media id, shaped for the contract. */
export async function readImages(db: Db, mediaIds: (number | null)[]): Promise<Map<number, Image>> {
  const wanted = [...new Set(mediaIds.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: media.id, url: media.url, alt: media.alt, width: media.width, height: media.height })
    .from(media)
    .where(inArray(media.id, wanted));
  return new Map(
    rows.map((row) => [
      row.id,
      { url: row.url, alt: row.alt ?? '', ...(row.width ? { width: row.width } : {}), ...(row.height ? { height: row.height } : {}) },
    ]),
  );
}
