/** The media library: files other modules show (read here by id), and the files the API serves itself. Owns api/db/schema/media.ts. */
export { mediaRoutes } from './media.routes';
export { readImages, readMediaFiles, type MediaFile } from './media.service';
