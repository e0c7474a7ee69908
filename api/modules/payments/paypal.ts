/**
 * PayPal's Orders v2 REST API with plain `fetch` (no SDK): get a token, create an order, read it,
 * capture it. Every call that creates something carries the caller's `PayPal-Request-Id`, so a retry
 * (ours after a timeout, another process's, the shopper pressing twice) returns the first answer.
 */
import { Buffer } from 'node:buffer';
import { env, type Env } from '../../lib/env';

/** The shop's PayPal REST app, from the environment. */
export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  /** Without a trailing slash, e.g. `https://api-m.sandbox.paypal.com` or the tests' fake. */
  apiBase: string;
  /** The webhook's id at PayPal (PAYPAL_WEBHOOK_ID); empty when unset, and then every webhook is refused. */
  webhookId?: string;
}

const SANDBOX_API = 'https://api-m.sandbox.paypal.com';
const LIVE_API = 'https://api-m.paypal.com';

export type PaypalEnv = Pick<Partial<Env>, 'PAYPAL_CLIENT_ID' | 'PAYPAL_CLIENT_SECRET' | 'PAYPAL_API_BASE' | 'PAYPAL_MODE' | 'PAYPAL_WEBHOOK_ID'> & Record<string, unknown>;

/**
 * Reads PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_API_BASE (else PAYPAL_MODE=live → PayPal's live
 * API, anything else → the sandbox) and PAYPAL_WEBHOOK_ID; null when either key is missing.
 */
export function paypalConfigFromEnv(source: PaypalEnv = env()): PaypalConfig | null {
  const clientId = source.PAYPAL_CLIENT_ID?.trim();
  const clientSecret = source.PAYPAL_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) return null;
  // The sandbox unless live is asked for by name: a typo must not take real money.
  const fallback = source.PAYPAL_MODE?.trim().toLowerCase() === 'live' ? LIVE_API : SANDBOX_API;
  const apiBase = (source.PAYPAL_API_BASE?.trim() || fallback).replace(/\/+$/, '');
  const webhookId = source.PAYPAL_WEBHOOK_ID?.trim();
  return { clientId, clientSecret, apiBase, ...(webhookId ? { webhookId } : {}) };
}

export interface PaypalGatewayOptions {
  /** Per attempt, body included. Default 10 000 ms: a shopper is waiting. */
  timeoutMs?: number;
  /** Retries of a network error, timeout or 5xx, with the same PayPal-Request-Id. Default 2. */
  maxRetries?: number;
  /** Wait before retry n is n × this. Default 250 ms. */
  retryDelayMs?: number;
}

/**
 * A refused or failed PayPal call. `status` is the HTTP status (0: no answer at all, after the retries);
 * `paypalName` is PayPal's error name (`UNPROCESSABLE_ENTITY`, `RESOURCE_NOT_FOUND`, or OAuth's
 * `invalid_client`); `issue` is `details[0].issue` (`ORDER_NOT_APPROVED`, `INSTRUMENT_DECLINED`…).
 */
export class PaypalError extends Error {
  override readonly name = 'PaypalError';
  readonly status: number;
  readonly paypalName: string | null;
  readonly issue: string | null;
  /** PayPal's `debug_id`: what their support asks for. */
  readonly debugId: string | null;

  constructor(message: string, init: { status: number; paypalName?: string | null; issue?: string | null; debugId?: string | null; cause?: unknown }) {
    super(message, { cause: init.cause });
    this.status = init.status;
    this.paypalName = init.paypalName ?? null;
    this.issue = init.issue ?? null;
    this.debugId = init.debugId ?? null;
  }
}

/** PayPal's order statuses; others may come. */
export type PaypalOrderStatus = 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED' | (string & Record<never, never>);

export interface PaypalCreateOrderInput {
  /** PayPal-Request-Id (at most 108 characters): the same id answers the same order. */
  requestId: string;
  /** In cents. */
  amount: number;
  /** ISO code in any case ('EUR'). */
  currency: string;
  orderId: number;
  poNumber: string;
  /** PayPal appends `token=<PayPal order id>&PayerID=…` after approval. */
  returnUrl: string;
  cancelUrl: string;
  locale: 'nl' | 'en';
  /** The name on PayPal's page; PayPal shows the account's business name when absent. */
  brandName?: string;
}

