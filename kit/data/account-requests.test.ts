import { describe, expect, it, vi } from 'vitest';
import { accountRequest } from './account-requests';

const json = (status: number, body: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('accountRequest', () => {
  it('sends JSON to the same origin with the page language and reads `data`', async () => {
    const fetcher = vi.fn(async () => json(201, { data: { user: { id: 1 } } }));
    const result = await accountRequest({ method: 'POST', path: '/authorizations', body: { email: 'a@b.nl' }, lang: 'en' }, fetcher);
    expect(result).toEqual({ ok: true, status: 201, data: { user: { id: 1 } } });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/authorizations?lang=en');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"email":"a@b.nl"}' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', lang: 'en' });
  });

  it('sends no body and no Content-Type without one; an empty answer is fine', async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 204 }));
    const result = await accountRequest({ method: 'DELETE', path: '/authorizations', lang: 'nl' }, fetcher);
    expect(result).toEqual({ ok: true, status: 204, data: undefined });
    const init = (fetcher.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('returns the error code and the field messages of a failure', async () => {
    const fetcher = vi.fn(async () => json(422, { error: { code: 'validation_failed', message: 'Invalid', fields: { email: 'x is incorrect' } } }));
    expect(await accountRequest({ method: 'POST', path: '/authorizations/sign-up', body: {}, lang: 'nl' }, fetcher)).toEqual({
      ok: false, status: 422, code: 'validation_failed', message: 'Invalid', fields: { email: 'x is incorrect' },
    });
  });

  it('turns a network failure or a body without the error shape into codes of its own', async () => {
    expect(await accountRequest({ method: 'GET', path: '/users', lang: 'nl' }, vi.fn(async () => Promise.reject(new TypeError('offline'))))).toMatchObject({ ok: false, status: 0, code: 'network_error' });
    expect(await accountRequest({ method: 'GET', path: '/users', lang: 'nl' }, vi.fn(async () => new Response('oops', { status: 502 })))).toMatchObject({ ok: false, status: 502, code: 'unexpected', fields: {} });
  });
});
