import type { CartItemOptionsInput } from '../../contract/cart';
import type { Image } from '../../contract/common';
import { MAP_IMAGE } from '../../../domain/map/map-rules';
import type { CartItemOptions } from '../../db/schema/cart';

/*
 * The merged image of a map line (spec "map-based items"): made in the browser, uploaded to the
 * line, kept in the media store under `maps/{token}.png` and served at an unguessable URL. The
 * token sits in the line's options (`map_image`); checkout copies the line's image URL to the order.
 */

export const mapImageUrl = (token: string) => `/api/v1/map-images/${token}.png`;

/** The line's merged image as the contract shows a line's image. */
export function mapImage(token: string, title: string): Image {
  return { url: mapImageUrl(token), alt: title, width: MAP_IMAGE.width, height: MAP_IMAGE.height };
}

/** A line's options as the contract shows them: the image's token is the line's image, not an option. */
export function lineOptions({ map_image: _image, ...options }: CartItemOptions): CartItemOptionsInput {
  return options;
}

