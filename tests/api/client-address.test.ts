import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, settleClientAddress, trustedProxies, withClientAddress } from '../../api/lib/client-address';
import { THROTTLE_LIMITS } from '../../api/lib/throttle';
import { accessCookie, call, newEmail, PASSWORD, signUp } from './account-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';

/** A request as Node hands it to a server: its socket's peer and its headers. */
const incoming = (peer: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress: peer }, connection: { remoteAddress: peer }, headers: { ...headers }, rawHeaders: Object.entries(headers).flat() }) as unknown as IncomingMessage;

describe('settleClientAddress', () => {
  it('takes the socket’s peer and drops forwarding headers from an untrusted one', () => {
    const request = incoming('198.51.100.7', { 'x-forwarded-for': '203.0.113.1', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', [CLIENT_ADDRESS_HEADER]: '10.0.0.1' });
    expect(settleClientAddress(request, trustedProxies(undefined))).toBe('198.51.100.7');
    expect(request.headers[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.7');
    expect(request.headers['x-forwarded-for']).toBeUndefined();
    expect(request.headers['x-forwarded-host']).toBeUndefined();
    expect(request.headers['x-forwarded-proto']).toBeUndefined();
    // The raw list (what @hono/node-server reads) says the same: one client address, no forwarding.
    expect(request.rawHeaders).toEqual([CLIENT_ADDRESS_HEADER, '198.51.100.7']);
  });

  it('believes a trusted proxy: the nearest untrusted address of X-Forwarded-For, read from the right', () => {
    const trust = trustedProxies('127.0.0.1, 10.0.0.0/8');
    const request = incoming('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.1.2.3', 'x-forwarded-proto': 'https' });
    // 10.1.2.3 is a trusted proxy too; 203.0.113.9 is the first that is not; 6.6.6.6 is what the client claimed.
    expect(settleClientAddress(request, trust)).toBe('203.0.113.9');
    expect(request.headers['x-forwarded-proto']).toBe('https');
  });

  it('refuses a list entry that is no address or range', () => {
    expect(() => trustedProxies('127.0.0.1, not-an-address')).toThrow();
    expect(() => trustedProxies('loopback, 192.168.0.0/16, ::1')).not.toThrow();
  });
});

let server: Server | undefined;
afterEach(async () => {
  server?.close();
  server = undefined;
});

/** The API on a real socket behind the same front as api/server.ts, with `trusted` proxies. */
async function listen(shop: TestShop, trusted?: string): Promise<string> {
  server = createServer(withClientAddress(getRequestListener(shop.app.fetch), trustedProxies(trusted)));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const signInOver = (base: string, email: string, password: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/v1/authorizations`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ email, password }) });

const randomAddress = () => `${1 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

describeOnEachDatabase('per-address throttles over a real socket', (shop) => {
  it('cannot be walked around with a new X-Forwarded-For per request (password spraying)', async () => {
    const base = await listen(shop());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt++) statuses.push((await signInOver(base, newEmail('spray'), 'Winter2026!', { 'x-forwarded-for': randomAddress() })).status);
    // The first 20 reach the password check (401); the rest are refused before it.
    expect(statuses.slice(0, THROTTLE_LIMITS.address)).toEqual(Array(THROTTLE_LIMITS.address).fill(401));
    expect(statuses.slice(THROTTLE_LIMITS.address)).toEqual(Array(40 - THROTTLE_LIMITS.address).fill(429));
  });

  it('behind a trusted proxy, counts each forwarded client on its own', async () => {
    const base = await listen(shop(), 'loopback');
    const sprayer = randomAddress();
    for (let attempt = 0; attempt < THROTTLE_LIMITS.address; attempt++) await signInOver(base, newEmail('spray'), 'Winter2026!', { 'x-forwarded-for': sprayer });
    expect((await signInOver(base, newEmail('spray'), 'Winter2026!', { 'x-forwarded-for': sprayer })).status).toBe(429);
    // Another shopper behind the same proxy is not held back.
    const customer = await signUp(shop());
    expect((await signInOver(base, customer.email, PASSWORD, { 'x-forwarded-for': randomAddress() })).status).toBe(200);
  });

  it('does not believe a client’s own X-Forwarded-Host in the origin check', async () => {
    const base = await listen(shop());
    const customer = await signUp(shop());
    // Signed in from elsewhere: the spraying above used up this socket's (127.0.0.1) allowance.
    const signedIn = await call(shop(), 'POST', '/authorizations', { body: { email: customer.email, password: PASSWORD } });
    const cookie = `access_token_v1=${accessCookie(signedIn.headers)!.token}`;
    const change = (headers: Record<string, string>) =>
      fetch(`${base}/api/v1/users`, { method: 'PUT', headers: { 'content-type': 'application/json', cookie, ...headers }, body: JSON.stringify({ first_name: 'Anna', last_name: 'de Vries' }) });
    expect((await change({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })).status).toBe(403);
    expect((await change({ origin: base })).status).toBe(200);
  });
});
