import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../../api/db/schema';
import type { TestShop } from './harness';
import { CLIENT_ADDRESS_HEADER } from '../../api/lib/client-address';

export const API = '/api/v1';
/** The origin `app.request('/path')` answers on. */
export const OWN_ORIGIN = 'http://localhost';
export const PASSWORD = 'correct horse battery';

let serial = 0;
/** An address no other test uses (mixed case: the API stores it lower-cased). */
export const newEmail = (tag = 'user') => `${tag}.${++serial}.${randomBytes(3).toString('hex')}@Example.com`;
/** A client address of its own, so the per-address throttle of one test leaves the others alone. */
export const newClientAddress = () => `10.${1 + (randomBytes(1)[0]! % 250)}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

export interface CallOptions {
  body?: unknown;
  /** The access token sent as the `access_token_v1` cookie. */
  cookie?: string;
  bearer?: string;
  /** Origin header; the shop's own by default on cookie calls, none otherwise. Null sends none. */
  origin?: string | null;
  headers?: Record<string, string>;
  /** The client's address (as the server in front of the API settles it); a fresh one by default. */
  address?: string;
}

/** Calls the API like the storefront (cookie) or another client (bearer). */
export function call(shop: TestShop, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: options.address ?? newClientAddress() };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = `access_token_v1=${options.cookie}`;
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  const origin = options.origin === undefined ? (options.cookie ? OWN_ORIGIN : null) : options.origin;
  if (origin) headers.origin = origin;
  return shop.get(path.startsWith('/') && !path.startsWith(API) ? `${API}${path}` : path, {
    method,
    headers: { ...headers, ...options.headers },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

/** The access token in a response's Set-Cookie, and the cookie's attributes. */
export function accessCookie(headers: Headers): { token: string; attributes: string[] } | undefined {
  const line = headers.getSetCookie().find((cookie) => cookie.startsWith('access_token_v1='));
  if (!line) return undefined;
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  return { token: pair!.slice('access_token_v1='.length), attributes };
}

export interface Customer {
  id: number;
  email: string;
  password: string;
  /** The token of the sign-up's cookie. */
  token: string;
}

/** Signs a new customer up (language from `lang`) and returns the cookie's token. */
export async function signUp(shop: TestShop, overrides: Record<string, unknown> = {}, lang: 'nl' | 'en' = 'nl'): Promise<Customer> {
  const email = newEmail();
  const body = { email, password: PASSWORD, password_confirmation: PASSWORD, first_name: 'Anna', last_name: 'de Vries', ...overrides };
  const response = await call(shop, 'POST', `/authorizations/sign-up?lang=${lang}`, { body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const cookie = accessCookie(response.headers);
  expect(cookie).toBeDefined();
  return { id: response.body.data.user.id, email: response.body.data.user.email, password: String(body.password), token: cookie!.token };
}

/** Signs in with `delivery: body` and returns the bearer token. */
export async function bearerFor(shop: TestShop, email: string, password = PASSWORD): Promise<string> {
  const response = await call(shop, 'POST', '/authorizations', { body: { email, password, delivery: 'body' } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.access_token.token;
}

/** The newest outbox message of a kind to an address. */
export async function latestMail(shop: TestShop, to: string, kind: string) {
  const [row] = await shop.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to.toLowerCase()), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}

/** The token of the link to `page` in a mail's text (and the whole link). */
export function linkIn(text: string, page: string): { link: string; token: string } {
  const match = new RegExp(`(https?://\\S+?${page}/([A-Za-z0-9_-]+))`).exec(text);
  if (!match) throw new Error(`no ${page} link in:\n${text}`);
  return { link: match[1]!, token: match[2]! };
}
