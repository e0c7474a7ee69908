// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseStripeForm, startStripeFake, type StripeFake } from '../../../tests/fakes/stripe-fake';
import { stripeConfigFromEnv, StripeGateway, WebhookSignatureError, type StripeConfig } from './stripe';

const secret = 'whsec_test_secret';
let fake: StripeFake;
let config: StripeConfig;
let gateway: StripeGateway;
let n = 0;

/** A fresh key per test: the fake remembers keys for its whole life, as Stripe does for a day. */
const key = (label: string) => `test-${label}-${++n}-${Date.now()}`;

const intentInput = (idempotencyKey: string) => ({ idempotencyKey, amount: 12900, currency: 'EUR', orderId: 42, poNumber: 'PO-0042', email: 'anna@example.nl' });

beforeAll(async () => {
  fake = await startStripeFake();
  config = { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: secret, apiBase: fake.url };
  gateway = new StripeGateway(config);
});

afterEach(() => {
  fake.state.latencyMs = 0;
  fake.state.failures.length = 0;
});

afterAll(async () => {
  await fake.close();
});

describe('stripeConfigFromEnv', () => {
  const env = (vars: Record<string, string>) => ({ NODE_ENV: 'test', ...vars }) as NodeJS.ProcessEnv;

  it('needs both keys', () => {
    expect(stripeConfigFromEnv(env({ STRIPE_SECRET_KEY: 'sk_test_x' }))).toBeNull();
    expect(stripeConfigFromEnv(env({ STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }))).toBeNull();
    expect(stripeConfigFromEnv(env({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_API_BASE: 'http://127.0.0.1:12111' }))).toEqual({
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_x',
      webhookSecret: 'whsec_x',
      apiBase: 'http://127.0.0.1:12111',
    });
  });
});

describe('the fake', () => {
  it('parses the SDK’s nested form bodies', () => {
    expect(parseStripeForm('amount=100&metadata[order_id]=7&line_items[0][price_data][unit_amount]=100&line_items[0][quantity]=1&payment_method_types[0]=affirm')).toEqual({
      amount: '100',
      metadata: { order_id: '7' },
      line_items: [{ price_data: { unit_amount: '100' }, quantity: '1' }],
      payment_method_types: ['affirm'],
    });
  });
});

