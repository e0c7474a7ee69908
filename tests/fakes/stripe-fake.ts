/**
 * A local stand-in for the few Stripe endpoints the shop uses, for tests: real HTTP, so the official
 * SDK's encoding, retries and idempotency keys are exercised as they are against Stripe.
 * Point the SDK at it with `{ host: '127.0.0.1', port, protocol: 'http' }` (STRIPE_API_BASE = `url`).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * - status500: answers 500 api_error and creates nothing;
 * - reset: destroys the connection before doing anything;
 * - lost: does the work and stores the idempotent answer, then destroys the connection (the answer is lost).
 */
export type StripeFakeFailure = 'status500' | 'reset' | 'lost';

type Params = { [key: string]: Param };
type Param = string | Param[] | Params;
type Json = Record<string, unknown>;

export interface StripeFakeState {
  /** Added before every answer, replays and refusals included. */
  latencyMs: number;
  /** Failures still to come, one per request, in arrival order. */
  failures: StripeFakeFailure[];
  paymentIntents: Map<string, Json>;
  checkoutSessions: Map<string, Json>;
  refunds: Map<string, Json>;
}

export interface StripeFake {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  close(): Promise<void>;
  state: StripeFakeState;
  /** Objects really created (idempotent replays don't count). */
  created: { paymentIntents: number; checkoutSessions: number; refunds: number };
  /** Idempotent answers replayed, and requests refused with 409 because their key was still running. */
  idempotency: { replayed: number; conflicts: number };
  /** HTTP requests received, whatever became of them. */
  readonly requests: number;
  /** The next `n` requests fail this way. */
  failNext(n: number, mode: StripeFakeFailure): void;
  /** What a confirmed card payment does: status 'succeeded'. Returns the intent. */
  succeedPaymentIntent(id: string): Json;
  /** What paying on the hosted page does: status 'complete', payment_status 'paid'. Returns the session. */
  completeSession(id: string): Json;
  /** A webhook body and its `Stripe-Signature` header, as Stripe would send them. `timestamp` in seconds. */
  signedEvent(type: string, object: Json, options: { secret: string; timestamp?: number }): { payload: string; header: string };
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unsafeKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** `a[b][0][c]=v` pairs (how the SDK encodes bodies) into nested objects and arrays. */
export function parseStripeForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split('[').map((part, index) => (index === 0 ? part : part.replace(/\]$/, '')));
    if (path.some((part) => unsafeKeys.has(part))) continue;
    let node = root;
    path.forEach((part, index) => {
      const slot = part === '' ? String(Object.keys(node).length) : part;
      if (index === path.length - 1) node[slot] = value;
      else node = (typeof node[slot] === 'object' && !Array.isArray(node[slot]) ? node[slot] : (node[slot] = {})) as Params;
    });
  }
  return arrayify(root) as Params;
}

/** Objects keyed 0..n-1 become arrays. */
function arrayify(value: Param): Param {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  for (const key of keys) value[key] = arrayify(value[key]!);
  const indexes = keys.map(Number).sort((a, b) => a - b);
  const isList = keys.length > 0 && keys.every((key) => /^\d+$/.test(key)) && indexes.every((n, i) => n === i);
  return isList ? indexes.map((n) => value[String(n)]!) : value;
}

const text = (value: Param | undefined): string | null => (typeof value === 'string' ? value : null);
const cents = (value: Param | undefined): number | null => {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) ? n : null;
};
const record = (value: Param | undefined): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {};

class StripeFakeError {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {}
}

