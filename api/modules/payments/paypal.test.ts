// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPaypalFake, type PaypalFake } from '../../../tests/fakes/paypal-fake';
import { centsToPaypalValue, paypalConfigFromEnv, PaypalError, PaypalGateway, paypalValueToCents, type PaypalConfig, type PaypalCreateOrderInput } from './paypal';

let fake: PaypalFake;
let config: PaypalConfig;
let gateway: PaypalGateway;
let n = 0;

/** A fresh PayPal-Request-Id per test: the fake remembers them for its whole life. */
const requestId = (label: string) => `test-${label}-${++n}-${Date.now()}`;

const orderInput = (id: string): PaypalCreateOrderInput => ({
  requestId: id,
  amount: 12900,
  currency: 'eur',
  orderId: 42,
  poNumber: 'PO-0042',
  returnUrl: 'http://shop.test/checkout/success/42?cart=abc&paypal=return',
  cancelUrl: 'http://shop.test/checkout/payout?canceled=1',
  locale: 'nl',
});

/** Fast retries: the delays are not what these tests are about. */
const newGateway = (options: ConstructorParameters<typeof PaypalGateway>[1] = {}) => new PaypalGateway(config, { retryDelayMs: 5, ...options });

const requestsTo = (path: string, since: number) => fake.state.requests.slice(since).filter((r) => r.path === path);

beforeAll(async () => {
  fake = await startPaypalFake();
  config = { clientId: fake.clientId, clientSecret: fake.clientSecret, apiBase: fake.url };
  gateway = newGateway();
});

afterEach(() => {
  fake.state.latencyMs = 0;
  fake.state.failures.length = 0;
  fake.state.captureStatus = 'COMPLETED';
  fake.state.refuseBearer = false;
  fake.state.tokenExpiresIn = 32_400;
});

afterAll(async () => {
  await fake.close();
});

describe('paypalConfigFromEnv', () => {
  const env = (vars: Record<string, string>) => ({ NODE_ENV: 'test', ...vars }) as NodeJS.ProcessEnv;

  it('is null without both keys', () => {
    expect(paypalConfigFromEnv(env({}))).toBeNull();
    expect(paypalConfigFromEnv(env({ PAYPAL_CLIENT_ID: 'id' }))).toBeNull();
    expect(paypalConfigFromEnv(env({ PAYPAL_CLIENT_SECRET: 'secret' }))).toBeNull();
    expect(paypalConfigFromEnv(env({ PAYPAL_CLIENT_ID: ' ', PAYPAL_CLIENT_SECRET: 'secret' }))).toBeNull();
  });

  it('uses the sandbox unless live is asked for, and PAYPAL_API_BASE over both', () => {
    const keys = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' };
    expect(paypalConfigFromEnv(env(keys))).toEqual({ clientId: 'id', clientSecret: 'secret', apiBase: 'https://api-m.sandbox.paypal.com' });
    expect(paypalConfigFromEnv(env({ ...keys, PAYPAL_MODE: 'sandbox' }))?.apiBase).toBe('https://api-m.sandbox.paypal.com');
    expect(paypalConfigFromEnv(env({ ...keys, PAYPAL_MODE: 'live' }))?.apiBase).toBe('https://api-m.paypal.com');
    expect(paypalConfigFromEnv(env({ ...keys, PAYPAL_MODE: 'live', PAYPAL_API_BASE: 'http://127.0.0.1:9/' }))?.apiBase).toBe('http://127.0.0.1:9');
  });
});

