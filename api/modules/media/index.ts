/**
 * The media library: uploads (photos with their resized copies, sanitised drawings) in a media
 * store, their alternative texts per language, the files other modules show (read here by id), and
 * serving them. Owns api/db/schema/media.ts.
 */
export { mediaRoutes } from './media.routes';
export { mediaAdminRoutes, MEDIA_UPLOAD_PATH } from './media.admin.routes';
export { folderMediaStore, memoryMediaStore, mediaStoreFromEnv, type MediaStore } from './store';
export { readImages, readMediaFiles, type MediaFile } from './media.service';
