/**
 * A local stand-in for the PayPal REST endpoints the shop uses (OAuth token, Orders v2 create, read,
 * capture), for tests: real HTTP, so the gateway's headers, token cache, retries and PayPal-Request-Id
 * are exercised as they are against PayPal. Point the gateway at it with PAYPAL_API_BASE = `url`.
 * It also serves a tiny approval page at the orders' `payer-action` link (`/checkoutnow?token=…`), and
 * signs webhook deliveries (`webhook`) that its verify-webhook-signature endpoint checks, as PayPal's does.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * - status500: answers 500 INTERNAL_SERVER_ERROR and does nothing;
 * - reset: destroys the connection before doing anything;
 * - lost: does the work (and stores the PayPal-Request-Id answer), then destroys the connection.
 */
export type PaypalFakeFailure = 'status500' | 'reset' | 'lost';

type Json = Record<string, unknown>;

export interface PaypalFakeRequest {
  method: string;
  path: string;
  requestId: string | null;
  /** The HTTP status answered, or how the connection was dropped. */
  outcome: number | 'reset' | 'lost';
}

export interface PaypalFakeState {
  /** Added before every answer (not before a reset). */
  latencyMs: number;
  /** Failures still to come, one per request, in arrival order. */
  failures: PaypalFakeFailure[];
  /** PayPal orders by id, as GET answers them. */
  orders: Map<string, Json>;
  /** Each order's `payment_source.paypal.experience_context` as sent (PayPal doesn't echo it). */
  experienceContexts: Map<string, Json>;
  /** Valid access tokens and when they expire (ms). */
  tokens: Map<string, number>;
  /** `expires_in` of new tokens, in seconds. Default 32 400, as PayPal's. */
  tokenExpiresIn: number;
  /** Status of new captures: 'PENDING' is PayPal holding the money for review. */
  captureStatus: 'COMPLETED' | 'PENDING';
  /** Every Bearer call is answered 401, whatever the token. */
  refuseBearer: boolean;
  /** Status of new refunds: 'PENDING' is PayPal still sending the money back (settled with `completeRefund`). */
  refundStatus: 'COMPLETED' | 'PENDING';
  /** Every request received, in order. */
  requests: PaypalFakeRequest[];
}

