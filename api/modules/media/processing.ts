import type { Metadata, Sharp } from 'sharp';
import { sharp } from '../../lib/server-packages';
import { MEDIA_VARIANT_WIDTHS, variantName } from '../../../domain/media/variants';
import { looksLikeSvg, sanitizeSvg } from './svg';

/** Why an upload is refused (the route turns it into a 422 on `file`). */
export type UploadProblem = 'unsupported_type' | 'unreadable_image' | 'too_many_pixels' | 'empty_svg';

export class UploadRefused extends Error {
  constructor(readonly problem: UploadProblem) {
    super(problem);
  }
}

/** A file ready for the store: its name, bytes and size. */
export interface ProcessedFile {
  name: string;
  bytes: Uint8Array;
  width: number;
  height: number;
  mimeType: string;
}

export interface ProcessedUpload {
  original: ProcessedFile;
  variants: ProcessedFile[];
}

/** A photo larger than this (e.g. 8000 × 5000) is refused: decoding it would take the server's memory. */
export const MAX_INPUT_PIXELS = 40_000_000;

const formats = { jpeg: { mime: 'image/jpeg', ext: 'jpg' }, png: { mime: 'image/png', ext: 'png' }, webp: { mime: 'image/webp', ext: 'webp' } } as const;

/** `Ring Ø 2 (final).JPG` -> `ring-2-final`: a name a URL and a file system take as it is. */
export function baseName(original: string): string {
  const stem = original.replace(/\.[^.]*$/, '');
  const plain = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return plain || 'file';
}

async function drawing(bytes: Uint8Array, base: string): Promise<ProcessedUpload> {
  const clean = sanitizeSvg(new TextDecoder().decode(bytes));
  if (!clean) throw new UploadRefused('empty_svg');
  const body = new TextEncoder().encode(clean);
  // The drawing's size as a browser would lay it out (librsvg reads width/height or the viewBox).
  const meta = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS }).metadata().catch(() => {
    throw new UploadRefused('unreadable_image');
  });
  return { original: { name: `${base}.svg`, bytes: body, width: meta.width ?? 0, height: meta.height ?? 0, mimeType: 'image/svg+xml' }, variants: [] };
}

/**
 * Reads an upload by its content (never by the name or the type the browser claims): a JPEG, PNG
 * or WebP photo, or an SVG drawing. A photo is stored upright and re-encoded, which drops its
 * metadata (a phone's photo carries where it was taken) and anything hidden after the image, and
 * gets WebP copies at MEDIA_VARIANT_WIDTHS narrower than itself; a drawing is sanitised.
 */
export async function processUpload(bytes: Uint8Array, originalName: string): Promise<ProcessedUpload> {
  const base = baseName(originalName);
  if (looksLikeSvg(bytes)) return drawing(bytes, base);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadRefused('unsupported_type');
  }
  const format = formats[meta.format as keyof typeof formats];
  if (!format) throw new UploadRefused('unsupported_type');
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw new UploadRefused('too_many_pixels');
  const source = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    const encode = (image: Sharp) => (format.ext === 'jpg' ? image.jpeg({ quality: 90, mozjpeg: true }) : format.ext === 'png' ? image.png({ compressionLevel: 9 }) : image.webp({ quality: 90 }));
    const original = await encode(source()).toBuffer({ resolveWithObject: true });
    const widths = MEDIA_VARIANT_WIDTHS.filter((width) => width < original.info.width);
    const variants = await Promise.all(
      widths.map(async (width) => {
        const variant = await source().resize({ width }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
        return { name: variantName(base, width), bytes: new Uint8Array(variant.data), width: variant.info.width, height: variant.info.height, mimeType: 'image/webp' };
      }),
    );
    return { original: { name: `${base}.${format.ext}`, bytes: new Uint8Array(original.data), width: original.info.width, height: original.info.height, mimeType: format.mime }, variants };
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    throw new UploadRefused('unreadable_image');
  }
}
