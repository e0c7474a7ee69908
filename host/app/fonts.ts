import localFont from 'next/font/local';

/*
 * The brand's display face, Cormorant Garamond (SIL Open Font License), self-hosted from
 * @fontsource-variable/cormorant-garamond: the Latin subset as one variable file per style
 * (weights 300–700). The upright face is preloaded (headings are above the fold on every page);
 * the italic (blockquotes) loads when a page uses it. `swap` shows text at once in a fallback
 * whose metrics next/font adjusts to the face's, so the swap moves nothing (no layout shift).
 */
export const brandDisplay = localFont({
  src: '../../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
  weight: '300 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-brand-display',
  adjustFontFallback: 'Times New Roman',
});

export const brandDisplayItalic = localFont({
  src: '../../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-italic.woff2',
  weight: '300 700',
  style: 'italic',
  display: 'swap',
  preload: false,
  variable: '--font-brand-display-italic',
  adjustFontFallback: 'Times New Roman',
});
