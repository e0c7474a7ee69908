/**
 * Product and banner images generated as SVG (the demo shop has no photos).
 * Implementation lives in ./images/; this module is the public entry point.
 */
export { jewelleryImage, bannerImage, bannerTextTone } from './images/index';
export type { JewelleryKind, JewelleryImageInput, BannerImageInput, SvgImage } from './images/index';
