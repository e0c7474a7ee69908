import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, carts, mailOutbox, orderEvents, orders, payments, productConfigurations } from '../../api/db/schema';
import { call, latestMail, signUp } from './account-helpers';
import { readyCart, send, stockedConfiguration, testAddress } from './checkout-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';
import { newStaff, staffCall } from './staff-helpers';

const API = '/api/v1';

/** A guest's bank-transfer order placed through checkout, with a name and e-mail no other test uses. */
async function guestBankTransferOrder(shop: TestShop, nth: number) {
  const tag = randomBytes(4).toString('hex');
  const email = `gast.${tag}@example.nl`;
  const lastName = `Zoekmans${tag}`;
  const config = await stockedConfiguration(shop, 20, nth);
  const id = await readyCart(shop, config.id, 1, email);
  await shop.database.db.update(carts).set({ shippingAddress: { ...testAddress, last_name: lastName } }).where(eq(carts.uniqueId, id));
  const placed = await send(shop, 'POST', `${API}/carts/checkout/finish-immediately?lang=nl`, { cart_unique_id: id, type: 'bank_transfer' });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { order: placed.body.data.order as { id: number; po_number: string; final_amount: number }, email, lastName };
}

/** A signed-in customer's bank-transfer order: only customers have a tracking page. */
async function customerBankTransferOrder(shop: TestShop, nth: number) {
  const customer = await signUp(shop);
  const config = await stockedConfiguration(shop, 20, nth);
  const id = await readyCart(shop, config.id, 1, customer.email);
  await call(shop, 'PATCH', `/carts/${id}/start-checkout`, { cookie: customer.token });
  const placed = await send(shop, 'POST', `${API}/carts/checkout/finish-immediately?lang=nl`, { cart_unique_id: id, type: 'bank_transfer' });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { order: placed.body.data.order as { id: number; po_number: string; final_amount: number }, customer };
}

const auditOf = (shop: TestShop, orderId: number, action: string) =>
  shop.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId)), eq(auditLog.action, action)));