const invalid = (message: string, param?: string) => new StripeFakeError(400, { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } });
const missing = (kind: string, objectId: string) =>
  new StripeFakeError(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${objectId}'`, param: 'id' } });

/** Starts the fake on 127.0.0.1 and a free port. */
export async function startStripeFake(options: { latencyMs?: number } = {}): Promise<StripeFake> {
  const state: StripeFakeState = { latencyMs: options.latencyMs ?? 0, failures: [], paymentIntents: new Map(), checkoutSessions: new Map(), refunds: new Map() };
  const created = { paymentIntents: 0, checkoutSessions: 0, refunds: 0 };
  const idempotency = { replayed: 0, conflicts: 0 };
  /** Idempotency: the stored answer per key, and the keys whose first request is still running. */
  const answers = new Map<string, { body: string; requestBody: string; path: string; status: number }>();
  const running = new Set<string>();
  let requests = 0;
  let url = '';

  function createPaymentIntent(params: Params): Json {
    const amount = cents(params.amount);
    const currency = text(params.currency);
    if (!amount) throw invalid('Missing or invalid amount.', 'amount');
    if (!currency) throw invalid('Missing required param: currency.', 'currency');
    const intentId = id('pi');
    const automatic = record(params.automatic_payment_methods).enabled === 'true';
    const types = Array.isArray(params.payment_method_types) ? params.payment_method_types.filter((t): t is string => typeof t === 'string') : ['card'];
    const intent: Json = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      metadata: record(params.metadata),
      description: text(params.description),
      receipt_email: text(params.receipt_email),
      automatic_payment_methods: automatic ? { enabled: true } : null,
      payment_method_types: types,
      capture_method: 'automatic',
      created: now(),
      livemode: false,
    };
    state.paymentIntents.set(intentId, intent);
    created.paymentIntents++;
    return intent;
  }

  function createCheckoutSession(params: Params): Json {
    if (text(params.mode) !== 'payment') throw invalid('Only mode=payment is faked.', 'mode');
    const successUrl = text(params.success_url);
    if (!successUrl) throw invalid('Missing required param: success_url.', 'success_url');
    const lines = Array.isArray(params.line_items) ? params.line_items : [];
    if (!lines.length) throw invalid('Missing required param: line_items.', 'line_items');
    let total = 0;
    let currency: string | null = null;
    for (const line of lines) {
      if (typeof line !== 'object' || Array.isArray(line)) throw invalid('Invalid line_items.', 'line_items');
      const price = typeof line.price_data === 'object' && !Array.isArray(line.price_data) ? line.price_data : {};
      const unit = cents(price.unit_amount);
      currency = text(price.currency);
      if (unit === null || !currency) throw invalid('line_items[0][price_data] needs unit_amount and currency.', 'line_items');
      total += unit * (cents(line.quantity) ?? 1);
    }
    const sessionId = id('cs_test');
    const session: Json = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      url: `${url}/pay/${sessionId}`,
      amount_total: total,
      currency,
      client_reference_id: text(params.client_reference_id),
      customer_email: text(params.customer_email),
      metadata: record(params.metadata),
      payment_intent: null,
      success_url: successUrl,
      cancel_url: text(params.cancel_url),
      created: now(),
      expires_at: now() + 86_400,
      livemode: false,
    };
    state.checkoutSessions.set(sessionId, session);
    created.checkoutSessions++;
    return session;
  }

  function completeSession(sessionId: string): Json {
    const session = state.checkoutSessions.get(sessionId);
    if (!session) throw new Error(`stripe-fake: no checkout session ${sessionId}`);
    if (!session.payment_intent) {
      // Paying on the hosted page makes a succeeded PaymentIntent (refunds go through it).
      const intent = createPaymentIntent({ amount: String(session.amount_total), currency: String(session.currency), metadata: record(session.metadata as Param) });
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
      session.payment_intent = intent.id;
    }
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    return session;
  }

  /** A refund of a succeeded PaymentIntent, whole or in part; never more than is left of what was received. */
  function createRefund(params: Params): Json {
    const intentId = text(params.payment_intent);
    if (!intentId) throw invalid('Missing required param: payment_intent.', 'payment_intent');
    const intent = state.paymentIntents.get(intentId);
    if (!intent) throw missing('payment_intent', intentId);
    if (intent.status !== 'succeeded') throw new StripeFakeError(400, { error: { type: 'invalid_request_error', code: 'charge_not_refundable', message: 'This PaymentIntent has no successful charge to refund.' } });
    const received = Number(intent.amount_received);
    const refunded = Number(intent.amount_refunded ?? 0);
    const amount = params.amount === undefined ? received - refunded : cents(params.amount);
    if (!amount) throw invalid('Invalid positive integer', 'amount');
    if (refunded + amount > received) {
      throw new StripeFakeError(400, { error: { type: 'invalid_request_error', code: 'amount_too_large', message: `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${((received - refunded) / 100).toFixed(2)})`, param: 'amount' } });
    }
    intent.amount_refunded = refunded + amount;
    const refund: Json = { id: id('re'), object: 'refund', amount, currency: intent.currency, payment_intent: intentId, status: 'succeeded', reason: text(params.reason), metadata: record(params.metadata), created: now() };
    state.refunds.set(String(refund.id), refund);
    created.refunds++;
    return refund;
  }

  /** The API routes; throws StripeFakeError for a Stripe error answer. */
  function route(method: string, path: string, params: Params): Json {
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(params);
    if (method === 'POST' && path === '/v1/checkout/sessions') return createCheckoutSession(params);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    const cancelId = method === 'POST' ? /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path)?.[1] : undefined;
    if (cancelId) {
      const intent = state.paymentIntents.get(cancelId);
      if (!intent) throw missing('payment_intent', cancelId);
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        throw new StripeFakeError(400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent's status is ${String(intent.status)}.`, payment_intent: intent } });
      }
      return Object.assign(intent, { status: 'canceled', canceled_at: now(), cancellation_reason: params.cancellation_reason ?? null });
    }
    const expireId = method === 'POST' ? /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)?.[1] : undefined;
    if (expireId) {
      const session = state.checkoutSessions.get(expireId);
      if (!session) throw missing('checkout.session', expireId);
      if (session.status !== 'open') throw new StripeFakeError(400, { error: { type: 'invalid_request_error', message: `Only open sessions can be expired (this one is ${String(session.status)}).` } });
      return Object.assign(session, { status: 'expired' });
    }
    const intentId = method === 'GET' ? /^\/v1\/payment_intents\/([^/]+)$/.exec(path)?.[1] : undefined;
    if (intentId) {
      const intent = state.paymentIntents.get(intentId);
      if (!intent) throw missing('payment_intent', intentId);
      return intent;
    }
    const sessionId = method === 'GET' ? /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)?.[1] : undefined;
    if (sessionId) {
      const session = state.checkoutSessions.get(sessionId);
      if (!session) throw missing('checkout.session', sessionId);
      return session;
    }
    throw new StripeFakeError(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } });
  }

  /** A bare "hosted page" for browser tests: one button pays (completes the session) and returns to success_url. */
  function payPage(method: string, sessionId: string, res: ServerResponse): void {
    const session = state.checkoutSessions.get(sessionId);
    if (!session) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout session');
      return;
    }
    if (method === 'POST') {
      completeSession(sessionId);
      res.writeHead(303, { location: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId) }).end();
      return;
    }
    const amount = (Number(session.amount_total) / 100).toFixed(2);
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><title>Stripe fake checkout</title><h1>Pay ${amount} ${String(session.currency).toUpperCase()}</h1><form method="post"><button>Pay</button></form><a href="${String(session.cancel_url)}">Cancel</a>`);
  }

  function send(res: ServerResponse, status: number, body: string, replayed = false): void {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...(replayed ? { 'idempotent-replayed': 'true' } : {}) }).end(body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    requests++;
    const failure = state.failures.shift();
    if (failure === 'reset') {
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const requestBody = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    const path = (req.url ?? '/').split('?')[0]!;

    const pay = /^\/pay\/([^/]+)$/.exec(path);
    if (pay) return payPage(method, pay[1]!, res);
    if (!/^Bearer \S+/.test(req.headers.authorization ?? '')) {
      await sleep(state.latencyMs);
      return send(res, 401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'You did not provide an API key.' } }));
    }

    // Idempotency as Stripe does it: a stored answer is replayed, a key still running is refused (409).
    const headerKey = req.headers['idempotency-key'];
    const key = method === 'POST' && typeof headerKey === 'string' ? headerKey : null;
    const stored = key ? answers.get(key) : undefined;
    if (key && !stored && running.has(key)) {
      idempotency.conflicts++;
      await sleep(state.latencyMs);
      return send(res, 409, JSON.stringify({ error: { type: 'idempotency_error', code: 'idempotency_key_in_use', message: 'There is currently another in-progress request using this Idempotent Key.' } }));
    }
    if (key && !stored) running.add(key);
    try {
      await sleep(state.latencyMs);
      if (failure === 'status500') return send(res, 500, JSON.stringify({ error: { type: 'api_error', message: 'Fake internal error.' } }));
      if (stored) {
        if (stored.path !== path || stored.requestBody !== requestBody) {
          return send(res, 400, JSON.stringify({ error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with.` } }));
        }
        if (failure === 'lost') return void req.socket.destroy();
        idempotency.replayed++;
        return send(res, stored.status, stored.body, true);
      }
      let status = 200;
      let body: string;
      try {
        body = JSON.stringify(route(method, path, parseStripeForm(requestBody)));
      } catch (error) {
        if (!(error instanceof StripeFakeError)) throw error;
        status = error.status;
        body = JSON.stringify(error.body);
      }
      // Stripe keeps the answer of a request that ran; a refused one (validation) may be retried fresh.
      if (key && status === 200) answers.set(key, { body, requestBody, path, status });
      if (failure === 'lost') return void req.socket.destroy();
      send(res, status, body);
    } finally {
      if (key) running.delete(key);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent && !res.destroyed) send(res, 500, JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}`;

  return {
    url,
    port,
    state,
    created,
    idempotency,
    get requests() {
      return requests;
    },
    failNext(n, mode) {
      for (let i = 0; i < n; i++) state.failures.push(mode);
    },
    succeedPaymentIntent(intentId) {
      const intent = state.paymentIntents.get(intentId);
      if (!intent) throw new Error(`stripe-fake: no payment intent ${intentId}`);
      return Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    },
    completeSession,
    signedEvent(type, object, { secret, timestamp }) {
      const payload = JSON.stringify(
        { id: id('evt'), object: 'event', api_version: Stripe.API_VERSION, created: timestamp ?? now(), type, data: { object }, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null } },
        null,
        2,
      );
      return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) }) };
    },
    close() {
      // The SDK keeps connections alive: close them, or close() waits for their idle timeout.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
