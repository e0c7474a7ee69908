import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, discountCodes } from '../../api/db/schema';
import { cartThroughApi, send, stockedConfiguration } from './checkout-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';
import { newStaff, staffCall } from './staff-helpers';

const API = '/api/v1';
/** The storefront's call that applies a code (as tests/api/checkout.test.ts does). */
const applyCode = (shop: TestShop, cartId: string, code: string | null, lang = 'nl') => send(shop, 'PATCH', `${API}/carts/${cartId}?lang=${lang}`, { discount_code: code });
const finish = (shop: TestShop, cartId: string) => send(shop, 'POST', `${API}/carts/checkout/finish-immediately?lang=nl`, { cart_unique_id: cartId, type: 'bank_transfer' });
const auditOf = (shop: TestShop, id: number) =>
  shop.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'discount_code'), eq(auditLog.entityId, String(id))));
const storedCode = async (shop: TestShop, id: number) => (await shop.database.db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0];

const codeInput = (overrides: Record<string, unknown> = {}) => ({
  code: 'herfst 15',
  discount_type: 'percent',
  value: 15,
  min_subtotal: 0,
  usage_limit: null,
  starts_at: null,
  ends_at: null,
  active: true,
  ...overrides,
});

describeOnEachDatabase('back office: discount codes', (shop) => {
  it('an admin makes a 15% code with a minimum; checkout applies it from the database and refuses it below the minimum, switched off or expired', async () => {
    const admin = await newStaff(shop(), 'admin');
    const config = await stockedConfiguration(shop(), 50, 0);
    const goods = config.cost * 2;

    const created = await staffCall(shop(), 'POST', '/admin/discount-codes', { staff: admin.token, body: codeInput({ min_subtotal: goods }) });
    expect(created.status).toBe(201);
    const code = created.body.data;
    // Stored the way checkout compares codes: spaces out, upper case.
    expect(code).toMatchObject({ code: 'HERFST15', discount_type: 'percent', value: 15, min_subtotal: goods, used_count: 0, active: true, lock_version: 1 });
    const row = await storedCode(shop(), code.id);
    expect(row).toMatchObject({ code: 'HERFST15', discountType: 1, value: 15, minSubtotal: goods });

    // At the minimum: the storefront's call applies it, the discount computed from the database.
    const cartId = await cartThroughApi(shop(), config.sku, 2);
    const applied = await applyCode(shop(), cartId, ' herfst15 ');
    expect(applied.status).toBe(200);
    const discount = Math.round((goods * 15) / 100);
    expect(applied.body.data.discount).toEqual({ code: 'HERFST15', discount_type: 'percent', used_discount_amount: discount, base_discount_amount: 15 });
    expect(applied.body.data.code_discount_amount).toBe(discount);
    expect(applied.body.data.total_amount).toBe(goods - discount + applied.body.data.shipping_amount);

    // Below the minimum: refused.
    const smallCart = await cartThroughApi(shop(), config.sku, 1);
    const below = await applyCode(shop(), smallCart, 'HERFST15');
    expect(below.status).toBe(422);
    expect(below.body.error.fields).toEqual({ discount_code: 'Kortingscode is ongeldig' });

    // Switched off in the back office: refused from the next call on.
    const off = await staffCall(shop(), 'PUT', `/admin/discount-codes/${code.id}`, { staff: admin.token, body: { ...codeInput({ min_subtotal: goods, active: false }), lock_version: 1 } });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ active: false, lock_version: 2 });
    const fresh = await cartThroughApi(shop(), config.sku, 2);
    expect((await applyCode(shop(), fresh, 'HERFST15')).status).toBe(422);
    // The stale lock version is a conflict and writes nothing.
    const stale = await staffCall(shop(), 'PUT', `/admin/discount-codes/${code.id}`, { staff: admin.token, body: { ...codeInput({ min_subtotal: goods }), lock_version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('edit_conflict');
    expect((await storedCode(shop(), code.id))!.active).toBe(false);

    // On again but expired: refused; on and running: applied.
    const past = { starts_at: '2020-01-01T00:00:00Z', ends_at: '2020-02-01T00:00:00+01:00' };
    const expired = await staffCall(shop(), 'PUT', `/admin/discount-codes/${code.id}`, { staff: admin.token, body: { ...codeInput({ min_subtotal: goods, ...past }), lock_version: 2 } });
    expect(expired.status).toBe(200);
    expect((await applyCode(shop(), fresh, 'HERFST15')).status).toBe(422);
    const running = await staffCall(shop(), 'PUT', `/admin/discount-codes/${code.id}`, { staff: admin.token, body: { ...codeInput({ min_subtotal: goods, starts_at: '2020-01-01T00:00:00Z', ends_at: '2099-01-01T00:00:00Z' }), lock_version: 3 } });
    expect(running.status).toBe(200);
    expect((await applyCode(shop(), fresh, 'HERFST15')).body.data.code_discount_amount).toBe(discount);

    // An order with it counts a use, shown in the list; removing it then only switches it off.
    const placed = await finish(shop(), fresh);
    expect(placed.status).toBe(200);
    const listed = await staffCall(shop(), 'GET', '/admin/discount-codes?q=herfst', { staff: admin.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toMatchObject({ total: 1, page: 1, pages: 1, per_page: 25 });
    expect(listed.body.data.items[0]).toMatchObject({ id: code.id, code: 'HERFST15', used_count: 1 });
    // A used code keeps its name (its orders give their use back by it) and its limit stays at or above its uses.
    const renamed = await staffCall(shop(), 'PUT', `/admin/discount-codes/${code.id}`, { staff: admin.token, body: { ...codeInput({ code: 'WINTER15', min_subtotal: goods }), lock_version: 4 } });
    expect(renamed.status).toBe(422);
    expect(Object.keys(renamed.body.error.fields)).toEqual(['code']);

    const removed = await staffCall(shop(), 'DELETE', `/admin/discount-codes/${code.id}`, { staff: admin.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ outcome: 'deactivated', code: { active: false, used_count: 1 } });
    expect(await storedCode(shop(), code.id)).toBeDefined();

    const actions = (await auditOf(shop(), code.id)).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['discount_code.create', 'discount_code.deactivate', 'discount_code.update', 'discount_code.update', 'discount_code.update'].sort());
    const createdEntry = (await auditOf(shop(), code.id)).find((entry) => entry.action === 'discount_code.create')!;
    expect(createdEntry).toMatchObject({ staffId: admin.id, staffEmail: admin.email });
    expect(createdEntry.after).toMatchObject({ code: 'HERFST15', value: 15 });
  });

  it('refuses a taken code, bad input with field paths, and anyone but an admin', async () => {
    const admin = await newStaff(shop(), 'admin');
    const fixed = await staffCall(shop(), 'POST', '/admin/discount-codes', { staff: admin.token, body: codeInput({ code: 'VIJF-EURO', discount_type: 'static', value: 500, min_subtotal: 2500, usage_limit: 100 }) });
    expect(fixed.status).toBe(201);
    expect(fixed.body.data).toMatchObject({ code: 'VIJF-EURO', discount_type: 'static', value: 500, usage_limit: 100 });

    const taken = await staffCall(shop(), 'POST', '/admin/discount-codes', { staff: admin.token, body: codeInput({ code: 'vijf-euro ' }) });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('discount_code_exists');
    expect(Object.keys(taken.body.error.fields)).toEqual(['code']);
    // The seeded WELKOM10 is taken too.
    expect((await staffCall(shop(), 'POST', '/admin/discount-codes', { staff: admin.token, body: codeInput({ code: 'welkom10' }) })).status).toBe(409);

    const schemaProblems = await staffCall(shop(), 'POST', '/admin/discount-codes', { staff: admin.token, body: codeInput({ value: 0, min_subtotal: 12.5, usage_limit: 0, discount_type: 'half' }) });
    expect(schemaProblems.status).toBe(422);
    expect(Object.keys(schemaProblems.body.error.fields).sort()).toEqual(['discount_type', 'min_subtotal', 'usage_limit', 'value']);

    const ruleProblems = await staffCall(shop(), 'POST', '/admin/discount-codes?lang=en', {
      staff: admin.token,
      body: codeInput({ code: 'x!', value: 150, starts_at: '2026-05-01T00:00:00Z', ends_at: '2026-04-01T00:00:00Z' }),
    });
    expect(ruleProblems.status).toBe(422);
    expect(ruleProblems.body.error.fields).toEqual({ code: expect.any(String), value: 'A percentage is between 1 and 100', ends_at: 'The end must be after the start' });

    const count = async () => (await shop().database.db.select().from(discountCodes)).length;
    const before = await count();
    for (const role of ['merchandiser', 'fulfilment'] as const) {
      const other = await newStaff(shop(), role);
      expect((await staffCall(shop(), 'GET', '/admin/discount-codes', { staff: other.token })).status).toBe(403);
      expect((await staffCall(shop(), 'GET', `/admin/discount-codes/${fixed.body.data.id}`, { staff: other.token })).status).toBe(403);
      expect((await staffCall(shop(), 'POST', '/admin/discount-codes', { staff: other.token, body: codeInput({ code: `ROLE-${role}` }) })).status).toBe(403);
      expect((await staffCall(shop(), 'PUT', `/admin/discount-codes/${fixed.body.data.id}`, { staff: other.token, body: { ...codeInput(), lock_version: 1 } })).status).toBe(403);
      expect((await staffCall(shop(), 'DELETE', `/admin/discount-codes/${fixed.body.data.id}`, { staff: other.token })).status).toBe(403);
    }
    expect((await staffCall(shop(), 'GET', '/admin/discount-codes')).status).toBe(401);
    expect(await count()).toBe(before);

    // An unused code is removed (and audited).
    const removed = await staffCall(shop(), 'DELETE', `/admin/discount-codes/${fixed.body.data.id}`, { staff: admin.token });
    expect(removed.body.data).toEqual({ outcome: 'deleted', code: null });
    expect(await storedCode(shop(), fixed.body.data.id)).toBeUndefined();
    expect((await auditOf(shop(), fixed.body.data.id)).map((entry) => entry.action).sort()).toEqual(['discount_code.create', 'discount_code.delete']);
    expect((await staffCall(shop(), 'GET', `/admin/discount-codes/${fixed.body.data.id}`, { staff: admin.token })).status).toBe(404);
  });

  it('is in the OpenAPI document with its answers', async () => {
    const { paths } = (await shop().get('/api/v1/openapi.json')).body;
    expect(Object.keys(paths['/api/v1/admin/discount-codes']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/v1/admin/discount-codes/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(paths['/api/v1/admin/discount-codes/{id}'].put.responses)).toEqual(expect.arrayContaining(['200', '403', '404', '409', '422']));
  });
});