export interface PaypalCreatedOrder {
  id: string;
  /** Where to send the shopper to approve the payment. */
  approveUrl: string;
  status: PaypalOrderStatus;
}

export interface PaypalOrderView {
  id: string;
  status: PaypalOrderStatus;
  /** In cents. */
  amount: number;
  currency: string;
  /** Our order id as sent in `custom_id`; null when absent. */
  customId: string | null;
}

export interface PaypalCaptureResult {
  /**
   * The capture's own status when there is one (`COMPLETED` only once the money is in; `PENDING`,
   * `DECLINED`, `REFUNDED`… otherwise), else the order's. Only `COMPLETED` means paid.
   */
  status: string;
  orderStatus: PaypalOrderStatus;
  captureId: string | null;
  /** Captured amount in cents; null without a capture. */
  amount: number | null;
}

/** PayPal refuses decimals in these (its currency-codes page); the shop prices in cents, so they can't be sent exactly. */
const ZERO_DECIMAL_CURRENCIES = new Set(['HUF', 'JPY', 'TWD']);

/**
 * Cents to PayPal's decimal string, exactly (1 → '0.01', 12345 → '123.45', 100 → '1.00').
 * @throws RangeError for anything but a non-negative safe integer.
 */
export function centsToPaypalValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`PayPal amount must be a non-negative whole number of cents, got ${cents}`);
  // String slicing, not division: no float ever touches money.
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * PayPal's decimal string to cents, exactly ('123.45' → 12345, '1' → 100, '0.5' → 50).
 * @throws RangeError for a malformed value or more than two decimals.
 */
export function paypalValueToCents(value: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new RangeError(`Not a PayPal amount with at most two decimals: '${value}'`);
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`PayPal amount too large: '${value}'`);
  return cents;
}

/** What PayPal answers for an order; only the fields we read. */
interface OrderBody {
  id?: string;
  status?: string;
  links?: { rel?: string; href?: string }[];
  purchase_units?: {
    custom_id?: string;
    amount?: { currency_code?: string; value?: string };
    payments?: { captures?: { id?: string; status?: string; amount?: { currency_code?: string; value?: string } }[] };
  }[];
}

/** PayPal's error shapes: REST (`name`, `details`) and OAuth (`error`, `error_description`). */
interface ErrorBody {
  name?: string;
  message?: string;
  debug_id?: string;
  details?: { issue?: string; description?: string }[];
  error?: string;
  error_description?: string;
}

