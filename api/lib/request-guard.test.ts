import { describe, expect, it } from 'vitest';
import { firstUnstorablePath, hasUnstorableCharacters } from '../contract/common';
import { parseEnv } from './env';
import { createRouter } from './openapi';
import { JSON_MAX_DEPTH, nestsDeeperThan, requestGuard } from './request-guard';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings or escaped quotes', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(nestsDeeperThan(`["${'['.repeat(100)}", "\\"[[[["]`, 1)).toBe(false);
    expect(nestsDeeperThan('['.repeat(1_000_000), JSON_MAX_DEPTH)).toBe(true);
  });
});

describe('the unstorable characters', () => {
  it('are NUL and lone surrogates; a surrogate pair is a character', () => {
    expect(['a\u0000', '\ud800', 'x\udc00', '\udc00\ud800'].map(hasUnstorableCharacters)).toEqual([true, true, true, true]);
    expect(['💍', 'Zoë', ''].map(hasUnstorableCharacters)).toEqual([false, false, false]);
    expect(firstUnstorablePath({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual(['a', 1, 'c']);
    expect(firstUnstorablePath({ ok: { '\ud800': 1 } })).toEqual(['ok', '\ud800']);
    expect(firstUnstorablePath({ a: [1, null, true, 'fine'] })).toBeUndefined();
  });
});

describe('the body limit', () => {
  it('takes BODY_LIMIT_BYTES from the environment: 1 MB by default, checked at start', () => {
    expect(parseEnv({}).BODY_LIMIT_BYTES).toBe(1_048_576);
    expect(parseEnv({ BODY_LIMIT_BYTES: '2048' }).BODY_LIMIT_BYTES).toBe(2048);
    expect(() => parseEnv({ BODY_LIMIT_BYTES: '1MB' })).toThrow(/BODY_LIMIT_BYTES/);
  });

  it('answers 413 above the configured size and lets a body at the limit through', async () => {
    const app = createRouter();
    app.onError((error, c) => c.json({ code: (error as { code?: string }).code }, 413));
    app.use('*', requestGuard(2048));
    app.post('/echo', async (c) => c.json({ length: (await c.req.text()).length }));
    const post = (body: string) => app.request('/echo', { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
    expect(await (await post('x'.repeat(2048))).json()).toEqual({ length: 2048 });
    const refused = await post('x'.repeat(2049));
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ code: 'payload_too_large' });
  });
});
