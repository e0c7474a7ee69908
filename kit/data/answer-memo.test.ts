import { describe, expect, it } from 'vitest';
import { AnswerMemo } from './answer-memo';
import { createApiClient, type Transport } from './client';

const language = { id: 1, slug: 'nl', name: 'Nederlands', is_default: true, domain_name: null, language_redirect: false };
const tagged = (body: unknown, tags: string | null = 'settings', status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...(tags ? { 'x-cache-tags': tags } : {}) } });

function client(respond: (request: Request) => Response, memo = new AnswerMemo((response) => response.headers.has('x-cache-tags'))) {
  const transport: Transport = async (request) => respond(request);
  return { api: createApiClient({ transport, origin: 'http://shop.test', lang: 'nl', answers: memo }), memo };
}

describe('AnswerMemo with the API client', () => {
  it('gives the same checked, frozen data while the URL answers the same text', async () => {
    const { api, memo } = client(() => tagged({ data: [language] }));
    const first = await api.languages();
    const second = await api.languages();
    expect(second).toBe(first);
    expect(first).toEqual([language]);
    expect(Object.isFrozen(first) && Object.isFrozen(first[0])).toBe(true);
    expect(memo.size).toBe(1);
  });

  it('checks again when the text changes, and a wrong answer still fails', async () => {
    let name = 'Nederlands';
    const { api } = client(() => tagged({ data: [{ ...language, name }] }));
    const first = await api.languages();
    name = 'Dutch';
    const second = await api.languages();
    expect(second).not.toBe(first);
    expect(second[0]!.name).toBe('Dutch');
    name = 42 as unknown as string;
    await expect(api.languages()).rejects.toMatchObject({ status: 502, code: 'contract_mismatch' });
  });

  it('keeps apart URLs (language, query) and never keeps an answer without cache tags', async () => {
    const memo = new AnswerMemo((response) => response.headers.has('x-cache-tags'));
    let tags: string | null = null;
    const { api } = client(() => tagged({ data: [language] }, tags), memo);
    const personal = await api.languages();
    expect(await api.languages()).not.toBe(personal);
    expect(Object.isFrozen(personal)).toBe(false);
    expect(memo.size).toBe(0);
    tags = 'settings';
    await api.languages();
    const english = createApiClient({ transport: async () => tagged({ data: [language] }), origin: 'http://shop.test', lang: 'en', answers: memo });
    await english.languages();
    expect(memo.size).toBe(2);
  });

  it('does not keep error answers and reports them as before', async () => {
    const { api, memo } = client(() => tagged({ error: { code: 'page_not_found', message: 'Niet gevonden' } }, 'page', 404));
    await expect(api.page('nope')).rejects.toMatchObject({ status: 404, code: 'page_not_found' });
    await expect(api.page('nope')).rejects.toMatchObject({ status: 404, code: 'page_not_found' });
    expect(memo.size).toBe(0);
  });

  it('stays within its count and text length, the oldest dropped first', () => {
    const text = (n: number) => `{"data":"${'x'.repeat(n)}"}`;
    const response = () => new Response('');
    const byCount = new AnswerMemo(() => true, 3);
    for (const url of ['a', 'b', 'c', 'd']) byCount.keep(url, byCount, text(10), response(), url);
    expect(byCount.size).toBe(3);
    expect(byCount.recall('a', byCount, text(10))).toBeUndefined();
    expect(byCount.recall('d', byCount, text(10))).toEqual({ data: 'd' });
    expect(byCount.recall('d', {}, text(10))).toBeUndefined();

    // 800 characters in all, an eighth of it at most for one text; text(80) is 91 characters long.
    const byLength = new AnswerMemo(() => true, 100, 800);
    byLength.keep('long', byLength, text(100), response(), 'long');
    expect(byLength.size).toBe(0);
    for (let i = 0; i < 9; i++) byLength.keep(`u${i}`, byLength, text(80), response(), i);
    expect(byLength.size).toBe(8);
    expect(byLength.recall('u0', byLength, text(80))).toBeUndefined();
    expect(byLength.recall('u8', byLength, text(80))).toEqual({ data: 8 });
  });
});
