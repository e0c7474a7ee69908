import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { languages } from './settings';

/** A resized copy made on upload (api/modules/media/media-library.ts): its file name in the store and its size. */
export interface MediaVariant {
  name: string;
  width: number;
  height: number;
  mimeType: string;
  bytes: number;
}

/**
 * The media library (api/modules/media): files the shop shows. A file lives in the media store
 * (`storage_key`: uploads, behind the store interface) or in the database itself (`body`: the
 * seed's generated images); `url` is where the shop serves it.
 */
export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  mediaType: text('media_type').notNull().default('image'),
  mimeType: text('mime_type').notNull(),
  originalName: text('original_name').notNull(),
  width: integer('width'),
  height: integer('height'),
  /** The default (Dutch) alternative text; other languages in media_translations. */
  alt: text('alt'),
  /** Stored file body for media served by the API itself (generated images). */
  body: text('body'),
  /** The original's key in the media store (uploads); its variants sit beside it. */
  storageKey: text('storage_key'),
  byteSize: integer('byte_size'),
  /** SHA-256 of the uploaded bytes: the same file uploaded twice is one file. */
  contentHash: text('content_hash'),
  variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
  uploadedBy: integer('uploaded_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('media_created_idx').on(t.createdAt), index('media_content_hash_idx').on(t.contentHash)]);

/** A media file's alternative text per language. */
export const mediaTranslations = pgTable(
  'media_translations',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    alt: text('alt').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.languageId] })],
);