describe('amounts', () => {
  it('turns cents into PayPal strings exactly', () => {
    expect(centsToPaypalValue(1)).toBe('0.01');
    expect(centsToPaypalValue(12345)).toBe('123.45');
    expect(centsToPaypalValue(100)).toBe('1.00');
    expect(centsToPaypalValue(0)).toBe('0.00');
    expect(centsToPaypalValue(1999)).toBe('19.99');
    expect(centsToPaypalValue(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('turns PayPal strings into cents exactly', () => {
    expect(paypalValueToCents('0.01')).toBe(1);
    expect(paypalValueToCents('123.45')).toBe(12345);
    expect(paypalValueToCents('1.00')).toBe(100);
    expect(paypalValueToCents('1')).toBe(100);
    expect(paypalValueToCents('0.5')).toBe(50);
    // 19.99 * 100 is 1998.9999999999998 in floats.
    expect(paypalValueToCents('19.99')).toBe(1999);
    expect(paypalValueToCents('1.15')).toBe(115);
  });

  it('refuses what is not exact', () => {
    for (const bad of [1.5, -1, Number.NaN, 2 ** 53]) expect(() => centsToPaypalValue(bad)).toThrow(RangeError);
    for (const bad of ['', '1.234', '-1.00', '1,00', 'abc', '.50', '1e3']) expect(() => paypalValueToCents(bad)).toThrow(RangeError);
  });
});

describe('PaypalGateway: create, approve, capture', () => {
  it('creates an order that waits for the payer, approves it and captures it', async () => {
    const created = await gateway.createOrder(orderInput(requestId('flow')));
    expect(created.status).toBe('PAYER_ACTION_REQUIRED');
    expect(created.id).toMatch(/^[0-9A-Z]{17}$/);
    expect(created.approveUrl).toBe(`${fake.url}/checkoutnow?token=${created.id}`);

    expect(fake.state.orders.get(created.id)).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: 'PO-0042', custom_id: '42', invoice_id: 'PO-0042', amount: { currency_code: 'EUR', value: '129.00' } }],
    });
    expect(fake.state.experienceContexts.get(created.id)).toEqual({
      return_url: 'http://shop.test/checkout/success/42?cart=abc&paypal=return',
      cancel_url: 'http://shop.test/checkout/payout?canceled=1',
      user_action: 'PAY_NOW',
      shipping_preference: 'NO_SHIPPING',
      locale: 'nl-NL',
    });
    expect(await gateway.getOrder(created.id)).toEqual({ id: created.id, status: 'PAYER_ACTION_REQUIRED', amount: 12900, currency: 'EUR', customId: '42' });

    fake.approve(created.id);
    expect((await gateway.getOrder(created.id)).status).toBe('APPROVED');

    const captures = fake.created.captures;
    const result = await gateway.captureOrder({ paypalOrderId: created.id, requestId: requestId('capture') });
    expect(result).toEqual({ status: 'COMPLETED', orderStatus: 'COMPLETED', captureId: expect.stringMatching(/^[0-9A-Z]{17}$/), amount: 12900 });
    expect(fake.created.captures).toBe(captures + 1);
    expect((await gateway.getOrder(created.id)).status).toBe('COMPLETED');
  });

  it('sends the brand name and English locale when given', async () => {
    const created = await gateway.createOrder({ ...orderInput(requestId('brand')), locale: 'en', brandName: 'Juwelier' });
    expect(fake.state.experienceContexts.get(created.id)).toMatchObject({ brand_name: 'Juwelier', locale: 'en-GB' });
  });

  it('refuses amounts that are not positive whole cents, and currencies without decimals', async () => {
    const before = fake.created.orders;
    await expect(gateway.createOrder({ ...orderInput(requestId('float')), amount: 129.5 })).rejects.toThrow(RangeError);
    await expect(gateway.createOrder({ ...orderInput(requestId('zero')), amount: 0 })).rejects.toThrow(RangeError);
    await expect(gateway.createOrder({ ...orderInput(requestId('yen')), currency: 'JPY' })).rejects.toThrow(RangeError);
    expect(fake.created.orders).toBe(before);
  });

  it('an unknown order is a 404 PaypalError', async () => {
    const error = await gateway.getOrder('NOSUCHORDER000000').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaypalError);
    expect(error).toMatchObject({ status: 404, paypalName: 'RESOURCE_NOT_FOUND', issue: 'INVALID_RESOURCE_ID' });
  });
});

