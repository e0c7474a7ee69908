import { expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { EVENT_PAYLOAD_MAX_BYTES } from '../../api/contract/events';
import { frontendEvents } from '../../api/db/schema';
import { describeOnEachDatabase, type TestShop } from './harness';

const PATH = '/api/v1/events/frontend-event';

function post(shop: TestShop, body: unknown, headers: Record<string, string> = {}) {
  return shop.get(PATH, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

async function eventsOf(shop: TestShop, visitorId: string) {
  return shop.database.db.select().from(frontendEvents).where(eq(frontendEvents.visitorId, visitorId)).orderBy(desc(frontendEvents.id));
}

describeOnEachDatabase('frontend events API', (shop) => {
  it('stores an event and answers 202', async () => {
    const payload = { sku: 'RING-001', quantity: 2, value: 129900, nested: { list: [1, 2] } };
    const { status, body } = await post(shop(), { type: 'add_to_cart', visitor_id: 'visitor_stores-1', url: '/products/ring', payload });
    expect(status).toBe(202);
    expect(body).toEqual({ data: { accepted: true } });
    const rows = await eventsOf(shop(), 'visitor_stores-1');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'add_to_cart', visitorId: 'visitor_stores-1', url: '/products/ring', payload });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);

    // An absolute URL and no payload are fine too.
    const plain = await post(shop(), { type: 'scroll_depth', visitor_id: 'visitor_stores-1', url: 'https://shop.example/nl/cart' });
    expect(plain.status).toBe(202);
    const [latest] = await eventsOf(shop(), 'visitor_stores-1');
    expect(latest).toMatchObject({ type: 'scroll_depth', url: 'https://shop.example/nl/cart', payload: null });
  });

  it('takes the visitor id from the uid cookie when the body lacks it', async () => {
    const { status } = await post(shop(), { type: 'visit' }, { cookie: 'other=1; uid=cookieVisitor_42' });
    expect(status).toBe(202);
    expect(await eventsOf(shop(), 'cookieVisitor_42')).toMatchObject([{ type: 'visit', url: null }]);

    // The body's id wins over the cookie.
    await post(shop(), { type: 'remain', visitor_id: 'bodyVisitor_42' }, { cookie: 'uid=cookieVisitor_42' });
    expect(await eventsOf(shop(), 'bodyVisitor_42')).toHaveLength(1);
    expect(await eventsOf(shop(), 'cookieVisitor_42')).toHaveLength(1);

    // Neither body nor a valid cookie: 422 on visitor_id.
    for (const headers of [{}, { cookie: 'uid=bad id!' }] as Record<string, string>[]) {
      const missing = await post(shop(), { type: 'visit' }, headers);
      expect(missing.status).toBe(422);
      expect(missing.body.error.fields).toHaveProperty('visitor_id');
    }
  });

  it('rejects an unknown type, a bad visitor id, a bad url and an oversize payload with 422 on the field', async () => {
    const cases: [unknown, string][] = [
      [{ type: 'page_view', visitor_id: 'visitor_invalid' }, 'type'],
      [{ visitor_id: 'visitor_invalid' }, 'type'],
      [{ type: 'visit', visitor_id: 'short' }, 'visitor_id'],
      [{ type: 'visit', visitor_id: 'has spaces in it' }, 'visitor_id'],
      [{ type: 'visit', visitor_id: 'x'.repeat(65) }, 'visitor_id'],
      [{ type: 'visit', visitor_id: 'visitor_invalid', url: '//evil.example/x' }, 'url'],
      [{ type: 'visit', visitor_id: 'visitor_invalid', url: 'javascript:alert(1)' }, 'url'],
      [{ type: 'visit', visitor_id: 'visitor_invalid', url: `/${'a'.repeat(2048)}` }, 'url'],
      [{ type: 'visit', visitor_id: 'visitor_invalid', payload: [1, 2] }, 'payload'],
      [{ type: 'visit', visitor_id: 'visitor_invalid', payload: { blob: 'x'.repeat(EVENT_PAYLOAD_MAX_BYTES) } }, 'payload'],
    ];
    for (const [body, field] of cases) {
      const answer = await post(shop(), body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(Object.keys(answer.body.error.fields), JSON.stringify(answer.body.error.fields)).toContain(field);
    }
    expect(await eventsOf(shop(), 'visitor_invalid')).toEqual([]);

    // Just under the limit is accepted.
    const fits = { blob: 'x'.repeat(EVENT_PAYLOAD_MAX_BYTES - JSON.stringify({ blob: '' }).length) };
    expect((await post(shop(), { type: 'search', visitor_id: 'visitor_fits', payload: fits })).status).toBe(202);
  });

  it('answers malformed JSON with 400 and is in the OpenAPI document', async () => {
    const bad = await post(shop(), '{"type": ');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('malformed_json');
    const { body } = await shop().get('/api/v1/openapi.json');
    expect(body.paths[PATH]?.post).toBeDefined();
    expect(body.paths[PATH].post.responses).toHaveProperty('202');
  });
});
