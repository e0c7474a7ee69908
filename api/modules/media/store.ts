import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded media files live. The shop's default keeps them under its data folder; an object
 * store (S3, R2, GCS) implements the same three calls. Keys are `{id}/{file name}`: written once,
 * never changed (a new upload gets a new id), so they can be cached for a year.
 */
export interface MediaStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or undefined when there is none. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Removes every file under `prefix` (a media item and its variants); nothing there is fine. */
  removeAll(prefix: string): Promise<void>;
}

/**
 * A key as the store takes it: `{id}/{name}` with a plain name, never a way out of its folder; or
 * `maps/{name}`, the cart lines' merged map images (api/modules/cart/map-image.ts).
 */
const KEY = /^(?:[1-9][0-9]{0,9}|maps)\/[a-z0-9][a-z0-9._-]{0,119}$/;
const PREFIX = /^[1-9][0-9]{0,9}$/;

function checked(key: string, pattern: RegExp): string {
  if (!pattern.test(key) || key.includes('..')) throw new Error(`media store: not a key: ${JSON.stringify(key)}`);
  return key;
}

/** Files in a folder on this machine (MEDIA_DIR, by default `data/media`): written to a temporary name, then renamed. */
export function folderMediaStore(root: string): MediaStore {
  return {
    async put(key, bytes) {
      const file = path.join(root, checked(key, KEY));
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      if (!KEY.test(key) || key.includes('..')) return undefined;
      try {
        return new Uint8Array(await readFile(path.join(root, key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async removeAll(prefix) {
      await rm(path.join(root, checked(prefix, PREFIX)), { recursive: true, force: true });
    },
  };
}

/** Files in memory: for tests and throw-away shops (`PGLITE_DIR=memory`). */
export function memoryMediaStore(): MediaStore {
  const files = new Map<string, Uint8Array>();
  return {
    async put(key, bytes) {
      files.set(checked(key, KEY), bytes);
    },
    async get(key) {
      return files.get(key);
    },
    async removeAll(prefix) {
      for (const key of [...files.keys()]) if (key.startsWith(`${checked(prefix, PREFIX)}/`)) files.delete(key);
    },
  };
}

/**
 * The shop's media store from its environment: MEDIA_DIR; else beside the embedded database
 * (`{PGLITE_DIR}-media`; in memory with it); else `data/media`.
 */
export function mediaStoreFromEnv(source: { MEDIA_DIR?: string; PGLITE_DIR?: string; DATABASE_URL?: string }): MediaStore {
  if (source.MEDIA_DIR) return folderMediaStore(path.resolve(source.MEDIA_DIR));
  if (!source.DATABASE_URL && source.PGLITE_DIR === 'memory') return memoryMediaStore();
  if (!source.DATABASE_URL && source.PGLITE_DIR) return folderMediaStore(`${path.resolve(source.PGLITE_DIR)}-media`);
  return folderMediaStore(path.join(process.cwd(), 'data', 'media'));
}

declare module '../../lib/openapi' {
  interface ApiVariables {
    /** Where uploads live (set for every request by api/app.ts). */
    mediaStore: MediaStore;
  }
}