interface Answer {
  status: number;
  body: unknown;
  debugId: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy's HTML error page: keep it for the error message.
    return text;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function errorOf(what: string, answer: Answer): PaypalError {
  const body: ErrorBody = isObject(answer.body) ? answer.body : {};
  const paypalName = body.name ?? body.error ?? null;
  const detail = body.details?.[0];
  const issue = detail?.issue ?? null;
  const text = detail?.description ?? body.message ?? body.error_description ?? (typeof answer.body === 'string' ? answer.body.slice(0, 200) : '');
  const label = [paypalName, issue].filter(Boolean).join('/');
  return new PaypalError(`PayPal ${what} failed with ${answer.status}${label ? ` ${label}` : ''}${text ? `: ${text}` : ''}`, {
    status: answer.status,
    paypalName,
    issue,
    debugId: body.debug_id ?? answer.debugId,
  });
}

function orderBody(answer: Answer, what: string): OrderBody & { id: string } {
  const body = (isObject(answer.body) ? answer.body : {}) as OrderBody;
  if (typeof body.id !== 'string') throw new PaypalError(`PayPal ${what} answered without an order id`, { status: answer.status, debugId: answer.debugId });
  return body as OrderBody & { id: string };
}

/** The order as PayPal's capture (or a later read) shows it: its first capture, if any. */
function captureOf(order: OrderBody & { id: string }): PaypalCaptureResult {
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  const orderStatus = order.status ?? 'UNKNOWN';
  return {
    status: capture?.status ?? orderStatus,
    orderStatus,
    captureId: capture?.id ?? null,
    amount: capture?.amount?.value !== undefined ? paypalValueToCents(capture.amount.value) : null,
  };
}

/** PayPal's page language: a full BCP 47 tag (the shop's audience is Dutch). */
const paypalLocales: Record<PaypalCreateOrderInput['locale'], string> = { nl: 'nl-NL', en: 'en-GB' };

/**
 * The calls the shop makes to PayPal. One instance per process: it caches the access token until
 * 60 s before it expires, and concurrent calls with one PayPal-Request-Id share one request.
 */
export class PaypalGateway {
  /** Public (the browser's PayPal button needs it); the secret stays here. */
  readonly clientId: string;
  private readonly clientSecret: string;
  private readonly apiBase: string;
  private readonly webhookId: string;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly retryDelayMs: number;
  private token: { value: string; refreshAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(config: PaypalConfig, options: PaypalGatewayOptions = {}) {
    this.clientId = config.clientId;
    this.clientSecret = config.clientSecret;
    this.apiBase = config.apiBase.replace(/\/+$/, '');
    this.webhookId = config.webhookId ?? '';
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxRetries = options.maxRetries ?? 2;
    this.retryDelayMs = options.retryDelayMs ?? 250;
  }

  /**
   * One HTTP exchange, retried on network errors, timeouts and 5xx. Safe for POSTs only because every
   * POST we make is a token request, a webhook check (changes nothing) or carries a PayPal-Request-Id.
   */
  private async send(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) await sleep(this.retryDelayMs * attempt);
      let answer: Answer;
      try {
        const response = await fetch(`${this.apiBase}${path}`, { method, headers, body, signal: AbortSignal.timeout(this.timeoutMs) });
        // Reading the body is under the same signal: a stalled body counts as a timeout too.
        answer = { status: response.status, body: parseJson(await response.text()), debugId: response.headers.get('paypal-debug-id') };
      } catch (error) {
        if (attempt < this.maxRetries) continue;
        throw new PaypalError(`PayPal ${method} ${path} got no answer after ${attempt + 1} attempts: ${error instanceof Error ? error.message : String(error)}`, { status: 0, cause: error });
      }
      if (answer.status >= 500 && attempt < this.maxRetries) continue;
      return answer;
    }
  }

