import { describe, expect, it } from 'vitest';
import { fetchSystemEntities } from './system-entities';

const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });

describe('fetchSystemEntities', () => {
  it('asks for one type in the language and keeps well-formed entries', async () => {
    const urls: string[] = [];
    const entities = await fetchSystemEntities('collections', {
      lang: 'en',
      origin: 'http://shop.internal',
      transport: async (request) => {
        urls.push(request.url);
        return answer(200, { data: [{ id: 1, slug: 'aurora', title: 'Aurora' }, { id: 2, slug: 7 }, null] })();
      },
    });
    expect(urls).toEqual(['http://shop.internal/api/v1/system-entities/collections?lang=en']);
    expect(entities).toEqual([{ id: 1, slug: 'aurora', title: 'Aurora' }]);
  });

  it('throws on a failed call and reads a body without a list as empty', async () => {
    await expect(fetchSystemEntities('badges', { lang: 'nl', origin: 'http://x', transport: answer(404, { error: { code: 'entity_not_found' } }) })).rejects.toThrow('404');
    expect(await fetchSystemEntities('badges', { lang: 'nl', origin: 'http://x', transport: answer(200, { data: {} }) })).toEqual([]);
  });
});
