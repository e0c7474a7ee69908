import { and, eq, inArray } from 'drizzle-orm';
import { PAYMENT_STATUS, RETURN_TYPE, type FulfillmentStatus, type OrderEventStatus, type PaymentStatus, type ReturnKind, type ReturnRequestStatus } from '../../domain/orders/order-rules';
import { salePrice } from '../../domain/pricing/price';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { lineImage, readProductMedia } from '../modules/catalog';
import { placeOrder, recordOrderEvent, type PlaceOrderLine } from '../modules/orders';
import type { SeedCatalogue, SeedProduct } from './types';

/** The demo customer of README.md ("The API" → "Orders and returns"). */
export const DEMO_CUSTOMER = { email: 'klant@juwelier-aurum.nl', password: 'Aurum-demo-2026' } as const;

const DAY = 86_400_000;
const ago = (now: number, days: number) => new Date(now - days * DAY);

const address: s.OrderAddress = {
  first_name: 'Sanne',
  last_name: 'Jansen',
  company: null,
  address_line_1: 'Keizersgracht 214',
  address_line_2: null,
  city: 'Amsterdam',
  state: 'Noord-Holland',
  zip: '1016 DZ',
  country: 'NL',
  phone: '+31612345678',
};

/** Which seeded product a line takes: the first that fits. */
const picks = {
  bridalWeddingRing: (p: SeedProduct) => p.kind === 'wedding-ring' && p.collections.includes('bridal') && p.engravable,
  engraved: (p: SeedProduct) => p.categories.includes('engraved-jewellery') && p.engravable,
  saleNecklace: (p: SeedProduct) => p.kind === 'necklace' && p.sale,
  silverPendant: (p: SeedProduct) => p.kind === 'pendant' && !p.sale && p.configurations[0]?.material === 'silver-925',
  giftCard: (p: SeedProduct) => p.digital,
  earrings: (p: SeedProduct) => p.kind === 'earrings' && !p.sale,
  ring: (p: SeedProduct) => p.kind === 'ring' && !p.sale,
  saleRing: (p: SeedProduct) => p.kind === 'ring' && p.sale,
  bracelet: (p: SeedProduct) => p.kind === 'bracelet' && !p.sale,
} satisfies Record<string, (p: SeedProduct) => boolean>;
type Pick = keyof typeof picks;

interface DemoOrder {
  daysAgo: number;
  lines: { pick: Pick; quantity?: number; options?: s.CartItemOptions }[];
  paymentMethod: string;
  paymentStatus: PaymentStatus;
  fulfillment: FulfillmentStatus;
  shippedDaysAgo?: number;
  deliveredDaysAgo?: number;
  trackingNumber?: string;
  /** History after `placed`: status, days ago, place. */
  events: [OrderEventStatus, number, string?][];
  returnRequest?: { daysAgo: number; type: ReturnKind; reason: string; comment?: string; lines: [number, number][]; status: ReturnRequestStatus };
}