  /** A valid access token: the cached one, or a fresh one shared by every caller waiting for it. */
  private accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.refreshAt) return Promise.resolve(this.token.value);
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const basic = Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64');
    const answer = await this.send(
      'POST',
      '/v1/oauth2/token',
      { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      'grant_type=client_credentials',
    );
    if (answer.status !== 200) throw errorOf('token request', answer);
    const body = isObject(answer.body) ? answer.body : {};
    const { access_token: value, expires_in: expiresIn } = body;
    if (typeof value !== 'string' || typeof expiresIn !== 'number') throw new PaypalError('PayPal token answer without access_token or expires_in', { status: answer.status, debugId: answer.debugId });
    // Renew 60 s early so a token never expires between our check and PayPal's.
    this.token = { value, refreshAt: Date.now() + (expiresIn - 60) * 1000 };
    return value;
  }

  /** An authorised call; a 401 (token revoked or expired early) gets one retry with a fresh token. */
  private async call(what: string, method: 'GET' | 'POST', path: string, options: { requestId?: string; json?: unknown } = {}): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      const headers: Record<string, string> = {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        // The whole order back, so create and capture need no second read.
        Prefer: 'return=representation',
      };
      if (method === 'POST') headers['Content-Type'] = 'application/json';
      if (options.requestId) headers['PayPal-Request-Id'] = options.requestId;
      const answer = await this.send(method, path, headers, options.json === undefined ? undefined : JSON.stringify(options.json));
      if (answer.status === 401 && attempt === 0) {
        // Forget only this token: a concurrent call may already have fetched a newer one.
        if (this.token?.value === token) this.token = null;
        continue;
      }
      if (answer.status < 200 || answer.status >= 300) throw errorOf(what, answer);
      return answer;
    }
  }

  /** Runs `run` once per key at a time; later callers get the same promise until it settles. */
  private singleFlight<T>(key: string, run: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running) return running as Promise<T>;
    const promise = run().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  /**
   * Creates a PayPal order (intent CAPTURE) for the whole amount and answers where the shopper approves it.
   * @throws RangeError for an amount that is not positive whole cents, or a currency without decimals.
   * @throws PaypalError when PayPal refuses or can't be reached.
   */
  createOrder(input: PaypalCreateOrderInput): Promise<PaypalCreatedOrder> {
    return this.singleFlight(`create:${input.requestId}`, async () => {
      const currency = input.currency.toUpperCase();
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new RangeError(`PayPal amount must be a positive number of cents, got ${input.amount}`);
      if (ZERO_DECIMAL_CURRENCIES.has(currency)) throw new RangeError(`PayPal takes no decimals in ${currency}; amounts in cents can't be sent`);
      const answer = await this.call('create order', 'POST', '/v2/checkout/orders', {
        requestId: input.requestId,
        json: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.poNumber,
              // Our ids travel with the payment: they show in PayPal's dashboard and come back on reads.
              custom_id: String(input.orderId),
              invoice_id: input.poNumber,
              amount: { currency_code: currency, value: centsToPaypalValue(input.amount) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: input.returnUrl,
                cancel_url: input.cancelUrl,
                // The shop captures on return: PayPal's button says "Pay Now", not "Continue".
                user_action: 'PAY_NOW',
                // Jewellery ships to the address given at our checkout, not PayPal's.
                shipping_preference: 'NO_SHIPPING',
                locale: paypalLocales[input.locale],
                ...(input.brandName ? { brand_name: input.brandName.slice(0, 127) } : {}),
              },
            },
          },
        },
      });
      const order = orderBody(answer, 'create order');
      // With payment_source.paypal PayPal links 'payer-action'; without it, 'approve'.
      const link = order.links?.find((l) => l.rel === 'payer-action') ?? order.links?.find((l) => l.rel === 'approve');
      if (!link?.href) throw new PaypalError(`PayPal order ${order.id} has no approval link`, { status: answer.status, debugId: answer.debugId });
      return { id: order.id, approveUrl: link.href, status: order.status ?? 'CREATED' };
    });
  }

  /**
   * The order as PayPal sees it now (a return page does not trust its query string).
   * @throws PaypalError, with status 404 for an unknown id.
   */
  async getOrder(id: string): Promise<PaypalOrderView> {
    const order = orderBody(await this.call('get order', 'GET', `/v2/checkout/orders/${encodeURIComponent(id)}`), 'get order');
    const unit = order.purchase_units?.[0];
    if (unit?.amount?.value === undefined) throw new PaypalError(`PayPal order ${order.id} has no amount`, { status: 200 });
    return { id: order.id, status: order.status ?? 'UNKNOWN', amount: paypalValueToCents(unit.amount.value), currency: unit.amount.currency_code ?? '', customId: unit.custom_id ?? null };
  }

  /**
   * Captures an approved order. Idempotent: the same `requestId` is answered PayPal's first result, and an
   * order captured already (another request id, another process) is read back instead of failing.
   * @throws PaypalError for a refusal, e.g. issue `ORDER_NOT_APPROVED` or `INSTRUMENT_DECLINED`.
   */
  captureOrder(input: { paypalOrderId: string; requestId: string }): Promise<PaypalCaptureResult> {
    return this.singleFlight(`capture:${input.requestId}`, async () => {
      const path = `/v2/checkout/orders/${encodeURIComponent(input.paypalOrderId)}`;
      let order: OrderBody & { id: string };
      try {
        // No body: PayPal's documented capture call has none.
        order = orderBody(await this.call('capture order', 'POST', `${path}/capture`, { requestId: input.requestId }), 'capture order');
      } catch (error) {
        if (!(error instanceof PaypalError) || error.issue !== 'ORDER_ALREADY_CAPTURED') throw error;
        return captureOf(orderBody(await this.call('get order', 'GET', path), 'get order'));
      }
      const result = captureOf(order);
      // A capture answer without its capture (a minimal representation): the order has it.
      return result.captureId ? result : captureOf(orderBody(await this.call('get order', 'GET', path), 'get order'));
    });
  }

  /** The capture of a captured order, read back (for orders captured before the capture id was kept). */
  async captureOfOrder(paypalOrderId: string): Promise<PaypalCaptureResult> {
    return captureOf(orderBody(await this.call('get order', 'GET', `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`), 'get order'));
  }

  /**
   * Refunds `amount` cents of a capture. Idempotent under `requestId` (PayPal answers a repeated
   * id with the first refund), so a retry after a lost answer never refunds twice.
   * @throws PaypalError, e.g. 422 `REFUND_AMOUNT_EXCEEDED` or `CAPTURE_FULLY_REFUNDED`.
   */
  refundCapture(input: PaypalRefundInput): Promise<PaypalRefundResult> {
    return this.singleFlight(`refund:${input.requestId}`, async () => {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new RangeError(`PayPal refund must be a positive number of cents, got ${input.amount}`);
      const answer = await this.call('refund capture', 'POST', `/v2/payments/captures/${encodeURIComponent(input.captureId)}/refund`, {
        requestId: input.requestId,
        json: {
          amount: { currency_code: input.currency.toUpperCase(), value: centsToPaypalValue(input.amount) },
          ...(input.invoiceId ? { invoice_id: input.invoiceId.slice(0, 127) } : {}),
          ...(input.noteToPayer ? { note_to_payer: input.noteToPayer.slice(0, 255) } : {}),
        },
      });
      const body = (isObject(answer.body) ? answer.body : {}) as { id?: string; status?: string; amount?: { value?: string } };
      if (typeof body.id !== 'string') throw new PaypalError('PayPal refund answered without a refund id', { status: answer.status, debugId: answer.debugId });
      return { id: body.id, status: body.status ?? 'PENDING', amount: body.amount?.value !== undefined ? paypalValueToCents(body.amount.value) : input.amount };
    });
  }

  /** A refund as PayPal sees it now (a pending one is settled by asking again: a repeated request id only replays the first answer). */
  async getRefund(id: string): Promise<{ id: string; status: string }> {
    const answer = await this.call('get refund', 'GET', `/v2/payments/refunds/${encodeURIComponent(id)}`);
    const body = (isObject(answer.body) ? answer.body : {}) as { id?: string; status?: string };
    return { id: body.id ?? id, status: body.status ?? 'PENDING' };
  }

  /**
   * Whether PayPal sent this webhook: PayPal's own check (`/v1/notifications/verify-webhook-signature`)
   * of the transmission headers against the configured webhook id and the event as received.
   * False without a webhook id or a header; throws PaypalError when PayPal can't be asked (its
   * webhook is then answered 5xx and PayPal sends it again).
   */
  async verifyWebhook(headers: PaypalWebhookHeaders, event: Record<string, unknown>): Promise<boolean> {
    const { authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime } = headers;
    if (!this.webhookId || !authAlgo || !certUrl || !transmissionId || !transmissionSig || !transmissionTime) return false;
    const answer = await this.call('verify webhook', 'POST', '/v1/notifications/verify-webhook-signature', {
      json: {
        auth_algo: authAlgo,
        cert_url: certUrl,
        transmission_id: transmissionId,
        transmission_sig: transmissionSig,
        transmission_time: transmissionTime,
        webhook_id: this.webhookId,
        webhook_event: event,
      },
    });
    return isObject(answer.body) && answer.body.verification_status === 'SUCCESS';
  }
}

/** The `PAYPAL-*` headers of a webhook delivery, as received (absent: undefined). */
export interface PaypalWebhookHeaders {
  authAlgo?: string;
  certUrl?: string;
  transmissionId?: string;
  transmissionSig?: string;
  transmissionTime?: string;
}

/** PayPal's refund states as our refunds keep them. */
export function paypalRefundState(status: string): 'succeeded' | 'failed' | 'pending' {
  return status === 'COMPLETED' ? 'succeeded' : status === 'FAILED' || status === 'CANCELLED' ? 'failed' : 'pending';
}

export interface PaypalRefundInput {
  captureId: string;
  /** Cents. */
  amount: number;
  currency: string;
  requestId: string;
  /** Our order number, shown in PayPal's dashboard. */
  invoiceId?: string;
  noteToPayer?: string;
}

export interface PaypalRefundResult {
  id: string;
  /** `COMPLETED` when the money is back; `PENDING` while PayPal processes it; `CANCELLED`/`FAILED` otherwise. */
  status: string;
  amount: number;
}
