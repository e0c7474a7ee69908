import { randomBytes } from 'node:crypto';
import { sharp } from '../../lib/server-packages';
import { and, eq } from 'drizzle-orm';
import { MAP_IMAGE } from '../../../domain/map/map-rules';
import { formatMessage, validationMessages, type ValidationLanguage } from '../../../domain/messages/validation-messages';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema/cart';
import { AppError, invalidField } from '../../lib/errors';
import type { MediaStore } from '../media';
import { lockOpenCart, touchCart } from './cart.service';

/** 192 random bits in hex: the image's name, and all it takes to see it. */
const NAME = /^[0-9a-f]{48}\.png$/;

/**
 * The upload as the PNG to store: a PNG of exactly MAP_IMAGE's size, read by its content, and
 * encoded again, so nothing hidden in or after it is kept. 422 on `file` otherwise.
 */
async function checkedPng(bytes: Uint8Array, lang: ValidationLanguage): Promise<Uint8Array> {
  const refused = () => invalidField('file', formatMessage(validationMessages[lang].invalid, { field: 'Map image' }));
  try {
    // sharp throws at once on an empty buffer, later on a broken one.
    const meta = await sharp(bytes, { limitInputPixels: MAP_IMAGE.width * MAP_IMAGE.height }).metadata();
    if (meta.format !== 'png' || meta.width !== MAP_IMAGE.width || meta.height !== MAP_IMAGE.height) throw refused();
    return new Uint8Array(await sharp(bytes, { failOn: 'error' }).png({ compressionLevel: 6 }).toBuffer());
  } catch (error) {
    throw error instanceof AppError ? error : refused();
  }
}

/**
 * Attaches a merged image to a map line of an open cart: only a line of the cart whose unique id
 * is sent (another cart's line is 404), only a line with a place (422 on `item_id`). A later
 * upload replaces the line's image.
 */
export async function attachMapImage(
  db: Db,
  store: MediaStore,
  upload: { cartUniqueId: string; itemId: number; bytes: Uint8Array },
  lang: ValidationLanguage,
): Promise<string> {
  const png = await checkedPng(upload.bytes, lang);
  return db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, upload.cartUniqueId);
    const [item] = await tx.select().from(cartItems).where(and(eq(cartItems.id, upload.itemId), eq(cartItems.cartId, cart.id)));
    if (!item) throw new AppError('not_found', 'cart_item_not_found');
    if (!item.options.map) throw invalidField('item_id', formatMessage(validationMessages[lang].invalid, { field: 'Item id' }));
    const token = randomBytes(24).toString('hex');
    await store.put(`maps/${token}.png`, png);
    await tx
      .update(cartItems)
      .set({ options: { ...item.options, map_image: token }, updatedAt: new Date() })
      .where(eq(cartItems.id, item.id));
    await touchCart(tx, cart.id);
    return cart.uniqueId;
  });
}

/** A merged map image's bytes by its file name (`{token}.png`); undefined when there is none. */
export async function readMapImage(store: MediaStore, name: string): Promise<Uint8Array | undefined> {
  return NAME.test(name) ? store.get(`maps/${name}`) : undefined;
}