/** Seven past orders, one per payment state of spec section 4 (5 refundStarted is transient; 1 twice). */
const demoOrders: DemoOrder[] = [
  {
    daysAgo: 120, paymentMethod: 'apple_pay', paymentStatus: PAYMENT_STATUS.partiallyRefunded, fulfillment: 'delivered', shippedDaysAgo: 119, deliveredDaysAgo: 117, trackingNumber: '3SAURM0001207',
    lines: [{ pick: 'bracelet' }, { pick: 'silverPendant' }],
    events: [['paid', 120], ['processing', 119.9], ['shipped', 119], ['in_transit', 118.5, 'Sorteercentrum Nieuwegein'], ['delivered', 117], ['return_requested', 110], ['refund_started', 104], ['partially_refunded', 103]],
    returnRequest: { daysAgo: 110, type: RETURN_TYPE.refund, reason: 'changed-mind', lines: [[1, 1]], status: 'completed' },
  },
  {
    daysAgo: 75, paymentMethod: 'stripe_payment_element', paymentStatus: PAYMENT_STATUS.refunded, fulfillment: 'delivered', shippedDaysAgo: 74, deliveredDaysAgo: 72, trackingNumber: '3SAURM0002318',
    lines: [{ pick: 'ring', options: {} }],
    events: [['paid', 75], ['processing', 74.9], ['shipped', 74], ['delivered', 72], ['return_requested', 66], ['refund_started', 60], ['refunded', 58]],
    returnRequest: { daysAgo: 66, type: RETURN_TYPE.refund, reason: 'size', comment: 'Te groot, jammer genoeg.', lines: [[0, 1]], status: 'completed' },
  },
  {
    daysAgo: 40, paymentMethod: 'bank_transfer', paymentStatus: PAYMENT_STATUS.voided, fulfillment: 'cancelled',
    lines: [{ pick: 'saleRing' }],
    events: [['cancelled', 33]],
  },
  {
    daysAgo: 14, paymentMethod: 'stripe_payment_element', paymentStatus: PAYMENT_STATUS.returnRequested, fulfillment: 'delivered', shippedDaysAgo: 13, deliveredDaysAgo: 11, trackingNumber: '3SAURM0003425',
    lines: [{ pick: 'saleRing' }, { pick: 'earrings', quantity: 2 }],
    events: [['paid', 14], ['processing', 13.9], ['shipped', 13], ['in_transit', 12.4, 'Sorteercentrum Amsterdam'], ['delivered', 11], ['return_requested', 2]],
    returnRequest: { daysAgo: 2, type: RETURN_TYPE.refund, reason: 'size', comment: 'De ring is te klein, graag een maat groter.', lines: [[0, 1]], status: 'requested' },
  },
  {
    daysAgo: 9, paymentMethod: 'stripe_payment_element', paymentStatus: PAYMENT_STATUS.paid, fulfillment: 'delivered', shippedDaysAgo: 8, deliveredDaysAgo: 6, trackingNumber: '3SAURM0004812',
    lines: [
      { pick: 'bridalWeddingRing', options: { engraving: 'Voor altijd', engraving_font: 'script' } },
      { pick: 'engraved', options: { engraving: 'Sanne', engraving_font: 'serif' } },
      { pick: 'saleNecklace' },
    ],
    events: [['paid', 9], ['processing', 8.9], ['shipped', 8], ['in_transit', 7.4, 'Sorteercentrum Utrecht'], ['delivered', 6]],
  },
  {
    daysAgo: 3, paymentMethod: 'paypal', paymentStatus: PAYMENT_STATUS.paid, fulfillment: 'shipped', shippedDaysAgo: 1, trackingNumber: '3SAURM0005530',
    lines: [{ pick: 'earrings' }],
    events: [['paid', 3], ['processing', 2.9], ['shipped', 1], ['in_transit', 0.5, 'Sorteercentrum Amsterdam']],
  },
  {
    daysAgo: 1, paymentMethod: 'bank_transfer', paymentStatus: PAYMENT_STATUS.unpaid, fulfillment: 'processing',
    lines: [{ pick: 'silverPendant' }, { pick: 'giftCard' }],
    events: [],
  },
];

/** Order lines of the picked seeded products as they sell now (Dutch titles, sale price, image). */
async function orderLines(tx: Db, catalogue: SeedCatalogue): Promise<Map<Pick, Omit<PlaceOrderLine, 'quantity' | 'options'>>> {
  const chosen = Object.entries(picks).map(([key, fits]) => {
    const product = catalogue.products.find(fits);
    if (!product) throw new Error(`seed: no product for the demo order line ${key}`);
    return [key as Pick, product] as const;
  });
  const slugs = chosen.map(([, product]) => product.slug);
  const [nl] = await tx.select({ id: s.languages.id }).from(s.languages).where(eq(s.languages.slug, 'nl'));
  const rows = await tx
    .select({ product: s.products, config: s.productConfigurations, title: s.productTranslations.title })
    .from(s.products)
    .innerJoin(s.productConfigurations, eq(s.productConfigurations.productId, s.products.id))
    .innerJoin(s.productTranslations, and(eq(s.productTranslations.productId, s.products.id), eq(s.productTranslations.languageId, nl!.id)))
    .where(inArray(s.products.slug, slugs));
  const materials = await tx.select().from(s.materialTranslations).where(eq(s.materialTranslations.languageId, nl!.id));
  const media = await readProductMedia(tx, [...new Set(rows.map((row) => row.product.id))]);
  return new Map(
    chosen.map(([key, seeded]) => {
      const sku = seeded.digital ? seeded.configurations.find((c) => c.size === '50')?.sku : (seeded.defaultSku ?? seeded.configurations[0]!.sku);
      const row = rows.find((r) => r.product.slug === seeded.slug && r.config.sku === sku)!;
      return [
        key,
        {
          productId: row.product.id,
          productConfigurationId: row.config.id,
          sku: row.config.sku,
          title: row.title,
          imageUrl: lineImage(media, row.product.id, row.config.id, row.title)?.url ?? null,
          materialTitle: row.product.digital ? null : (materials.find((m) => m.materialId === row.config.materialId)?.title ?? null),
          size: row.config.size,
          baseCost: row.config.cost,
          finalCost: row.product.sale ? salePrice(row.config.cost, row.product.saleValue) : row.config.cost,
          digital: row.product.digital,
        },
      ];
    }),
  );
}

