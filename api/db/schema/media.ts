import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The media library (api/modules/media): files the shop shows, some stored in the database itself. */
export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  mediaType: text('media_type').notNull().default('image'),
  mimeType: text('mime_type').notNull(),
  originalName: text('original_name').notNull(),
  width: integer('width'),
  height: integer('height'),
  alt: text('alt'),
  /** Stored file body for media served by the API itself (generated images). */
  body: text('body'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