describe('PaypalGateway idempotency', () => {
  it('the same requestId twice makes one order at PayPal', async () => {
    const before = fake.created.orders;
    const id = requestId('twice');
    const first = await gateway.createOrder(orderInput(id));
    const second = await gateway.createOrder(orderInput(id));
    expect(second).toEqual(first);
    expect(fake.created.orders).toBe(before + 1);
  });

  it('another process with the same requestId gets PayPal’s replay', async () => {
    const before = fake.created.orders;
    const replayed = fake.idempotency.replayed;
    const id = requestId('other-process');
    const first = await gateway.createOrder(orderInput(id));
    const second = await newGateway().createOrder(orderInput(id));
    expect(second.id).toBe(first.id);
    expect(fake.created.orders).toBe(before + 1);
    expect(fake.idempotency.replayed).toBe(replayed + 1);
  });

  it('concurrent calls with one requestId share one request', async () => {
    fake.state.latencyMs = 50;
    const before = fake.created.orders;
    const since = fake.state.requests.length;
    const id = requestId('burst');
    const results = await Promise.all(Array.from({ length: 10 }, () => gateway.createOrder(orderInput(id))));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(fake.created.orders).toBe(before + 1);
    expect(requestsTo('/v2/checkout/orders', since)).toHaveLength(1);
  });

  it('capturing twice is still COMPLETED with one capture (same requestId: PayPal’s replay)', async () => {
    const created = await gateway.createOrder(orderInput(requestId('cap-same')));
    fake.approve(created.id);
    const before = fake.created.captures;
    const id = requestId('capture');
    const first = await gateway.captureOrder({ paypalOrderId: created.id, requestId: id });
    const second = await gateway.captureOrder({ paypalOrderId: created.id, requestId: id });
    expect(second).toEqual(first);
    expect(second.status).toBe('COMPLETED');
    expect(fake.created.captures).toBe(before + 1);
  });

  it('capturing twice is still COMPLETED with one capture (another requestId: ORDER_ALREADY_CAPTURED, read back)', async () => {
    const created = await gateway.createOrder(orderInput(requestId('cap-other')));
    fake.approve(created.id);
    const before = fake.created.captures;
    const since = fake.state.requests.length;
    const first = await gateway.captureOrder({ paypalOrderId: created.id, requestId: requestId('capture-a') });
    const second = await gateway.captureOrder({ paypalOrderId: created.id, requestId: requestId('capture-b') });
    expect(second).toEqual(first);
    expect(second).toMatchObject({ status: 'COMPLETED', amount: 12900 });
    expect(fake.created.captures).toBe(before + 1);
    expect(fake.state.requests.slice(since).map((r) => r.outcome)).toEqual([201, 422, 200]);
  });

  it('capturing before approval fails with ORDER_NOT_APPROVED, and works with the same requestId once approved', async () => {
    const created = await gateway.createOrder(orderInput(requestId('early')));
    const id = requestId('capture');
    const error = await gateway.captureOrder({ paypalOrderId: created.id, requestId: id }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaypalError);
    expect(error).toMatchObject({ status: 422, paypalName: 'UNPROCESSABLE_ENTITY', issue: 'ORDER_NOT_APPROVED' });
    fake.approve(created.id);
    await expect(gateway.captureOrder({ paypalOrderId: created.id, requestId: id })).resolves.toMatchObject({ status: 'COMPLETED' });
  });

  it('a capture PayPal holds for review is not COMPLETED', async () => {
    fake.state.captureStatus = 'PENDING';
    const created = await gateway.createOrder(orderInput(requestId('pending')));
    fake.approve(created.id);
    await expect(gateway.captureOrder({ paypalOrderId: created.id, requestId: requestId('capture') })).resolves.toMatchObject({ status: 'PENDING', orderStatus: 'COMPLETED', amount: 12900 });
  });
});

describe('PaypalGateway retries', () => {
  it('retries a 500 with the same PayPal-Request-Id: one order', async () => {
    await gateway.getOrder(fake.state.orders.keys().next().value!); // a cached token: the failure hits the order call
    const before = fake.created.orders;
    const since = fake.state.requests.length;
    const id = requestId('500');
    fake.failNext(1, 'status500');
    const created = await gateway.createOrder(orderInput(id));
    expect(created.status).toBe('PAYER_ACTION_REQUIRED');
    expect(fake.created.orders).toBe(before + 1);
    expect(requestsTo('/v2/checkout/orders', since)).toEqual([
      { method: 'POST', path: '/v2/checkout/orders', requestId: id, outcome: 500 },
      { method: 'POST', path: '/v2/checkout/orders', requestId: id, outcome: 201 },
    ]);
  });

  it('retries a reset connection: one order', async () => {
    const before = fake.created.orders;
    const since = fake.state.requests.length;
    fake.failNext(1, 'reset');
    await gateway.createOrder(orderInput(requestId('reset')));
    expect(fake.created.orders).toBe(before + 1);
    expect(requestsTo('/v2/checkout/orders', since).map((r) => r.outcome)).toEqual(['reset', 201]);
  });

  it('after a lost answer the retry gets PayPal’s replay: one order, and its approval link', async () => {
    const before = fake.created.orders;
    const since = fake.state.requests.length;
    fake.failNext(1, 'lost');
    const created = await gateway.createOrder(orderInput(requestId('lost')));
    expect(fake.created.orders).toBe(before + 1);
    expect(requestsTo('/v2/checkout/orders', since).map((r) => r.outcome)).toEqual(['lost', 200]);
    expect(fake.state.orders.has(created.id)).toBe(true);
  });

  it('a lost capture answer is replayed too: one capture', async () => {
    const created = await gateway.createOrder(orderInput(requestId('lost-capture')));
    fake.approve(created.id);
    const before = fake.created.captures;
    fake.failNext(1, 'lost');
    await expect(gateway.captureOrder({ paypalOrderId: created.id, requestId: requestId('capture') })).resolves.toMatchObject({ status: 'COMPLETED', amount: 12900 });
    expect(fake.created.captures).toBe(before + 1);
  });

  it('gives up after two retries', async () => {
    const since = fake.state.requests.length;
    fake.failNext(3, 'status500');
    const error = await gateway.createOrder(orderInput(requestId('500x3'))).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'PaypalError', status: 500, paypalName: 'INTERNAL_SERVER_ERROR' });
    expect(requestsTo('/v2/checkout/orders', since)).toHaveLength(3);

    fake.failNext(3, 'reset');
    await expect(gateway.createOrder(orderInput(requestId('resetx3')))).rejects.toMatchObject({ name: 'PaypalError', status: 0 });
  });

  it('times a slow answer out and retries it', async () => {
    const slow = newGateway({ timeoutMs: 100 });
    const created = await slow.createOrder(orderInput(requestId('warm'))); // its token, fetched while PayPal is quick
    fake.state.latencyMs = 300;
    const since = fake.state.requests.length;
    await expect(slow.getOrder(created.id)).rejects.toMatchObject({ name: 'PaypalError', status: 0 });
    expect(fake.state.requests.length - since).toBe(3);
  });
});

