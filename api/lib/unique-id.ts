import { randomBytes } from 'node:crypto';

/**
 * An unguessable id for a shopper's cart, wishlist or comparison list: 24 random bytes
 * (192 bits) as 32 base64url characters. The one generator; every such id comes from here.
 */
export function newUniqueId(): string {
  return randomBytes(24).toString('base64url');
}