describeOnEachDatabase('back office: orders', (shop) => {
  it("finds a guest's bank-transfer order by number, e-mail and name, newest first, and shows its lines and amounts", async () => {
    const staff = await newStaff(shop(), 'fulfilment');
    const { order, email, lastName } = await guestBankTransferOrder(shop(), 20);
    for (const q of [order.po_number.toLowerCase(), email.toUpperCase(), lastName.toLowerCase()]) {
      const found = await staffCall(shop(), 'GET', `/admin/orders?q=${encodeURIComponent(q)}`, { staff: staff.token });
      expect(found.status, JSON.stringify(found.body)).toBe(200);
      expect(found.body.data.items.map((row: { id: number }) => row.id)).toEqual([order.id]);
      expect(found.body.data).toMatchObject({ total: 1, page: 1, pages: 1, per_page: 25 });
    }
    const filtered = await staffCall(shop(), 'GET', `/admin/orders?q=${encodeURIComponent(email)}&payment_status=1`, { staff: staff.token });
    expect(filtered.body.data.total).toBe(0);
    const unpaidTransfers = await staffCall(shop(), 'GET', `/admin/orders?payment_status=0&payment_method=bank_transfer&fulfillment_status=processing`, { staff: staff.token });
    expect(unpaidTransfers.body.data.items.map((row: { id: number }) => row.id)).toContain(order.id);
    const all = (await staffCall(shop(), 'GET', '/admin/orders', { staff: staff.token })).body.data.items as { created_at: string }[];
    expect(all.map((row) => row.created_at)).toEqual([...all.map((row) => row.created_at)].sort().reverse());
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
    const byDay = await staffCall(shop(), 'GET', `/admin/orders?q=${encodeURIComponent(email)}&from=${today}&to=${today}`, { staff: staff.token });
    expect(byDay.body.data.total).toBe(1);
    const before = await staffCall(shop(), 'GET', `/admin/orders?q=${encodeURIComponent(email)}&to=2001-01-01`, { staff: staff.token });
    expect(before.body.data.total).toBe(0);

    const detail = await staffCall(shop(), 'GET', `/admin/orders/${order.id}`, { staff: staff.token });
    expect(detail.status).toBe(200);
    const data = detail.body.data;
    expect(data).toMatchObject({ id: order.id, contact_email: email, payment_status: 0, payment_method: 'bank_transfer', amount_due: order.final_amount, can_record_transfer: true, can_ship: false, payments: [], notes: [] });
    expect(data.lines).toHaveLength(1);
    expect(data.final_amount).toBe(data.subtotal_amount - data.discount_amount + data.shipping_amount - data.gift_card_amount);
    expect(data.shipping_address.last_name).toBe(lastName);
    expect(data.events.map((event: { status: string }) => event.status)).toEqual(['placed']);
    expect((await staffCall(shop(), 'GET', '/admin/orders/2147483647', { staff: staff.token })).status).toBe(404);
  });

  it('records the right bank transfer once: paid, a payment, a paid step, the confirmation mail and an audit entry', async () => {
    const staff = await newStaff(shop(), 'fulfilment');
    const { order, customer } = await customerBankTransferOrder(shop(), 21);
    const path = `/admin/orders/${order.id}/bank-transfer`;

    const wrong = await staffCall(shop(), 'POST', `${path}?lang=en`, { staff: staff.token, body: { amount_cents: order.final_amount - 1 } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields.amount_cents).toMatch(/^The amount must equal what the customer still owes: /);

    const mailsBefore = await shop().database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, customer.email), eq(mailOutbox.kind, 'order_confirmation')));
    const paid = await staffCall(shop(), 'POST', path, { staff: staff.token, body: { amount_cents: order.final_amount, reference: 'NL-BANK-4711' } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ payment_status: 1, amount_due: 0, can_record_transfer: false, can_ship: true });
    expect(paid.body.data.payments).toEqual([expect.objectContaining({ method: 'bank_transfer', status: 'succeeded', amount: order.final_amount, reference: 'NL-BANK-4711' })]);

    const storefront = await call(shop(), 'GET', `/orders/${order.id}`, { cookie: customer.token });
    expect(storefront.body.data.payment_status).toBe(1);
    const tracking = await call(shop(), 'GET', `/tracking?order_id=${order.id}`, { cookie: customer.token });
    expect(tracking.body.data.events.map((event: { status: string }) => event.status)).toEqual(['placed', 'paid']);
    const mail = await latestMail(shop(), customer.email, 'order_confirmation');
    expect(mail!.text).toContain('We hebben je betaling ontvangen');
    const mailsAfter = await shop().database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, customer.email), eq(mailOutbox.kind, 'order_confirmation')));
    expect(mailsAfter).toHaveLength(mailsBefore.length + 1);
    expect(await auditOf(shop(), order.id, 'order.bank_transfer_recorded')).toEqual([expect.objectContaining({ staffId: staff.id, after: { payment_status: 1, amount_cents: order.final_amount, reference: 'NL-BANK-4711' } })]);

    const again = await staffCall(shop(), 'POST', path, { staff: staff.token, body: { amount_cents: order.final_amount } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_paid');
    expect(await shop().database.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    expect((await shop().database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, 'paid'))))).toHaveLength(1);
    expect(await auditOf(shop(), order.id, 'order.bank_transfer_recorded')).toHaveLength(1);
  });

  it("ships a paid order with a PostNL code that the customer's tracking shows, once, and refuses an unpaid one", async () => {
    const staff = await newStaff(shop(), 'admin');
    const { order, customer } = await customerBankTransferOrder(shop(), 22);
    const ship = (body: unknown) => staffCall(shop(), 'POST', `/admin/orders/${order.id}/shipments`, { staff: staff.token, body });

    const unpaid = await ship({ carrier: 'postnl', tracking_code: '3SAURM1234567' });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error.code).toBe('order_awaiting_payment');

    await staffCall(shop(), 'POST', `/admin/orders/${order.id}/bank-transfer`, { staff: staff.token, body: { amount_cents: order.final_amount } });
    const shipped = await ship({ carrier: 'postnl', tracking_code: ' 3saurm 1234567 ' });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.data).toMatchObject({ fulfillment_status: 'shipped', carrier: 'postnl', tracking_number: '3SAURM1234567', can_ship: false });
    expect(shipped.body.data.events.at(-1)).toMatchObject({ status: 'shipped', carrier: 'postnl', tracking_number: '3SAURM1234567' });

    const tracking = await call(shop(), 'GET', `/tracking?order_id=${order.id}`, { cookie: customer.token });
    expect(tracking.body.data).toMatchObject({ fulfillment_status: 'shipped', carrier: 'postnl', tracking_number: '3SAURM1234567' });
    expect(tracking.body.data.tracking_url).toContain('jouw.postnl.nl/track-and-trace/3SAURM1234567');
    const mail = await latestMail(shop(), customer.email, 'order_shipped');
    expect(mail!.text).toContain('3SAURM1234567');
    expect(mail!.subject).toBe(`Je bestelling ${order.po_number} is onderweg`);

    const repeated = await ship({ carrier: 'postnl', tracking_code: '3SAURM1234567' });
    expect(repeated.status).toBe(200);
    expect((await shop().database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, 'shipped'))))).toHaveLength(1);
    expect(await shop().database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, customer.email), eq(mailOutbox.kind, 'order_shipped')))).toHaveLength(1);
    expect(await auditOf(shop(), order.id, 'order.shipped')).toHaveLength(1);
    const other = await ship({ carrier: 'dhl', tracking_code: 'JJD000123' });
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('already_shipped');
  });

  it('keeps a staff note with the order and logs it', async () => {
    const staff = await newStaff(shop(), 'fulfilment');
    const { order } = await guestBankTransferOrder(shop(), 23);
    const noted = await staffCall(shop(), 'POST', `/admin/orders/${order.id}/notes`, { staff: staff.token, body: { text: '  Klant belde: cadeauverpakking graag.  ' } });
    expect(noted.status).toBe(201);
    expect(noted.body.data.notes).toEqual([expect.objectContaining({ text: 'Klant belde: cadeauverpakking graag.', staff_email: staff.email })]);
    expect(await auditOf(shop(), order.id, 'order.note_added')).toHaveLength(1);
  });

  it('cancels an unpaid bank-transfer order once: stock back, cancelled with a step and an audit entry; refuses shipped and paid orders', async () => {
    const staff = await newStaff(shop(), 'fulfilment');
    const merchandiser = await newStaff(shop(), 'merchandiser');
    const { order } = await guestBankTransferOrder(shop(), 25);
    const db = shop().database.db;
    const detail = await staffCall(shop(), 'GET', `/admin/orders/${order.id}`, { staff: staff.token });
    expect(detail.body.data.can_cancel).toBe(true);
    const stockOf = async (sku: string) => (await db.select().from(productConfigurations).where(eq(productConfigurations.sku, sku)))[0]!.stockQty;
    const sku = detail.body.data.lines[0].sku as string;
    const cancel = (token: string, body: unknown, id = order.id) => staffCall(shop(), 'POST', `/admin/orders/${id}/cancel`, { staff: token, body });

    const forbidden = await cancel(merchandiser.token, { reason: 'Klant belde' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe('role_not_allowed');
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const invalid = await cancel(staff.token, body);
      expect(invalid.status).toBe(422);
      expect(Object.keys(invalid.body.error.fields)).toEqual(['reason']);
    }

    const before = await stockOf(sku);
    const cancelled = await cancel(staff.token, { reason: '  Klant belde: dubbel besteld.  ' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ payment_status: 4, fulfillment_status: 'cancelled', amount_due: 0, can_cancel: false, can_ship: false, can_record_transfer: false });
    expect(cancelled.body.data.events.map((event: { status: string }) => event.status)).toEqual(['placed', 'cancelled']);
    expect(await stockOf(sku)).toBe(before + 1);
    expect(await auditOf(shop(), order.id, 'order.cancelled')).toEqual([
      expect.objectContaining({
        staffId: staff.id,
        before: { payment_status: 0, fulfillment_status: 'processing' },
        after: { payment_status: 4, fulfillment_status: 'cancelled', reason: 'Klant belde: dubbel besteld.' },
      }),
    ]);

    const again = await staffCall(shop(), 'POST', `/admin/orders/${order.id}/cancel?lang=en`, { staff: staff.token, body: { reason: 'Nog een keer' } });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'order_cancelled', message: 'This order has been cancelled' });
    expect(await stockOf(sku)).toBe(before + 1);
    expect(await db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, 'cancelled')))).toHaveLength(1);
    expect(await auditOf(shop(), order.id, 'order.cancelled')).toHaveLength(1);

    const paid = (await customerBankTransferOrder(shop(), 26)).order;
    await staffCall(shop(), 'POST', `/admin/orders/${paid.id}/bank-transfer`, { staff: staff.token, body: { amount_cents: paid.final_amount } });
    expect((await staffCall(shop(), 'GET', `/admin/orders/${paid.id}`, { staff: staff.token })).body.data.can_cancel).toBe(false);
    const needsRefund = await cancel(staff.token, { reason: 'Klant wil niet meer' }, paid.id);
    expect(needsRefund.status).toBe(409);
    expect(needsRefund.body.error.code).toBe('refund_needed');
    await staffCall(shop(), 'POST', `/admin/orders/${paid.id}/shipments`, { staff: staff.token, body: { carrier: 'postnl', tracking_code: '3SAURM7654321' } });
    const shipped = await staffCall(shop(), 'POST', `/admin/orders/${paid.id}/cancel?lang=nl`, { staff: staff.token, body: { reason: 'Te laat' } });
    expect(shipped.status).toBe(409);
    expect(shipped.body.error).toMatchObject({ code: 'order_shipped', message: 'Deze bestelling is al verzonden en kan niet meer worden geannuleerd' });
    expect(await auditOf(shop(), paid.id, 'order.cancelled')).toHaveLength(0);
    expect((await db.select().from(orders).where(eq(orders.id, paid.id)))[0]).toMatchObject({ paymentStatus: 1, fulfillmentStatus: 'shipped' });
  });

  it('lets fulfilment and admins in only, and refuses bad input with 422 at its fields', async () => {
    const merchandiser = await newStaff(shop(), 'merchandiser');
    const staff = await newStaff(shop(), 'fulfilment');
    const { order } = await guestBankTransferOrder(shop(), 24);
    const forbidden = await staffCall(shop(), 'GET', '/admin/orders', { staff: merchandiser.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe('role_not_allowed');
    expect((await staffCall(shop(), 'POST', `/admin/orders/${order.id}/notes`, { staff: merchandiser.token, body: { text: 'x' } })).status).toBe(403);
    expect((await staffCall(shop(), 'GET', '/admin/orders')).status).toBe(401);
    expect((await staffCall(shop(), 'POST', `/admin/orders/${order.id}/bank-transfer`, { body: { amount_cents: order.final_amount } })).status).toBe(401);

    const badQuery = await staffCall(shop(), 'GET', '/admin/orders?payment_status=9&from=2026-02-30&page=0', { staff: staff.token });
    expect(badQuery.status).toBe(422);
    expect(Object.keys(badQuery.body.error.fields).sort()).toEqual(['from', 'page', 'payment_status']);
    const reversed = await staffCall(shop(), 'GET', '/admin/orders?from=2026-03-02&to=2026-03-01', { staff: staff.token });
    expect(Object.keys(reversed.body.error.fields)).toEqual(['to']);
    const badShip = await staffCall(shop(), 'POST', `/admin/orders/${order.id}/shipments`, { staff: staff.token, body: { carrier: 'pigeon', tracking_code: '<>' } });
    expect(badShip.status).toBe(422);
    expect(Object.keys(badShip.body.error.fields).sort()).toEqual(['carrier', 'tracking_code']);
    const badTransfer = await staffCall(shop(), 'POST', `/admin/orders/${order.id}/bank-transfer`, { staff: staff.token, body: { amount_cents: 12.5 } });
    expect(Object.keys(badTransfer.body.error.fields)).toEqual(['amount_cents']);
    const emptyNote = await staffCall(shop(), 'POST', `/admin/orders/${order.id}/notes`, { staff: staff.token, body: { text: '   ' } });
    expect(Object.keys(emptyNote.body.error.fields)).toEqual(['text']);
    const notBankTransfer = await staffCall(shop(), 'POST', `/admin/orders/${order.id}/shipments`, { staff: staff.token, body: { carrier: 'ups', tracking_code: '1Z999AA10123456784' } });
    expect(notBankTransfer.body.error.code).toBe('order_awaiting_payment');
  });
});
