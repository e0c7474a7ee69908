import { cartTotals } from '../../../domain/pricing/cart-totals';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  CART_ITEM_MAX_QUANTITY,
  type AddCartItemRequest,
  type Cart,
  type CartItem,
  type CartItemOptionsInput,
  type UpdateCartItemRequest,
} from '../../contract/cart';
import type { Locale } from '../../../domain/locale';
import { salePrice, saleRunning } from '../../../domain/pricing/price';
import { formatMessage, validationMessages, type ValidationLanguage } from '../../../domain/messages/validation-messages';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { cartItems, carts, type CartItemOptions } from '../../db/schema/cart';
import { AppError, invalidField } from '../../lib/errors';
import { roundPlace, samePlace } from '../../../domain/map/map-rules';
import { lineOptions, mapImage } from './map-image';
import { lineAvailable } from '../../../domain/cart/cart-rules';
import { newUniqueId } from '../../lib/unique-id';
import { configurationOfLine, lineImage, readBundlesOfConfigurations, sellableConfiguration, taxonomyMaps, type ConfigurationRow, type ProductBundle, type ProductLinks } from '../catalog';
import { orderOfCart } from '../orders';
import { checkoutLines, checkoutView, readCheckout, type CheckoutReads, type RateRow } from '../pricing';
import type { PricedLine } from '../../../domain/pricing/checkout-totals';
import { languageIds, pickTranslations } from '../settings';
import { readTogether } from '../../lib/read-together';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ConfigRow = ConfigurationRow;
export type CartRow = typeof carts.$inferSelect;
type CartItemRow = typeof cartItems.$inferSelect;

/**
 * A cart already read with its lines (in the cart's order), so that pricing it takes no second
 * read: the rows a statement that wrote or locked the cart answered. `fresh`: made by that
 * statement, so nothing (a gift card) is bound to it yet.
 */
export interface LoadedCart {
  cart: CartRow;
  lines: CartItemRow[];
  fresh?: boolean;
  /** The active rates for the cart's shipping country, when that statement's transaction read them. */
  rates?: RateRow[];
}

/** A cart to price: its unique id, or the cart as read already. */
export type CartSource = string | LoadedCart;

/**
 * Options as stored: no empty engraving, so "no engraving" is always `{}` (one line, not two); a
 * map's place rounded (domain/map/map-rules.ts roundPlace), so the same place is the same line.
 */
function normalizeOptions(options: CartItemOptionsInput | undefined): CartItemOptions {
  return {
    ...(options?.engraving ? { engraving: options.engraving, engraving_font: options.engraving_font ?? 'serif' } : {}),
    ...(options?.map ? { map: roundPlace(options.map) } : {}),
  };
}

/** Whether two lines' options make them one line: engraving and place (the merged image does not count). */
function sameOptions(a: CartItemOptions, b: CartItemOptions): boolean {
  return (a.engraving ?? '') === (b.engraving ?? '') && (a.engraving ? (a.engraving_font ?? 'serif') === (b.engraving_font ?? 'serif') : true) && samePlace(a.map, b.map);
}

/**
 * Checks a line's new quantity and the cart's total of that configuration: at most 99 a line,
 * and no more than the stock of a configuration that tracks inventory.
 */
function checkQuantity(config: ConfigRow, lineQuantity: number, configTotal: number, lang: ValidationLanguage): void {
  const texts = validationMessages[lang];
  if (lineQuantity > CART_ITEM_MAX_QUANTITY) {
    throw invalidField('quantity', formatMessage(texts.maxValue, { field: 'Quantity', n: CART_ITEM_MAX_QUANTITY }));
  }
  if (config.trackInventory && configTotal > config.stockQty) {
    throw invalidField('quantity', formatMessage(texts.stock, { n: Math.max(0, config.stockQty) }));
  }
}

/** Locks the cart row for the rest of the transaction: changes to one cart run one at a time. */
export async function lockCart(tx: Tx, uniqueId: string) {
  const [cart] = await tx.select().from(carts).where(eq(carts.uniqueId, uniqueId)).for('update');
  return cart;
}

/** `lockCart`, with the cart's lines read in the same statement (only the cart row is locked). */
export async function lockCartWithLines(tx: Tx, uniqueId: string): Promise<LoadedCart | undefined> {
  const joined = await tx
    .select({ cart: carts, item: cartItems })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(eq(carts.uniqueId, uniqueId))
    .orderBy(asc(cartItems.id))
    .for('update', { of: carts });
  return loaded(joined);
}