/**
 * The demo customer (verified, Dutch, a default address in Amsterdam) with past orders of
 * seeded products in every payment state, their history and return requests. Dates are
 * relative to now. Runs inside the seed's transaction.
 */
export async function seedDemoCustomer(tx: Db, catalogue: SeedCatalogue): Promise<number> {
  const now = Date.now();
  const [user] = await tx
    .insert(s.users)
    .values({
      email: DEMO_CUSTOMER.email,
      passwordHash: await hashPassword(DEMO_CUSTOMER.password),
      firstName: address.first_name,
      lastName: address.last_name,
      phone: address.phone,
      gender: 2,
      language: 'nl',
      newsletter: true,
      emailVerifiedAt: ago(now, 199),
      createdAt: ago(now, 200),
      updatedAt: ago(now, 200),
    })
    .returning({ id: s.users.id });
  await tx.insert(s.shippingAddresses).values({
    userId: user!.id,
    firstName: address.first_name,
    lastName: address.last_name,
    addressLine1: address.address_line_1,
    city: address.city,
    state: address.state,
    zip: address.zip,
    country: address.country,
    phone: address.phone,
    isDefault: true,
  });
  const lines = await orderLines(tx, catalogue);
  for (const demo of demoOrders) {
    const placedAt = ago(now, demo.daysAgo);
    const orderLinesOf = demo.lines.map((line) => ({ ...lines.get(line.pick)!, quantity: line.quantity ?? 1, options: line.options ?? {} }));
    const physical = orderLinesOf.some((line) => !line.digital);
    const paidForLines = orderLinesOf.reduce((sum, line) => sum + line.finalCost * line.quantity, 0);
    const {
      order: { id },
    } = await placeOrder(tx, {
      userId: user!.id,
      contactEmail: DEMO_CUSTOMER.email,
      language: 'nl',
      lines: orderLinesOf,
      // Free shipping from € 100; digital-only orders ship nothing.
      shippingMethod: physical ? { name: 'PostNL standaard (1-2 werkdagen)', amount: paidForLines >= 10_000 ? 0 : 495 } : null,
      shippingAddress: physical ? address : null,
      billingAddress: address,
      paymentMethod: demo.paymentMethod,
      placedAt,
    });
    const last = demo.events.at(-1);
    await tx
      .update(s.orders)
      .set({
        paymentStatus: demo.paymentStatus,
        fulfillmentStatus: demo.fulfillment,
        carrier: demo.trackingNumber ? 'postnl' : null,
        trackingNumber: demo.trackingNumber ?? null,
        shippedAt: demo.shippedDaysAgo === undefined ? null : ago(now, demo.shippedDaysAgo),
        deliveredAt: demo.deliveredDaysAgo === undefined ? null : ago(now, demo.deliveredDaysAgo),
        updatedAt: last ? ago(now, last[1]) : placedAt,
      })
      .where(eq(s.orders.id, id));
    for (const [status, days, location] of demo.events) await recordOrderEvent(tx, id, status, ago(now, days), location ?? null);
    if (demo.returnRequest) {
      const ordered = await tx.select({ id: s.orderProducts.id }).from(s.orderProducts).where(eq(s.orderProducts.orderId, id)).orderBy(s.orderProducts.id);
      const request = demo.returnRequest;
      await tx.insert(s.returnRequests).values({
        orderId: id,
        userId: user!.id,
        type: request.type,
        reason: request.reason,
        comment: request.comment ?? null,
        items: request.lines.map(([index, quantity]) => ({ order_product_id: ordered[index]!.id, quantity })),
        status: request.status,
        createdAt: ago(now, request.daysAgo),
        updatedAt: ago(now, request.daysAgo),
      });
    }
  }
  return demoOrders.length;
}