describe('PaypalGateway tokens', () => {
  it('fetches one token and reuses it', async () => {
    const fresh = newGateway();
    const before = fake.created.tokens;
    const created = await fresh.createOrder(orderInput(requestId('token')));
    await fresh.getOrder(created.id);
    await fresh.getOrder(created.id);
    expect(fake.created.tokens).toBe(before + 1);
  });

  it('concurrent first calls share one token request', async () => {
    const fresh = newGateway();
    const before = fake.created.tokens;
    const created = await gateway.createOrder(orderInput(requestId('token-burst')));
    await Promise.all(Array.from({ length: 5 }, () => fresh.getOrder(created.id)));
    expect(fake.created.tokens).toBe(before + 1);
  });

  it('renews a token 60 s before it expires', async () => {
    fake.state.tokenExpiresIn = 59;
    const fresh = newGateway();
    const before = fake.created.tokens;
    const created = await fresh.createOrder(orderInput(requestId('short-token')));
    await fresh.getOrder(created.id);
    expect(fake.created.tokens).toBe(before + 2);
  });

  it('an expired token is refreshed once and the call succeeds', async () => {
    const created = await gateway.createOrder(orderInput(requestId('expired')));
    fake.expireTokens();
    const before = fake.created.tokens;
    const since = fake.state.requests.length;
    await expect(gateway.getOrder(created.id)).resolves.toMatchObject({ id: created.id });
    expect(fake.created.tokens).toBe(before + 1);
    expect(fake.state.requests.slice(since).map((r) => [r.path, r.outcome])).toEqual([
      [`/v2/checkout/orders/${created.id}`, 401],
      ['/v1/oauth2/token', 200],
      [`/v2/checkout/orders/${created.id}`, 200],
    ]);
  });

  it('a second 401 is not retried again', async () => {
    const created = await gateway.createOrder(orderInput(requestId('refused')));
    fake.state.refuseBearer = true;
    const before = fake.created.tokens;
    const since = fake.state.requests.length;
    await expect(gateway.getOrder(created.id)).rejects.toMatchObject({ name: 'PaypalError', status: 401, paypalName: 'AUTHENTICATION_FAILURE' });
    expect(fake.created.tokens).toBe(before + 1);
    expect(fake.state.requests.length - since).toBe(3);
  });

  it('wrong credentials are a 401 from the token endpoint', async () => {
    const wrong = new PaypalGateway({ ...config, clientSecret: 'wrong' }, { retryDelayMs: 5 });
    await expect(wrong.getOrder('ANY')).rejects.toMatchObject({ name: 'PaypalError', status: 401, paypalName: 'invalid_client' });
  });
});

describe('the fake approval page', () => {
  it('approves the order and returns to return_url with token and PayerID', async () => {
    const created = await gateway.createOrder(orderInput(requestId('page')));
    const page = await fetch(created.approveUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('129.00 EUR');
    const paid = await fetch(created.approveUrl, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://shop.test/checkout/success/42?cart=abc&paypal=return&token=${created.id}&PayerID=FAKEPAYER0001`);
    expect((await gateway.getOrder(created.id)).status).toBe('APPROVED');
  });

  it('cancels back to cancel_url', async () => {
    const created = await gateway.createOrder(orderInput(requestId('cancel')));
    const canceled = await fetch(`${fake.url}/checkoutnow/cancel?token=${created.id}`, { method: 'POST', redirect: 'manual' });
    expect(canceled.headers.get('location')).toBe(`http://shop.test/checkout/payout?canceled=1&token=${created.id}`);
    expect((await gateway.getOrder(created.id)).status).toBe('PAYER_ACTION_REQUIRED');
  });
});
