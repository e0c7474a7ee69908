import { cartTotals } from '../../../domain/pricing/cart-totals';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  CART_ITEM_MAX_QUANTITY,
  type AddCartItemRequest,
  type Cart,
  type CartItem,
  type CartItemOptionsInput,
  type UpdateCartItemRequest,
} from '../../contract/cart';
import type { Locale } from '../../../domain/locale';
import { salePrice } from '../../../domain/pricing/price';
import { formatMessage, validationMessages, type ValidationLanguage } from '../../../domain/messages/validation-messages';
import type { Db } from '../../db/client';
import { cartItems, carts, orders, productConfigurations, products, productTranslations, type CartItemOptions } from '../../db/schema';
import { checkoutView } from '../checkout/pricing';
import { AppError } from '../../lib/errors';
import { newUniqueId } from '../../lib/unique-id';
import { lineImage, readProductMedia, taxonomyMaps } from '../catalog/hydrate';
import { languageIds, pickTranslations } from '../settings/languages';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ConfigRow = typeof productConfigurations.$inferSelect;

/** Options as stored: no empty engraving, so "no engraving" is always `{}` (one line, not two). */
function normalizeOptions(options: CartItemOptionsInput | undefined): CartItemOptions {
  return options?.engraving ? { engraving: options.engraving, engraving_font: options.engraving_font ?? 'serif' } : {};
}

function sameOptions(a: CartItemOptions, b: CartItemOptions): boolean {
  return (a.engraving ?? '') === (b.engraving ?? '') && (a.engraving ? (a.engraving_font ?? 'serif') === (b.engraving_font ?? 'serif') : true);
}

function invalid(field: string, message: string): AppError {
  return new AppError('invalid_data', 'validation_failed', { fields: { [field]: message } });
}

/**
 * Checks a line's new quantity and the cart's total of that configuration: at most 99 a line,
 * and no more than the stock of a configuration that tracks inventory.
 */
function checkQuantity(config: ConfigRow, lineQuantity: number, configTotal: number, lang: ValidationLanguage): void {
  const texts = validationMessages[lang];
  if (lineQuantity > CART_ITEM_MAX_QUANTITY) {
    throw invalid('quantity', formatMessage(texts.maxValue, { field: 'Quantity', n: CART_ITEM_MAX_QUANTITY }));
  }
  if (config.trackInventory && configTotal > config.stockQty) {
    throw invalid('quantity', formatMessage(texts.stock, { n: Math.max(0, config.stockQty) }));
  }
}

/** Locks the cart row for the rest of the transaction: changes to one cart run one at a time. */
async function lockCart(tx: Tx, uniqueId: string) {
  const [cart] = await tx.select().from(carts).where(eq(carts.uniqueId, uniqueId)).for('update');
  return cart;
}

/**
 * A cart that may still change (lines, checkout fields, gift cards), locked: 404 when unknown,
 * 409 `cart_ordered` once an order was placed from it.
 */
export async function lockOpenCart(tx: Tx, uniqueId: string) {
  const cart = await lockCart(tx, uniqueId);
  if (!cart) throw new AppError('not_found', 'cart_not_found');
  if (cart.orderedAt) throw new AppError('conflict', 'cart_ordered');
  return cart;
}

