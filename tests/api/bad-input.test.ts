import { asc, isNotNull } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { media, productConfigurations } from '../../api/db/schema';
import { StripeGateway } from '../../api/modules/payments';
import { API } from './account-helpers';
import { cartThroughApi } from './checkout-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';

/*
 * One case per class of bad input the fuzzer (tests/api/fuzz.test.ts) found answered with 500:
 * each is now a 4xx in the JSON error shape, refused at the boundary (api/lib/request-guard.ts,
 * the schema family of api/contract/common.ts).
 */

const WEBHOOK_SECRET = 'whsec_bad_input_test';

/** A raw request; `body` is sent as written. */
async function raw(shop: Pick<TestShop, 'app'>, method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}) {
  const response = await shop.app.request(path, { method, headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers }, ...(body === undefined ? {} : { body, duplex: 'half' }) } as RequestInit);
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text, body: JSON.parse(text) };
}

function expectError(answer: { status: number; contentType: string; body: { error?: { code?: unknown; message?: unknown } } }, status: number, code: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.contentType).toContain('application/json');
  expect(answer.body.error).toMatchObject({ code, message: expect.any(String) });
}

describeOnEachDatabase(
  'bad input is a 4xx at the boundary',
  (shop) => {
    it('answers JSON nested 10,000 deep with 400 json_too_deep, before any parser recurses', async () => {
      for (const body of ['['.repeat(10_000) + ']'.repeat(10_000), '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)]) {
        expectError(await raw(shop(), 'POST', `${API}/carts/items`, body), 400, 'json_too_deep');
      }
      // 64 levels are allowed (the route then finds the body invalid); brackets inside strings do not count.
      expectError(await raw(shop(), 'POST', `${API}/carts/items`, '['.repeat(64) + ']'.repeat(64)), 422, 'validation_failed');
      expectError(await raw(shop(), 'POST', `${API}/carts/items`, JSON.stringify({ configuration_id: '['.repeat(5000), quantity: 1 })), 422, 'validation_failed');
    });

    it('answers integers beyond int4 and non-canonical ids with 422 on their field', async () => {
      const requests: [string, string, string?][] = [
        ['GET', '/products/2147483648'],
        ['GET', '/products/007'],
        ['GET', '/product-configurations/99999999999'],
        ['GET', '/orders/2147483648'],
        ['DELETE', '/carts/items/0x25'],
        ['GET', '/media/1e1/x.svg'],
        ['POST', '/products/2147483648/stock-notifications', JSON.stringify({ email: 'a@example.com', configuration_id: 'X' })],
      ];
      for (const [method, path, body] of requests) {
        const answer = await raw(shop(), method, `${API}${path}?lang=en`, body);
        expectError(answer, 422, 'validation_failed');
        expect(Object.keys(answer.body.error.fields)).toContain('id');
      }
      const body = await raw(shop(), 'POST', `${API}/carts/items?lang=en`, JSON.stringify({ product_configuration_id: 2 ** 31, quantity: 1 }));
      expectError(body, 422, 'validation_failed');
      expect(body.body.error.fields.product_configuration_id).toBe('Product configuration id must be at most 2147483647');
      const question = await raw(shop(), 'POST', `${API}/questions`, JSON.stringify({ product_id: 2 ** 31, name: 'Anna', email: 'anna@example.com', question: 'Is deze ring er ook in 16?' }));
      expectError(question, 422, 'validation_failed');
      expect(Object.keys(question.body.error.fields)).toEqual(['product_id']);
      expectError(await raw(shop(), 'GET', `${API}/system-catalog?page=0x2`), 400, 'invalid_catalog_query');
      expectError(await raw(shop(), 'GET', `${API}/orders?page=%2B1`, undefined, {}), 422, 'validation_failed');
    });

    it('answers malformed percent-encoding in a path or query with 400 malformed_uri', async () => {
      for (const path of ['/pages/%ff', '/products/%E0%A4%A', '/blog/posts/%', '/system-catalog?search=%ff', '/carts?cart_unique_id=%ED%A0%80', '/languages?x=%zz']) {
        expectError(await raw(shop(), 'GET', `${API}${path}`), 400, 'malformed_uri');
      }
    });

    it('answers NUL in a query or a JSON string with 422 (400 for the catalogue) on the field, in the request language', async () => {
      const search = await raw(shop(), 'GET', `${API}/system-catalog?search=a%00b&lang=en`);
      expectError(search, 400, 'invalid_catalog_query');
      expect(search.body.error.fields.search).toBe('Search contains characters that are not allowed');
      const cart = await raw(shop(), 'GET', `${API}/carts?cart_unique_id=a%00b&lang=de`);
      expectError(cart, 422, 'validation_failed');
      expect(cart.body.error.fields.cart_unique_id).toBe('Cart unique id enthält Zeichen, die nicht erlaubt sind');
      const [config] = await shop().database.db.select({ sku: productConfigurations.sku }).from(productConfigurations).orderBy(asc(productConfigurations.id)).limit(1);
      const id = await cartThroughApi(shop(), config!.sku);
      const code = await raw(shop(), 'PATCH', `${API}/carts/${id}?lang=nl`, '{"discount_code":"WELKOM10\\u0000"}');
      expectError(code, 422, 'validation_failed');
      expect(code.body.error.fields).toEqual({ discount_code: 'Discount code bevat tekens die niet zijn toegestaan' });
      // Nested free-form JSON too (an event's payload is stored as jsonb), keys included.
      const event = await raw(shop(), 'POST', `${API}/events/frontend-event`, '{"type":"visit","visitor_id":"visitor-1234","payload":{"a":[{"b\\u0000":1}]}}');
      expectError(event, 422, 'validation_failed');
      expect(Object.keys(event.body.error.fields)).toEqual(['payload.a.0.b\ufffd']);
    });

    it('answers a lone surrogate in a JSON string with 422 on its path', async () => {
      const answer = await raw(shop(), 'POST', `${API}/wishlists?lang=en`, '{"baggage":[{"sku":"\\ud800"}]}');
      expectError(answer, 422, 'validation_failed');
      expect(answer.body.error.fields).toEqual({ 'baggage.0.sku': 'Sku contains characters that are not allowed' });
      expectError(await raw(shop(), 'POST', `${API}/wishlists`, '{"baggage":[{"sku":"A","engraving":{"text":"x\\udc00"}}]}'), 422, 'validation_failed');
      // A pair is a character like any other.
      expect((await raw(shop(), 'POST', `${API}/wishlists`, '{"baggage":[{"sku":"A","engraving":{"text":"\\ud83d\\udc8d"}}]}')).status).toBe(200);
    });

    it('names nothing with constructor, __proto__ or toString where a client names a list', async () => {
      expectError(await raw(shop(), 'GET', `${API}/system-entities/constructor`), 404, 'entity_not_found');
      for (const type of ['__proto__', 'toString']) expectError(await raw(shop(), 'GET', `${API}/system-entities/${type}`), 422, 'validation_failed');
      expect((await raw(shop(), 'GET', `${API}/system-entities/materials`)).status).toBe(200);
    });

    it('answers a body above 1 MB with 413 payload_too_large: by Content-Length, and while reading a chunked one', async () => {
      const big = JSON.stringify({ baggage: [{ sku: 'A', engraving: { text: 'x'.repeat(2 * 1024 * 1024) } }] });
      expectError(await raw(shop(), 'POST', `${API}/wishlists`, big), 413, 'payload_too_large');
      expectError(await raw(shop(), 'POST', `${API}/wishlists`, big, { 'content-length': String(big.length) }), 413, 'payload_too_large');
      const chunks = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 40; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(64 * 1024)));
          controller.close();
        },
      });
      expectError(await raw(shop(), 'POST', `${API}/questions`, chunks), 413, 'payload_too_large');
      // Below the limit the route answers as usual.
      expect((await raw(shop(), 'POST', `${API}/wishlists`, JSON.stringify({ baggage: [{ sku: 'A' }] }))).status).toBe(200);
    });

    it('serves media only under its canonical id and its own file name', async () => {
      const [file] = await shop().database.db.select({ id: media.id, name: media.originalName }).from(media).where(isNotNull(media.body)).orderBy(asc(media.id)).limit(1);
      const ok = await shop().app.request(`${API}/media/${file!.id}/${file!.name}`);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toContain('image/svg+xml');
      expectError(await raw(shop(), 'GET', `${API}/media/${file!.id}/other-name.svg`), 404, 'media_not_found');
      const hex = `0x${file!.id.toString(16)}`;
      for (const id of [hex, `0${file!.id}`, `+${file!.id}`, `${file!.id}.0`]) expectError(await raw(shop(), 'GET', `${API}/media/${id}/${file!.name}`), 422, 'validation_failed');
    });

    it('still verifies the Stripe webhook on the exact raw body it was signed over', async () => {
      // Pretty-printed and with non-ASCII text: parsed and serialised again, its signature would no longer match.
      const payload = JSON.stringify({ id: `evt_bad_input_${Date.now()}`, object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', name: 'Zoë “Aurum” Ĳssel' } } }, null, 3);
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const webhook = (body: string) => raw(shop(), 'POST', `${API}/webhooks/stripe`, body, { 'stripe-signature': header });
      const accepted = await webhook(payload);
      expect(accepted.status, accepted.text).toBe(200);
      expect(accepted.body.data).toEqual({ received: true, duplicate: false });
      expectError(await webhook(payload.replace('\n', '\n ')), 400, 'invalid_signature');
      expectError(await webhook(`{"pad":"${'x'.repeat(1_100_000)}"}`), 413, 'payload_too_large');
    });

    it('answers every failure as JSON, a thrown non-Error and an error with SQL in it too, without internals', async () => {
      // An app of its own: routes cannot be added to one that has answered already.
      const app = createApp({ database: async () => shop().database, log: { error: () => undefined, warn: () => undefined }, payments: { stripe: null, paypal: null, affirm: false } });
      app.get(`${API}/__test/throws-text`, () => {
        throw 'SELECT * FROM users';
      });
      app.get(`${API}/__test/throws-sql`, () => {
        throw new Error('duplicate key value violates unique constraint "users_email_uq" (SQLSTATE 23505)');
      });
      for (const path of ['/__test/throws-text', '/__test/throws-sql']) {
        const answer = await raw({ app }, 'GET', `${API}${path}`);
        expectError(answer, 500, 'unexpected');
        expect(answer.text).not.toMatch(/SELECT|SQLSTATE|violates|users_email|\bat\s/);
      }
    });
  },
  {
    deps: () => ({ payments: { stripe: new StripeGateway({ secretKey: 'sk_test_local', publishableKey: 'pk_test_local', webhookSecret: WEBHOOK_SECRET, apiBase: 'http://127.0.0.1:9' }), paypal: null, affirm: false } }),
  },
);

describe('the API fuzzer seed', () => {
  it('keeps its failures reproducible: FUZZ_SEED replays the same requests', async () => {
    const fc = (await import('fast-check')).default;
    const { operationsOf, requestArbitrary } = await import('./fuzz-requests');
    const [operation] = operationsOf({ paths: { '/api/v1/products/{id}': { get: { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] } } } });
    const context = { byName: {}, idsByPath: {}, media: [] };
    const sample = (seed: number) => fc.sample(requestArbitrary(operation!, context), { numRuns: 20, seed });
    expect(sample(42)).toEqual(sample(42));
    expect(sample(42)).not.toEqual(sample(43));
  });
});
