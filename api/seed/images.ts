/**
 * Product and banner images generated as SVG (the demo shop has no photos).
 * Implementation lives in ./images/; this module is the public entry point.
 */
import type { JewelleryKind, SeedProduct } from './types';

export { jewelleryImage, bannerImage, bannerTextTone, LOOKS } from './images/index';
export type { JewelleryKind, JewelleryImageInput, BannerImageInput, SvgImage } from './images/index';

/** What a seeded product's images draw: the kind and look of its picture, and its main stone's shape. */
export function pictureOf(product: Pick<SeedProduct, 'kind' | 'picture' | 'stoneShapes'>): { kind: JewelleryKind; look?: string; shape?: string } {
  return { kind: product.picture?.kind ?? product.kind, look: product.picture?.look, shape: product.stoneShapes[0] };
}