async function touchCart(tx: Tx, cartId: number) {
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** Quantity of one configuration over the cart's lines, leaving out some lines. */
async function heldQuantity(tx: Tx, cartId: number, configId: number, exceptIds: number[] = []): Promise<number> {
  const conditions = [eq(cartItems.cartId, cartId), eq(cartItems.productConfigurationId, configId), ...exceptIds.map((id) => ne(cartItems.id, id))];
  const [row] = await tx.select({ total: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::integer` }).from(cartItems).where(and(...conditions));
  return Number(row?.total ?? 0);
}

/** A configuration of an active product, by SKU or id; 422 on `configuration_id` when there is none. */
async function sellableConfiguration(db: Db, body: AddCartItemRequest, lang: ValidationLanguage): Promise<ConfigRow & { engravable: boolean }> {
  const match = body.product_configuration_id !== undefined ? eq(productConfigurations.id, body.product_configuration_id) : eq(productConfigurations.sku, body.configuration_id!);
  const [row] = await db
    .select({ config: productConfigurations, engravable: products.engravable })
    .from(productConfigurations)
    .innerJoin(products, eq(products.id, productConfigurations.productId))
    .where(and(match, eq(products.active, true)));
  if (!row) {
    const field = body.product_configuration_id !== undefined ? 'product_configuration_id' : 'configuration_id';
    const label = field === 'configuration_id' ? 'Configuration id' : 'Product configuration id';
    throw invalid(field, formatMessage(validationMessages[lang].invalid, { field: label }));
  }
  return { ...row.config, engravable: row.engravable };
}

/** An engraving only on a product that offers one (422 on `options.engraving` otherwise). */
function checkEngraving(engravable: boolean, options: CartItemOptions, lang: ValidationLanguage): void {
  if (options.engraving && !engravable) throw invalid('options.engraving', formatMessage(validationMessages[lang].invalid, { field: 'Engraving' }));
}

/**
 * Adds a configuration to a cart (a new cart when the id is missing or unknown) and returns the
 * cart's unique id. Adding what a line already holds raises its quantity.
 */
export async function addCartItem(db: Db, body: AddCartItemRequest, lang: ValidationLanguage): Promise<string> {
  const config = await sellableConfiguration(db, body, lang);
  const options = normalizeOptions(body.options);
  checkEngraving(config.engravable, options, lang);
  return db.transaction(async (tx) => {
    // An ordered cart is closed: adding to it starts a new cart, as an unknown id does.
    let cart = body.cart_unique_id ? await lockCart(tx, body.cart_unique_id) : undefined;
    if (cart?.orderedAt) cart = undefined;
    if (cart) await touchCart(tx, cart.id);
    else [cart] = await tx.insert(carts).values({ uniqueId: newUniqueId() }).returning();
    const { id: cartId, uniqueId } = cart!;
    const lines = await tx.select().from(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.productConfigurationId, config.id)));
    const line = lines.find((row) => sameOptions(row.options, options));
    const held = lines.reduce((total, row) => total + row.quantity, 0);
    checkQuantity(config, (line?.quantity ?? 0) + body.quantity, held + body.quantity, lang);
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

/**
 * Sets a line's quantity (and options). Options equal to another line's merge the two lines.
 * Only lines of the given cart: another cart's line is 404.
 */
export async function updateCartItem(db: Db, itemId: number, body: UpdateCartItemRequest, lang: ValidationLanguage): Promise<string> {
  return db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, body.cart_unique_id);
    const [item] = await tx.select().from(cartItems).where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)));
    if (!item) throw new AppError('not_found', 'cart_item_not_found');
    const [config] = await tx.select().from(productConfigurations).where(eq(productConfigurations.id, item.productConfigurationId));
    const options = body.options === undefined ? item.options : normalizeOptions(body.options);
    const [product] = await tx.select({ engravable: products.engravable }).from(products).where(eq(products.id, config!.productId));
    checkEngraving(product?.engravable ?? false, options, lang);
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

/** The cart of spec section 3, priced from the catalogue now (sale rule of domain/pricing/price.ts). */
export async function getCart(db: Db, uniqueId: string, locale: Locale): Promise<Cart> {
  const [cart] = await db.select().from(carts).where(eq(carts.uniqueId, uniqueId));
  if (!cart) throw new AppError('not_found', 'cart_not_found');
  const rows = await db
    .select({ item: cartItems, config: productConfigurations, product: products })
    .from(cartItems)
    .innerJoin(productConfigurations, eq(productConfigurations.id, cartItems.productConfigurationId))
    .innerJoin(products, eq(products.id, productConfigurations.productId))
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.id));
  const productIds = [...new Set(rows.map((row) => row.product.id))];
  const ids = await languageIds(db, locale);
  const [maps, texts, mediaRows] = productIds.length
    ? await Promise.all([
        taxonomyMaps(db, ids),
        db.select().from(productTranslations).where(and(inArray(productTranslations.productId, productIds), inArray(productTranslations.languageId, [ids.id, ids.defaultId]))),
        readProductMedia(db, productIds),
      ])
    : [null, [], []];
  const title = pickTranslations(texts, (row) => row.productId, ids);

  const items: CartItem[] = rows.map(({ item, config, product }) => {
    const name = title.get(product.id)?.title ?? product.slug;
    const material = config.materialId === null ? undefined : maps?.materials.get(config.materialId);
    const finalCost = product.sale ? salePrice(config.cost, product.saleValue) : config.cost;
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
      options: item.options,
      digital: product.digital,
      requires_shipping: !product.digital,
      title: name,
      slug: product.slug,
      image: lineImage(mediaRows, product.id, config.id, name),
      material: material ? { id: material.id, sku: material.sku, slug: material.slug, title: material.title, color: material.color } : null,
      size: config.size,
      track_inventory: config.trackInventory,
      stock_qty: config.stockQty,
      available: product.active && config.cost > 0 && (!config.trackInventory || config.stockQty >= item.quantity),
    };
  });
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.cartId, cart.id));
  const { view } = await checkoutView(db, cart, items, locale, order?.id ?? null);
  const counts = cartTotals(items);
  return {
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
}