/** The cart and its lines from rows of the cart left-joined with its lines; undefined without a cart. */
function loaded(joined: { cart: CartRow; item: CartItemRow | null }[]): LoadedCart | undefined {
  const cart = joined[0]?.cart;
  return cart ? { cart, lines: joined.flatMap((row) => (row.item ? [row.item] : [])) } : undefined;
}

/**
 * A cart that may still change (lines, checkout fields, gift cards), locked: 404 when unknown,
 * 409 `cart_ordered` once an order was placed from it.
 */
export async function lockOpenCart(tx: Tx, uniqueId: string) {
  return openCart(await lockCart(tx, uniqueId));
}

/** `lockOpenCart`, with the cart's lines read in the same statement. */
export async function lockOpenCartWithLines(tx: Tx, uniqueId: string): Promise<LoadedCart> {
  const found = await lockCartWithLines(tx, uniqueId);
  openCart(found?.cart);
  return found!;
}

function openCart(cart: CartRow | undefined): CartRow {
  if (!cart) throw new AppError('not_found', 'cart_not_found');
  if (cart.orderedAt) throw new AppError('conflict', 'cart_ordered');
  return cart;
}

export async function touchCart(tx: Tx, cartId: number) {
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** Quantity of one configuration over the cart's lines, leaving out some lines. */
async function heldQuantity(tx: Tx, cartId: number, configId: number, exceptIds: number[] = []): Promise<number> {
  const conditions = [eq(cartItems.cartId, cartId), eq(cartItems.productConfigurationId, configId), ...exceptIds.map((id) => ne(cartItems.id, id))];
  const [row] = await tx.select({ total: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::integer` }).from(cartItems).where(and(...conditions));
  return Number(row?.total ?? 0);
}

/** A configuration of an active product, by SKU or id; 422 on `configuration_id` when there is none. */
async function sellable(db: Db, body: AddCartItemRequest, lang: ValidationLanguage): Promise<ConfigRow & { engravable: boolean; mappable: boolean }> {
  const config = await sellableConfiguration(db, body.product_configuration_id !== undefined ? { id: body.product_configuration_id } : { sku: body.configuration_id! });
  if (!config) {
    const field = body.product_configuration_id !== undefined ? 'product_configuration_id' : 'configuration_id';
    const label = field === 'configuration_id' ? 'Configuration id' : 'Product configuration id';
    throw invalidField(field, formatMessage(validationMessages[lang].invalid, { field: label }));
  }
  return config;
}

/** An engraving only on a product that offers one, a place only on map jewellery (422 on the option otherwise). */
function checkOptions(product: { engravable: boolean; mappable: boolean }, options: CartItemOptions, lang: ValidationLanguage): void {
  if (options.engraving && !product.engravable) throw invalidField('options.engraving', formatMessage(validationMessages[lang].invalid, { field: 'Engraving' }));
  if (options.map && !product.mappable) throw invalidField('options.map', formatMessage(validationMessages[lang].invalid, { field: 'Map' }));
}

/**
 * Adds a configuration to a cart (a new cart when the id is missing or unknown) and returns the
 * cart: its unique id, or a new cart as its statement wrote it. Adding what a line already holds
 * raises its quantity.
 */
export async function addCartItem(db: Db, body: AddCartItemRequest, lang: ValidationLanguage): Promise<CartSource> {
  const config = await sellable(db, body, lang);
  const options = normalizeOptions(body.options);
  checkOptions(config, options, lang);
  // The first line of a new cart: nothing to lock, and one statement is a transaction of its own.
  if (!body.cart_unique_id) return addToNewCart(db, config, body.quantity, options, lang);
  const cartUniqueId = body.cart_unique_id;
  return db.transaction(async (tx) => {
    const cart = await lockCart(tx, cartUniqueId);
    // An ordered cart is closed: adding to it starts a new cart, as an unknown id does.
    if (!cart || cart.orderedAt) return addToNewCart(tx, config, body.quantity, options, lang);
    await touchCart(tx, cart.id);
    const { id: cartId, uniqueId } = cart;
    const lines = await tx.select().from(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.productConfigurationId, config.id)));
    const line = lines.find((row) => sameOptions(row.options, options));
    const held = lines.reduce((total, row) => total + row.quantity, 0);
    checkQuantity(config, (line?.quantity ?? 0) + body.quantity, held + body.quantity, lang);
    // The line found keeps its options as stored (a map line's merged image among them).
    if (line) {
      await tx.update(cartItems).set({ quantity: line.quantity + body.quantity, updatedAt: new Date() }).where(eq(cartItems.id, line.id));
      return uniqueId;
    }
    await tx
      .insert(cartItems)
      .values({ cartId, productConfigurationId: config.id, quantity: body.quantity, options })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productConfigurationId, cartItems.options],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: new Date() },
      });
    return uniqueId;
  });
}

/** Inserts a new cart and its first line, and answers both rows. */
const insertNewCart = preparedStatement('new-cart-with-line', (db) => {
  const newCart = db.$with('new_cart').as(db.insert(carts).values({ uniqueId: sql.placeholder('uniqueId') }).returning());
  const newLine = db.$with('new_line').as(
    db
      .insert(cartItems)
      .values({ cartId: sql`(SELECT ${newCart.id} FROM ${newCart})`, productConfigurationId: sql.placeholder('configurationId'), quantity: sql.placeholder('quantity'), options: sql.placeholder('options') })
      .returning(),
  );
  return db.with(newCart, newLine).select().from(newCart).crossJoin(newLine);
});

/** A new cart with its first line, in one statement that also answers both rows. */
async function addToNewCart(db: Db, config: ConfigRow, quantity: number, options: CartItemOptions, lang: ValidationLanguage): Promise<LoadedCart> {
  checkQuantity(config, quantity, quantity, lang);
  const [row] = await insertNewCart(db, { uniqueId: newUniqueId(), configurationId: config.id, quantity, options });
  if (!row) throw new Error('addToNewCart: the insert answered no row');
  return { cart: row.new_cart, lines: [row.new_line], fresh: true };
}

/**
 * Sets a line's quantity (and options). Options equal to another line's merge the two lines.
 * Only lines of the given cart: another cart's line is 404.
 */
export async function updateCartItem(db: Db, itemId: number, body: UpdateCartItemRequest, lang: ValidationLanguage): Promise<string> {
  return db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, body.cart_unique_id);
    const [item] = await tx.select().from(cartItems).where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)));
    if (!item) throw new AppError('not_found', 'cart_item_not_found');
    const { config, ...product } = await configurationOfLine(tx, item.productConfigurationId);
    // New options that make another line drop the merged map image: it shows the old place and engraving.
    const options = body.options === undefined || sameOptions(normalizeOptions(body.options), item.options) ? item.options : normalizeOptions(body.options);
    checkOptions(product, options, lang);
    const [other] = sameOptions(options, item.options)
      ? []
      : (await tx.select().from(cartItems).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productConfigurationId, item.productConfigurationId), ne(cartItems.id, item.id)))).filter((row) =>
          sameOptions(row.options, options),
        );
    const quantity = body.quantity + (other?.quantity ?? 0);
    const elsewhere = await heldQuantity(tx, cart.id, item.productConfigurationId, other ? [item.id, other.id] : [item.id]);
    checkQuantity(config!, quantity, elsewhere + quantity, lang);
    if (other) {
      await tx.update(cartItems).set({ quantity, updatedAt: new Date() }).where(eq(cartItems.id, other.id));
      await tx.delete(cartItems).where(eq(cartItems.id, item.id));
    } else {
      await tx.update(cartItems).set({ quantity, options, updatedAt: new Date() }).where(eq(cartItems.id, item.id));
    }
    await touchCart(tx, cart.id);
    return cart.uniqueId;
  });
}

/** Removes a line of the given cart; another cart's line is 404. */
export async function removeCartItem(db: Db, itemId: number, uniqueId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, uniqueId);
    const removed = await tx.delete(cartItems).where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id))).returning({ id: cartItems.id });
    if (!removed.length) throw new AppError('not_found', 'cart_item_not_found');
    await touchCart(tx, cart.id);
    return cart.uniqueId;
  });
}

/** A cart priced now, with what its pricing read (checkout places the order from them). */
export interface PricedCartOf {
  cart: Cart;
  /** The lines as checkout prices them (gift cards bought as products take no code). */
  lines: PricedLine[];
  reads: CheckoutReads;
  /** The collections and categories of the lines' products, read with their prices (an order line's return window). */
  links: Map<number, ProductLinks>;
}

/** The cart of spec section 3, priced from the catalogue now (sale rule of domain/pricing/price.ts). */
export async function getCart(db: Db, source: CartSource, locale: Locale): Promise<Cart> {
  return (await priceCart(db, source, locale)).cart;
}

const cartWithLines = preparedStatement('cart-with-lines', (db) =>
  db.select({ cart: carts, item: cartItems }).from(carts).leftJoin(cartItems, eq(cartItems.cartId, carts.id)).where(eq(carts.uniqueId, sql.placeholder('uniqueId'))).orderBy(asc(cartItems.id)),
);

/**
 * `getCart`, with the rows it was priced from. Outside a transaction it takes two round trips:
 * the cart with its lines (none when the caller has read them: `LoadedCart`), then everything
 * else side by side (the products, the discount code, gift cards, rates and minimum payment;
 * languages and taxonomies from the reference cache).
 */
export async function priceCart(db: Db, source: CartSource, locale: Locale): Promise<PricedCartOf> {
  const found =
    typeof source === 'string'
      ? loaded(await cartWithLines(db, { uniqueId: source }))
      : source;
  if (!found) throw new AppError('not_found', 'cart_not_found');
  const { cart, lines } = found;
  const ids = await languageIds(db, locale);
  // The lines' products with their texts, configurations and media: one statement.
  const configIds = [...new Set(lines.map((item) => item.productConfigurationId))];
  // An order is only ever placed together with marking its cart ordered (one transaction,
  // order-placement.service.ts): a cart not marked has none, and most carts read are such.
  const [maps, bundles, reads, order] = await readTogether(db, [
    () => (configIds.length ? taxonomyMaps(db, ids) : Promise.resolve(null)),
    () => (configIds.length ? readBundlesOfConfigurations(db, configIds, [ids.id, ids.defaultId]) : Promise.resolve(new Map<number, ProductBundle>())),
    () => readCheckout(db, cart, typeof source === 'string' ? {} : source),
    () => (cart.orderedAt ? orderOfCart(db, cart.id) : Promise.resolve(undefined)),
  ] as const);
  const rows = lines.flatMap((item) => {
    const bundle = bundles.get(item.productConfigurationId);
    const config = bundle?.configs.find((c) => c.id === item.productConfigurationId);
    return bundle && config
      ? [{ item, config, product: bundle.row, title: pickTranslations(bundle.texts, (text) => text.productId, ids).get(bundle.row.id)?.title, media: bundle.media, bundle }]
      : [];
  });

  const items: CartItem[] = rows.map(({ item, config, product, title, media }) => {
    const name = title ?? product.slug;
    const material = config.materialId === null ? undefined : maps?.materials.get(config.materialId);
    const finalCost = saleRunning(product) ? salePrice(config.cost, product.saleValue) : config.cost;
    return {
      id: item.id,
      product_id: product.id,
      product_configuration_id: config.id,
      configuration_id: config.sku,
      quantity: item.quantity,
      base_cost: config.cost,
      discount_amount: config.cost - finalCost,
      final_cost: finalCost,
      total_amount: finalCost * item.quantity,
      options: lineOptions(item.options),
      digital: product.digital,
      requires_shipping: !product.digital,
      title: name,
      slug: product.slug,
      image: item.options.map_image ? mapImage(item.options.map_image, name) : lineImage(media, product.id, config.id, name),
      material: material ? { id: material.id, sku: material.sku, slug: material.slug, title: material.title, color: material.color } : null,
      size: config.size,
      track_inventory: config.trackInventory,
      stock_qty: config.stockQty,
      available: lineAvailable({ active: product.active, cost: config.cost, trackInventory: config.trackInventory, stockQty: config.stockQty }, item.quantity),
    };
  });
  // Which lines are gift cards sold as products: from the rows read with the prices just now.
  const priced = checkoutLines(items, new Set(rows.filter(({ product }) => product.giftCard).map(({ product }) => product.id)));
  const { view } = checkoutView(reads, cart, items, priced, locale, order?.id ?? null);
  const counts = cartTotals(items);
  const answer: Cart = {
    unique_id: cart.uniqueId,
    contact_email: cart.contactEmail,
    items,
    items_count: counts.items_count,
    subtotal_amount: counts.subtotal_amount,
    requires_shipping: counts.requires_shipping,
    ...view,
    created_at: cart.createdAt.toISOString(),
    updated_at: cart.updatedAt.toISOString(),
  };
  const links = new Map(rows.map(({ bundle }) => [bundle.row.id, { collectionIds: bundle.collectionIds, categoryIds: bundle.categoryIds }]));
  return { cart: answer, lines: priced, reads, links };
}
