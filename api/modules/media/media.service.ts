import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Image } from '../../contract/common';
import type { Db } from '../../db/client';
import { media, mediaTranslations } from '../../db/schema/media';

/** A media file as other modules show it. */
export type MediaFile = Pick<typeof media.$inferSelect, 'id' | 'url' | 'alt' | 'width' | 'height' | 'mediaType' | 'originalName'>;

/**
 * Media files by id (ids without a file are left out). With `languageId`, the alternative text is
 * that language's (the media library's), else the file's default (Dutch) one.
 */
export async function readMediaFiles(db: Db, mediaIds: (number | null)[], languageId?: number): Promise<Map<number, MediaFile>> {
  const wanted = [...new Set(mediaIds.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: media.id, url: media.url, alt: altIn(languageId), width: media.width, height: media.height, mediaType: media.mediaType, originalName: media.originalName })
    .from(media)
    .leftJoin(mediaTranslations, and(eq(mediaTranslations.mediaId, media.id), eq(mediaTranslations.languageId, languageId ?? 0)))
    .where(inArray(media.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A language's alternative text when it has one, else the file's default. */
const altIn = (languageId: number | undefined) => (languageId === undefined ? media.alt : sql<string | null>`coalesce(nullif(${mediaTranslations.alt}, ''), ${media.alt})`);

/** Images by media id, shaped for the contract; `languageId` as for readMediaFiles. */
export async function readImages(db: Db, mediaIds: (number | null)[], languageId?: number): Promise<Map<number, Image>> {
  const wanted = [...new Set(mediaIds.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: media.id, url: media.url, alt: altIn(languageId), width: media.width, height: media.height })
    .from(media)
    .leftJoin(mediaTranslations, and(eq(mediaTranslations.mediaId, media.id), eq(mediaTranslations.languageId, languageId ?? 0)))
    .where(inArray(media.id, wanted));
  return new Map(
    rows.map((row) => [
      row.id,
      { url: row.url, alt: row.alt ?? '', ...(row.width ? { width: row.width } : {}), ...(row.height ? { height: row.height } : {}) },
    ]),
  );
}
