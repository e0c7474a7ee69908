import { createRequire } from 'node:module';
import type nodemailerModule from 'nodemailer';
import type sharpModule from 'sharp';

/**
 * Server packages with native parts or many files, loaded through Node's require. Imported from
 * code in Next's bundle (statically or with `import()`), a package Next keeps outside the bundle is
 * an ESM external, which Turbopack loads as an async module; one async module anywhere in the app's
 * graph puts Turbopack's top-level-await runtime (0.45 KB gzip) into every page's first-load JS.
 * Required, it is a plain external. Turbopack sees the calls only in this module's own `load(…)`.
 */
const load = createRequire(import.meta.url);

/** sharp: media uploads and the map jewellery's picture. */
export const sharp = load('sharp') as typeof sharpModule;

/** nodemailer, loaded on first use (only when SMTP is configured). */
export const loadNodemailer = () => load('nodemailer') as typeof nodemailerModule;
