// @vitest-environment node
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, finishApiAnswer, isApiRequest } from './api-requests';

const request = (headers: Record<string, string> = {}, method = 'GET') => new Request('http://shop.test/api/v1/x', { method, headers });
const json = (body: unknown, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', vary: 'Accept-Language', ...headers } });
const large = { data: Array.from({ length: 200 }, (_, id) => ({ id, title: `Ring ${id}` })) };

describe('the API answered by the shop’s server', () => {
  it('takes /api/v1 and below, nothing else (the back office’s /admin/api goes through Next)', () => {
    for (const url of ['/api/v1', '/api/v1/', '/api/v1/carts/items', '/api/v1?lang=en', '/api/v1/system-catalog?count=20']) expect(isApiRequest(url), url).toBe(true);
    for (const url of ['/api/v10/x', '/api/v1x', '/admin/api/pages', '/api/carat-tables', '/', '/catalog', '/cv', undefined]) expect(isApiRequest(url), String(url)).toBe(false);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });

  it('carries the shop’s security headers, and HSTS only behind an https proxy', async () => {
    const plain = await finishApiAnswer(request(), json({ ok: true }));
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.headers.get('x-frame-options')).toBe('DENY');
    expect(plain.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const https = await finishApiAnswer(request({ 'x-forwarded-proto': 'https' }), json({ ok: true }));
    expect(https.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('gzips JSON of 1 KB or more for a client that accepts it, saying it varies with Accept-Encoding', async () => {
    const zipped = await finishApiAnswer(request({ 'accept-encoding': 'gzip, br' }), json(large, { 'x-cache-tags': 'catalog' }));
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Language, Accept-Encoding');
    expect(zipped.headers.get('x-cache-tags')).toBe('catalog');
    expect(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString())).toEqual(large);

    const refused = await finishApiAnswer(request({ 'accept-encoding': 'gzip;q=0' }), json(large));
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(refused.headers.get('vary')).toBe('Accept-Language, Accept-Encoding');
    expect(await refused.json()).toEqual(large);

    const small = await finishApiAnswer(request({ 'accept-encoding': 'gzip' }), json({ ok: true }));
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
  });

  it('leaves alone what is not text (an image), a HEAD, an error’s status', async () => {
    const png = new Uint8Array(4096).fill(7);
    const image = await finishApiAnswer(request({ 'accept-encoding': 'gzip' }), new Response(png, { headers: { 'content-type': 'image/png' } }));
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);
    const head = await finishApiAnswer(request({ 'accept-encoding': 'gzip' }, 'HEAD'), new Response(null, { headers: { 'content-type': 'application/json' } }));
    expect(head.headers.get('content-encoding')).toBeNull();
    const error = await finishApiAnswer(request({ 'accept-encoding': 'gzip' }), new Response(JSON.stringify(large), { status: 422, headers: { 'content-type': 'application/json', 'retry-after': '5' } }));
    expect(error.status).toBe(422);
    expect(error.headers.get('retry-after')).toBe('5');
    expect(error.headers.get('content-encoding')).toBe('gzip');
  });
});