export interface PaypalFake {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  clientId: string;
  clientSecret: string;
  state: PaypalFakeState;
  /** Things really made (PayPal-Request-Id replays don't count). */
  created: { orders: number; captures: number; refunds: number; tokens: number };
  /** Answers replayed for a known PayPal-Request-Id. */
  idempotency: { replayed: number };
  /** The next `n` requests fail this way. */
  failNext(n: number, mode: PaypalFakeFailure): void;
  /** What the buyer approving on PayPal's page does: status 'APPROVED'. Returns the order. */
  approve(id: string): Json;
  /** A pending refund goes through: status 'COMPLETED'. */
  completeRefund(id: string): void;
  /** Invalidates every token issued so far: the next Bearer call is answered 401. */
  expireTokens(): void;
  /** The webhook id deliveries are signed for (PAYPAL_WEBHOOK_ID of the shop under test). */
  webhookId: string;
  /** PayPal's review of a PENDING capture ends: 'COMPLETED' or 'DECLINED'. Returns the capture. */
  settleCapture(captureId: string, status: 'COMPLETED' | 'DECLINED'): Json;
  /** The capture of a PayPal order, as a capture event's resource (with the order's id in supplementary_data). */
  captureResource(paypalOrderId: string): Json;
  /** A refund, as a PAYMENT.CAPTURE.REFUNDED event's resource (its capture in the `up` link). */
  refundResource(refundId: string): Json;
  /**
   * A webhook delivery as PayPal sends it: the event's JSON and the PAYPAL-* headers, signed for
   * `webhookId` (default: the fake's). The verify endpoint answers SUCCESS only for these bytes.
   */
  webhook(eventType: string, resource: Json, options?: { id?: string; webhookId?: string }): { payload: string; headers: Record<string, string>; id: string };
  close(): Promise<void>;
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** PayPal's ids look like `5O190127TN364715T`: 17 upper-case letters and digits. */
const paypalId = (length = 17) => Array.from(randomBytes(length), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isoNow = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

class PaypalFakeError {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {}
}

const problem = (status: number, name: string, message: string, issue?: string, description?: string) =>
  new PaypalFakeError(status, {
    name,
    message,
    debug_id: randomBytes(7).toString('hex'),
    ...(issue ? { details: [{ issue, ...(description ? { description } : {}) }] } : {}),
    links: [{ href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${issue ?? name}`, rel: 'information_link', method: 'GET' }],
  });

const invalidRequest = (issue: string, description: string) => problem(400, 'INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', issue, description);
const unprocessable = (issue: string, description: string) =>
  problem(422, 'UNPROCESSABLE_ENTITY', 'The requested action could not be performed, semantically incorrect, or failed business validation.', issue, description);
const notFound = () => problem(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist. Please check the resource ID and try again.');
const authenticationFailure = () =>
  new PaypalFakeError(401, {
    name: 'AUTHENTICATION_FAILURE',
    message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
    links: [{ href: 'https://developer.paypal.com/docs/api/overview/#error', rel: 'information_link' }],
  });

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJsonBody(text: string): Json {
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidRequest('MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
  }
  if (!isObject(value)) throw invalidRequest('MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
  return value;
}

/** Starts the fake on 127.0.0.1 and a free port. */
export async function startPaypalFake(options: { clientId?: string; clientSecret?: string; tokenExpiresIn?: number; latencyMs?: number; webhookId?: string } = {}): Promise<PaypalFake> {
  const clientId = options.clientId ?? 'fake-paypal-client';
  const webhookId = options.webhookId ?? 'WH-FAKE-0001';
  /** Stands in for PayPal's signing key: only this fake can make a signature its endpoint accepts. */
  const signingKey = randomBytes(32);
  const clientSecret = options.clientSecret ?? 'fake-paypal-secret';
  const state: PaypalFakeState = {
    latencyMs: options.latencyMs ?? 0,
    failures: [],
    orders: new Map(),
    experienceContexts: new Map(),
    tokens: new Map(),
    tokenExpiresIn: options.tokenExpiresIn ?? 32_400,
    captureStatus: 'COMPLETED',
    refundStatus: 'COMPLETED',
    refuseBearer: false,
    requests: [],
  };
  const created = { orders: 0, captures: 0, refunds: 0, tokens: 0 };
  /** Captures by id, with what was refunded of each (cents) and the PayPal order they belong to. */
  const captures = new Map<string, { capture: Json; refunded: number; orderId: string }>();
  const refunds = new Map<string, { id: string; status: string; captureId: string; amount: Json }>();
  const idempotency = { replayed: 0 };
  /** The first successful answer per PayPal-Request-Id (scoped by method and path). */
  const answers = new Map<string, string>();
  let url = '';

  function issueToken(authorization: string | undefined, form: URLSearchParams): Json {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (authorization !== expected) throw new PaypalFakeError(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
    if (form.get('grant_type') !== 'client_credentials') throw new PaypalFakeError(400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    state.tokens.set(token, Date.now() + state.tokenExpiresIn * 1000);
    created.tokens++;
    return {
      scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: state.tokenExpiresIn,
      nonce: `${isoNow()}${randomBytes(8).toString('hex')}`,
    };
  }

  function checkBearer(authorization: string | undefined): void {
    const token = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : '';
    const expiresAt = state.tokens.get(token);
    if (state.refuseBearer || expiresAt === undefined || expiresAt <= Date.now()) throw authenticationFailure();
  }

  function createOrder(body: Json): Json {
    const intent = body.intent;
    if (intent !== 'CAPTURE' && intent !== 'AUTHORIZE') throw invalidRequest('INVALID_PARAMETER_VALUE', "intent must be 'CAPTURE' or 'AUTHORIZE'.");
    const units = body.purchase_units;
    if (!Array.isArray(units) || units.length === 0 || units.length > 10) throw invalidRequest('MISSING_REQUIRED_PARAMETER', 'purchase_units: 1 to 10 are required.');
    const purchaseUnits = units.map((unit: unknown, index) => {
      const amount = isObject(unit) && isObject(unit.amount) ? unit.amount : null;
      if (!isObject(unit) || !amount) throw invalidRequest('MISSING_REQUIRED_PARAMETER', `purchase_units[${index}].amount is required.`);
      const { currency_code: currency, value } = amount;
      if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) throw invalidRequest('INVALID_PARAMETER_SYNTAX', 'currency_code must be an ISO 4217 code.');
      if (typeof value !== 'string' || !/^\d{1,10}(\.\d{1,2})?$/.test(value)) throw unprocessable('DECIMAL_PRECISION', 'If the currency supports decimals, only two decimal place precision is supported.');
      if (Number(value) <= 0) throw unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', 'Must be greater than zero.');
      return {
        reference_id: typeof unit.reference_id === 'string' ? unit.reference_id : 'default',
        amount: { currency_code: currency, value },
        payee: { email_address: 'merchant@example.com', merchant_id: 'FAKEMERCHANT01' },
        ...(typeof unit.custom_id === 'string' ? { custom_id: unit.custom_id } : {}),
        ...(typeof unit.invoice_id === 'string' ? { invoice_id: unit.invoice_id } : {}),
      };
    });
    const id = paypalId();
    const source = isObject(body.payment_source) && isObject(body.payment_source.paypal) ? body.payment_source.paypal : null;
    const self = { href: `${url}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' };
    const approval = `${url}/checkoutnow?token=${id}`;
    const order: Json = {
      id,
      intent,
      // With a PayPal payment source the order waits for the buyer at once ('payer-action').
      status: source ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      ...(source ? { payment_source: { paypal: {} } } : {}),
      purchase_units: purchaseUnits,
      create_time: isoNow(),
      links: source
        ? [self, { href: approval, rel: 'payer-action', method: 'GET' }]
        : [
            self,
            { href: approval, rel: 'approve', method: 'GET' },
            { href: `${url}/v2/checkout/orders/${id}`, rel: 'update', method: 'PATCH' },
            { href: `${url}/v2/checkout/orders/${id}/capture`, rel: 'capture', method: 'POST' },
          ],
    };
    state.orders.set(id, order);
    state.experienceContexts.set(id, source && isObject(source.experience_context) ? source.experience_context : {});
    created.orders++;
    return order;
  }

  function captureOrder(id: string): Json {
    const order = state.orders.get(id);
    if (!order) throw notFound();
    if (order.status === 'COMPLETED') throw unprocessable('ORDER_ALREADY_CAPTURED', "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.");
    if (order.status !== 'APPROVED') {
      throw unprocessable(
        'ORDER_NOT_APPROVED',
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
      );
    }
    const unit = (order.purchase_units as Json[])[0]!;
    const captureId = paypalId();
    const capture: Json = {
      id: captureId,
      status: state.captureStatus,
      ...(state.captureStatus === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
      amount: unit.amount,
      final_capture: true,
      seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
      ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
      ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
      create_time: isoNow(),
      update_time: isoNow(),
      links: [{ href: `${url}/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' }],
    };
    unit.payments = { captures: [capture] };
    captures.set(captureId, { capture, refunded: 0, orderId: id });
    order.status = 'COMPLETED';
    order.update_time = isoNow();
    created.captures++;
    return order;
  }

  function approve(id: string): Json {
    const order = state.orders.get(id);
    if (!order) throw new Error(`paypal-fake: no order ${id}`);
    if (order.status === 'COMPLETED' || order.status === 'VOIDED') throw new Error(`paypal-fake: order ${id} is ${String(order.status)}`);
    const payer = { name: { given_name: 'Anna', surname: 'de Vries' }, email_address: 'anna@example.nl', payer_id: 'FAKEPAYER0001' };
    return Object.assign(order, { status: 'APPROVED', payer, payment_source: { paypal: { email_address: payer.email_address, account_id: payer.payer_id, name: payer.name } } });
  }

  /** Refunds a completed capture, whole (no amount) or in part; never more than is left. */
  function refundCapture(captureId: string, body: Json): Json {
    const held = captures.get(captureId);
    if (!held) throw notFound();
    const { capture } = held;
    if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') throw unprocessable('CAPTURE_NOT_REFUNDABLE', 'The capture has not completed or was refunded already.');
    const captured = Math.round(Number((capture.amount as Json).value) * 100);
    const requested = isObject(body.amount) ? Math.round(Number(body.amount.value) * 100) : captured - held.refunded;
    if (!Number.isSafeInteger(requested) || requested <= 0) throw invalidRequest('INVALID_PARAMETER_VALUE', 'The amount must be positive.');
    if (held.refunded + requested > captured) throw unprocessable('REFUND_AMOUNT_EXCEEDED', 'The refund amount must be less than or equal to the capture amount that has not yet been refunded.');
    held.refunded += requested;
    capture.status = held.refunded === captured ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    const refundId = paypalId();
    created.refunds++;
    const refundAmount = { value: (requested / 100).toFixed(2), currency_code: (capture.amount as Json).currency_code };
    refunds.set(refundId, { id: refundId, status: state.refundStatus, captureId, amount: refundAmount });
    return {
      id: refundId,
      status: state.refundStatus,
      amount: { value: (requested / 100).toFixed(2), currency_code: (capture.amount as Json).currency_code },
      ...(typeof body.invoice_id === 'string' ? { invoice_id: body.invoice_id } : {}),
      create_time: isoNow(),
      links: [{ href: `${url}/v2/payments/refunds/${refundId}`, rel: 'self', method: 'GET' }],
    };
  }

  /** The signature of one delivery: over its transmission id and time, the webhook id and the event. */
  function signature(transmissionId: string, time: string, forWebhook: string, eventJson: string): string {
    return createHmac('sha256', signingKey).update(`${transmissionId}|${time}|${forWebhook}|${eventJson}`).digest('base64');
  }

  /** PayPal's verify-webhook-signature: SUCCESS when the signature fits this webhook id and exactly this event. */
  function verifyWebhook(body: Json): Json {
    const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'] as const;
    for (const field of fields) if (typeof body[field] !== 'string' || !body[field]) throw invalidRequest('MISSING_REQUIRED_PARAMETER', `${field} is required.`);
    if (!isObject(body.webhook_event)) throw invalidRequest('MISSING_REQUIRED_PARAMETER', 'webhook_event is required.');
    const expected = Buffer.from(signature(String(body.transmission_id), String(body.transmission_time), String(body.webhook_id), JSON.stringify(body.webhook_event)));
    const given = Buffer.from(String(body.transmission_sig));
    const ok = body.webhook_id === webhookId && String(body.cert_url).startsWith(`${url}/certs/`) && expected.length === given.length && timingSafeEqual(expected, given);
    return { verification_status: ok ? 'SUCCESS' : 'FAILURE' };
  }

  /** The REST endpoints; throws PaypalFakeError for refusals. Answers [status, body]. */
  function route(method: string, path: string, req: IncomingMessage, raw: string): [number, Json] {
    if (method === 'POST' && path === '/v1/oauth2/token') return [200, issueToken(req.headers.authorization, new URLSearchParams(raw))];
    const readRefund = method === 'GET' ? /^\/v2\/payments\/refunds\/([^/]+)$/.exec(path) : null;
    if (readRefund) {
      const refund = refunds.get(decodeURIComponent(readRefund[1]!));
      if (!refund) throw notFound();
      return [200, { id: refund.id, status: refund.status, amount: refund.amount }];
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') return [200, verifyWebhook(parseJsonBody(raw))];
    const refundPath = method === 'POST' ? /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path) : null;
    if (refundPath) return [201, refundCapture(decodeURIComponent(refundPath[1]!), raw ? parseJsonBody(raw) : {})];
    const orderPath = /^\/v2\/checkout\/orders(?:\/([^/]+))?(\/capture)?$/.exec(path);
    if (!orderPath) throw problem(404, 'NOT_FOUND', `No route for ${method} ${path}`);
    const [, id, capture] = orderPath;
    if (method === 'POST' && !id) return [201, createOrder(parseJsonBody(raw))];
    if (method === 'GET' && id && !capture) {
      const order = state.orders.get(decodeURIComponent(id));
      if (!order) throw notFound();
      return [200, order];
    }
    if (method === 'POST' && id && capture) {
      parseJsonBody(raw);
      return [201, captureOrder(decodeURIComponent(id))];
    }
    throw problem(405, 'METHOD_NOT_SUPPORTED', `${method} is not supported here.`);
  }

  /** The buyer's side: a page to approve or cancel, then back to the shop as PayPal would send them. */
  function hostedPage(method: string, path: string, search: URLSearchParams, res: ServerResponse): number {
    const id = search.get('token') ?? '';
    const order = state.orders.get(id);
    const context = state.experienceContexts.get(id) ?? {};
    if (!order) return page(res, 404, '<p>Unknown order</p>');
    const back = (target: unknown, extra: Record<string, string>) => {
      if (typeof target !== 'string') return page(res, 400, '<p>No return address</p>');
      const location = new URL(target);
      for (const [key, value] of Object.entries({ token: id, ...extra })) location.searchParams.set(key, value);
      res.writeHead(303, { Location: location.toString() }).end();
      return 303;
    };
    if (method === 'POST' && path === '/checkoutnow/cancel') return back(context.cancel_url, {});
    if (method === 'POST') {
      approve(id);
      return back(context.return_url, { PayerID: 'FAKEPAYER0001' });
    }
    const amount = (order.purchase_units as { amount: { value: string; currency_code: string } }[])[0]!.amount;
    const brand = typeof context.brand_name === 'string' ? context.brand_name : 'the shop';
    return page(
      res,
      200,
      `<h1>Pay ${escapeHtml(brand)}</h1><p>${escapeHtml(amount.value)} ${escapeHtml(amount.currency_code)}</p>` +
        `<form method="post" action="/checkoutnow?token=${id}"><button>Pay Now</button></form>` +
        `<form method="post" action="/checkoutnow/cancel?token=${id}"><button>Cancel</button></form>`,
    );
  }

  function page(res: ServerResponse, status: number, html: string): number {
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html><title>PayPal (fake)</title>${html}`);
    return status;
  }

  function send(res: ServerResponse, status: number, body: string): void {
    res.writeHead(status, { 'Content-Type': 'application/json', 'PayPal-Debug-Id': randomBytes(7).toString('hex') }).end(body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const { pathname: path, searchParams } = new URL(req.url ?? '/', url);
    const header = req.headers['paypal-request-id'];
    const requestId = typeof header === 'string' && header ? header : null;
    const entry: PaypalFakeRequest = { method, path, requestId, outcome: 0 };
    state.requests.push(entry);
    const failure = state.failures.shift();
    if (failure === 'reset') {
      entry.outcome = 'reset';
      return void req.socket.destroy();
    }
    const raw = await readBody(req);
    if (state.latencyMs) await sleep(state.latencyMs);
    if (failure === 'status500') {
      entry.outcome = 500;
      return send(res, 500, JSON.stringify(problem(500, 'INTERNAL_SERVER_ERROR', 'An internal server error occurred.').body));
    }
    if (path === '/checkoutnow' || path === '/checkoutnow/cancel') {
      entry.outcome = hostedPage(method, path, searchParams, res);
      return;
    }

    let status: number;
    let body: string;
    const key = requestId && method === 'POST' && path !== '/v1/oauth2/token' ? `${method} ${path} ${requestId}` : null;
    try {
      // Authentication comes first, as at PayPal: a replay needs a valid token too.
      if (path !== '/v1/oauth2/token') checkBearer(req.headers.authorization);
      const stored = key ? answers.get(key) : undefined;
      if (stored !== undefined) {
        idempotency.replayed++;
        // A replayed request answers 200 where the first one answered 201.
        [status, body] = [200, stored];
      } else {
        const [answerStatus, answer] = route(method, path, req, raw);
        [status, body] = [answerStatus, JSON.stringify(answer)];
        // Only successes are kept: a refused capture (not approved yet) may be retried with the same id.
        if (key) answers.set(key, body);
      }
    } catch (error) {
      if (!(error instanceof PaypalFakeError)) throw error;
      [status, body] = [error.status, JSON.stringify(error.body)];
    }
    if (failure === 'lost') {
      entry.outcome = 'lost';
      return void req.socket.destroy();
    }
    entry.outcome = status;
    send(res, status, body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent && !res.destroyed) send(res, 500, JSON.stringify({ name: 'INTERNAL_SERVER_ERROR', message: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}`;

  return {
    url,
    port,
    clientId,
    clientSecret,
    state,
    created,
    idempotency,
    failNext(n, mode) {
      for (let i = 0; i < n; i++) state.failures.push(mode);
    },
    approve,
    completeRefund(id) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`paypal-fake: no refund ${id}`);
      refund.status = 'COMPLETED';
    },
    expireTokens() {
      state.tokens.clear();
    },
    webhookId,
    settleCapture(captureId, status) {
      const held = captures.get(captureId);
      if (!held) throw new Error(`paypal-fake: no capture ${captureId}`);
      return Object.assign(held.capture, { status, update_time: isoNow() }, status === 'COMPLETED' ? { status_details: undefined } : {});
    },
    captureResource(paypalOrderId) {
      const entry = [...captures.values()].find((held) => held.orderId === paypalOrderId);
      if (!entry) throw new Error(`paypal-fake: order ${paypalOrderId} has no capture`);
      return { ...entry.capture, supplementary_data: { related_ids: { order_id: paypalOrderId } } };
    },
    refundResource(refundId) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`paypal-fake: no refund ${refundId}`);
      return {
        id: refund.id,
        status: refund.status,
        amount: refund.amount,
        links: [
          { href: `${url}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
          { href: `${url}/v2/payments/captures/${refund.captureId}`, rel: 'up', method: 'GET' },
        ],
      };
    },
    webhook(eventType, resource, options = {}) {
      const id = options.id ?? `WH-${paypalId(20)}`;
      const event = { id, event_version: '1.0', create_time: isoNow(), resource_type: eventType.startsWith('PAYMENT.CAPTURE.REFUNDED') ? 'refund' : 'capture', event_type: eventType, summary: eventType, resource };
      const payload = JSON.stringify(event);
      const transmissionId = randomBytes(16).toString('hex');
      const time = isoNow();
      return {
        id,
        payload,
        headers: {
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': `${url}/certs/CERT-360caa42-fca2a594-fake`,
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': signature(transmissionId, time, options.webhookId ?? webhookId, payload),
          'paypal-transmission-time': time,
        },
      };
    },
    close() {
      // fetch keeps connections alive: close them, or close() waits for their idle timeout.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
