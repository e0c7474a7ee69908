/**
 * The cart: lines of configurations with their options, priced from the catalogue (and by pricing)
 * on every read; the checkout fields and the ordered mark that checkout sets. Owns
 * api/db/schema/cart.ts.
 */
export { cartRoutes } from './cart.routes';
export { MAP_IMAGE_UPLOAD_PATH, mapImageRoutes } from './map-image.routes';
export { customerCarts, eraseCustomerCarts } from './customer-carts';
export { getCart, lockCart, lockCartWithLines, lockOpenCart, lockOpenCartWithLines, priceCart, touchCart, type CartRow, type CartSource, type LoadedCart } from './cart.service';
export { findCart, markCartOrdered, updateCheckoutFields, type CheckoutFields } from './cart-checkout.service';
