/**
 * The media library's resized copies, a rule the API (which makes them on upload) and the
 * storefront (which offers them to the browser) share: a photo uploaded as `/api/v1/media/{id}/{name}.{jpg|png|webp}`
 * has WebP copies `{name}-{width}.webp` beside it at each of these widths narrower than itself.
 */
export const MEDIA_VARIANT_WIDTHS = [480, 960, 1600] as const;

/** The file name of a photo's copy at `width`. */
export function variantName(base: string, width: number): string {
  return `${base}-${width}.webp`;
}

const UPLOADED_PHOTO = /^(\/api\/v1\/media\/[1-9][0-9]*\/)([a-z0-9][a-z0-9-]*)\.(?:jpg|png|webp)$/;

/**
 * A `srcset` for an image of the media library: its copies and the original at its width, so a
 * phone loads the 480 px copy instead of a 4000 px photo. Undefined for anything else (a drawing,
 * a file from elsewhere, an image whose width is not known).
 */
export function mediaSrcSet(image: { url: string; width?: number | null }): string | undefined {
  const match = UPLOADED_PHOTO.exec(image.url);
  if (!match || !image.width) return undefined;
  const [, folder, base] = match;
  const copies = MEDIA_VARIANT_WIDTHS.filter((width) => width < image.width!).map((width) => `${folder}${variantName(base!, width)} ${width}w`);
  return copies.length ? [...copies, `${image.url} ${image.width}w`].join(', ') : undefined;
}