describe('StripeGateway.createPaymentIntent', () => {
  it('creates a PaymentIntent with the order in its metadata', async () => {
    const before = fake.created.paymentIntents;
    const intent = await gateway.createPaymentIntent(intentInput(key('create')));
    expect(intent).toMatchObject({ status: 'requires_payment_method', amount: 12900 });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(fake.created.paymentIntents).toBe(before + 1);
    const stored = fake.state.paymentIntents.get(intent.id)!;
    expect(stored).toMatchObject({ currency: 'eur', metadata: { order_id: '42', po_number: 'PO-0042' }, receipt_email: 'anna@example.nl', automatic_payment_methods: { enabled: true } });
    expect(stored.description).toContain('PO-0042');
  });

  it('asks for the given payment method types instead of automatic ones', async () => {
    const intent = await gateway.createPaymentIntent({ ...intentInput(key('types')), paymentMethodTypes: ['affirm'] });
    expect(fake.state.paymentIntents.get(intent.id)).toMatchObject({ payment_method_types: ['affirm'], automatic_payment_methods: null });
  });

  it('refuses an amount that is not whole cents', async () => {
    await expect(gateway.createPaymentIntent({ ...intentInput(key('cents')), amount: 129.5 })).rejects.toThrow(RangeError);
  });

  it('retries a 500 with the same key: one PaymentIntent', async () => {
    const before = fake.created.paymentIntents;
    fake.failNext(1, 'status500');
    const intent = await gateway.createPaymentIntent(intentInput(key('500')));
    expect(intent.id).toMatch(/^pi_/);
    expect(fake.created.paymentIntents).toBe(before + 1);
  });

  it('retries a reset connection: one PaymentIntent', async () => {
    const before = fake.created.paymentIntents;
    fake.failNext(1, 'reset');
    const intent = await gateway.createPaymentIntent(intentInput(key('reset')));
    expect(intent.id).toMatch(/^pi_/);
    expect(fake.created.paymentIntents).toBe(before + 1);
  });

  it('after a lost response the retry gets the replay: one PaymentIntent, and the caller its client secret', async () => {
    const before = fake.created.paymentIntents;
    const requestsBefore = fake.requests;
    const replayedBefore = fake.idempotency.replayed;
    fake.failNext(1, 'lost');
    const intent = await gateway.createPaymentIntent(intentInput(key('lost')));
    expect(fake.created.paymentIntents).toBe(before + 1);
    expect(fake.requests - requestsBefore).toBe(2);
    expect(fake.idempotency.replayed).toBe(replayedBefore + 1);
    expect(fake.state.paymentIntents.get(intent.id)?.client_secret).toBe(intent.clientSecret);
  });

  it('works with 300 ms latency', async () => {
    fake.state.latencyMs = 300;
    const started = Date.now();
    const intent = await gateway.createPaymentIntent(intentInput(key('slow')));
    expect(intent.id).toMatch(/^pi_/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('50 concurrent calls with one key make one request and get one PaymentIntent', async () => {
    fake.state.latencyMs = 50;
    const before = fake.created.paymentIntents;
    const requestsBefore = fake.requests;
    const idempotencyKey = key('burst');
    const intents = await Promise.all(Array.from({ length: 50 }, () => gateway.createPaymentIntent(intentInput(idempotencyKey))));
    expect(fake.created.paymentIntents).toBe(before + 1);
    expect(fake.requests - requestsBefore).toBe(1);
    expect(new Set(intents.map((intent) => intent.id)).size).toBe(1);
    expect(new Set(intents.map((intent) => intent.clientSecret)).size).toBe(1);
  });

  it('a later call with a settled key is replayed by Stripe, not created again', async () => {
    const before = fake.created.paymentIntents;
    const idempotencyKey = key('again');
    const first = await gateway.createPaymentIntent(intentInput(idempotencyKey));
    const second = await gateway.createPaymentIntent(intentInput(idempotencyKey));
    expect(second.id).toBe(first.id);
    expect(fake.created.paymentIntents).toBe(before + 1);
  });

  it('two processes racing with one key: the second gets 409, the SDK retries it and gets the replay', async () => {
    fake.state.latencyMs = 300;
    const before = fake.created.paymentIntents;
    const conflictsBefore = fake.idempotency.conflicts;
    const replayedBefore = fake.idempotency.replayed;
    const other = new StripeGateway(config);
    const idempotencyKey = key('race');
    const [a, b] = await Promise.all([gateway.createPaymentIntent(intentInput(idempotencyKey)), other.createPaymentIntent(intentInput(idempotencyKey))]);
    expect(b.id).toBe(a.id);
    expect(fake.created.paymentIntents).toBe(before + 1);
    expect(fake.idempotency.conflicts).toBe(conflictsBefore + 1);
    expect(fake.idempotency.replayed).toBe(replayedBefore + 1);
  });

  it('different keys make different PaymentIntents', async () => {
    const before = fake.created.paymentIntents;
    const [a, b] = await Promise.all([gateway.createPaymentIntent(intentInput(key('a'))), gateway.createPaymentIntent(intentInput(key('b')))]);
    expect(a.id).not.toBe(b.id);
    expect(fake.created.paymentIntents).toBe(before + 2);
  });

  it('retrieves a PaymentIntent, and an unknown one is a 404', async () => {
    const intent = await gateway.createPaymentIntent(intentInput(key('retrieve')));
    fake.succeedPaymentIntent(intent.id);
    await expect(gateway.retrievePaymentIntent(intent.id)).resolves.toEqual({ id: intent.id, status: 'succeeded', amount: 12900, metadata: { order_id: '42', po_number: 'PO-0042' } });
    await expect(gateway.retrievePaymentIntent('pi_missing')).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 404 });
  });
});

describe('StripeGateway checkout sessions', () => {
  it('creates a hosted session and sees it complete', async () => {
    const before = fake.created.checkoutSessions;
    const session = await gateway.createCheckoutSession({
      ...intentInput(key('session')),
      title: 'PO-0042',
      successUrl: 'http://shop.test/checkout/success/42?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://shop.test/checkout/payout?canceled=1',
    });
    expect(session).toMatchObject({ status: 'open', paymentStatus: 'unpaid', url: `${fake.url}/pay/${session.id}` });
    expect(session.id).toMatch(/^cs_/);
    expect(fake.created.checkoutSessions).toBe(before + 1);
    expect(fake.state.checkoutSessions.get(session.id)).toMatchObject({
      amount_total: 12900,
      currency: 'eur',
      client_reference_id: '42',
      customer_email: 'anna@example.nl',
      metadata: { order_id: '42', po_number: 'PO-0042' },
    });

    expect(await gateway.retrieveCheckoutSession(session.id)).toMatchObject({ status: 'open', paymentStatus: 'unpaid', orderId: 42 });
    fake.completeSession(session.id);
    expect(await gateway.retrieveCheckoutSession(session.id)).toEqual({ id: session.id, url: session.url, status: 'complete', paymentStatus: 'paid', orderId: 42, paymentIntentId: expect.stringMatching(/^pi_/) });
  });
});

describe('the fake hosted page', () => {
  it('pays the session and returns to success_url with its id', async () => {
    const session = await gateway.createCheckoutSession({ ...intentInput(key('page')), title: 'PO-0042', successUrl: 'http://shop.test/ok?session_id={CHECKOUT_SESSION_ID}', cancelUrl: 'http://shop.test/cancel' });
    const page = await fetch(session.url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('129.00 EUR');
    const paid = await fetch(session.url!, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://shop.test/ok?session_id=${session.id}`);
    expect(await gateway.retrieveCheckoutSession(session.id)).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
  });
});

describe('StripeGateway.parseWebhook', () => {
  const object = { id: 'pi_123', object: 'payment_intent', metadata: { order_id: '42' } };

  it('accepts a signed payload, as a string or a Buffer', async () => {
    const { payload, header } = fake.signedEvent('payment_intent.succeeded', object, { secret });
    const event = await gateway.parseWebhook(payload, header);
    expect(event).toMatchObject({ type: 'payment_intent.succeeded', data: { object: { id: 'pi_123' } } });
    await expect(gateway.parseWebhook(Buffer.from(payload), header)).resolves.toMatchObject({ id: event.id });
  });

  it('rejects a tampered payload', async () => {
    const { payload, header } = fake.signedEvent('payment_intent.succeeded', object, { secret });
    await expect(gateway.parseWebhook(payload.replace('"42"', '"43"'), header)).rejects.toThrow(WebhookSignatureError);
  });

  it('rejects a signature made with another secret', async () => {
    const { payload, header } = fake.signedEvent('payment_intent.succeeded', object, { secret: 'whsec_other' });
    await expect(gateway.parseWebhook(payload, header)).rejects.toThrow(WebhookSignatureError);
  });

  it('rejects a missing header', async () => {
    const { payload } = fake.signedEvent('payment_intent.succeeded', object, { secret });
    await expect(gateway.parseWebhook(payload, undefined)).rejects.toThrow(WebhookSignatureError);
    await expect(gateway.parseWebhook(payload, '')).rejects.toThrow(WebhookSignatureError);
  });

  it('rejects a signature older than 300 s', async () => {
    const { payload, header } = fake.signedEvent('payment_intent.succeeded', object, { secret, timestamp: Math.floor(Date.now() / 1000) - 301 });
    await expect(gateway.parseWebhook(payload, header)).rejects.toThrow(WebhookSignatureError);
  });

  it('refuses everything when no webhook secret is configured', async () => {
    const { payload, header } = fake.signedEvent('payment_intent.succeeded', object, { secret });
    await expect(new StripeGateway({ ...config, webhookSecret: '' }).parseWebhook(payload, header)).rejects.toThrow(WebhookSignatureError);
  });
});
