import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type Transport } from './client';

function recordingTransport(respond: (request: Request) => Response) {
  const requests: Request[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    return respond(request);
  };
  return { transport, requests };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const language = { id: 1, slug: 'nl', name: 'Nederlands', is_default: true, domain_name: null, language_redirect: false };

describe('API client', () => {
  it('sends the language as query and headers, and the bearer token when signed in', async () => {
    const { transport, requests } = recordingTransport(() => json({ data: [language] }));
    const api = createApiClient({ transport, origin: 'http://shop.test', lang: 'en', token: 'tok' });
    await api.languages();
    const request = requests[0]!;
    expect(new URL(request.url).pathname).toBe('/api/v1/languages');
    expect(new URL(request.url).searchParams.get('lang')).toBe('en');
    expect(request.headers.get('accept-language')).toBe('en');
    expect(request.headers.get('lang')).toBe('en');
    expect(request.headers.get('authorization')).toBe('Bearer tok');
  });

  it('returns the data of a response that matches the contract', async () => {
    const { transport } = recordingTransport(() => json({ data: [language] }));
    const api = createApiClient({ transport, origin: 'http://shop.test', lang: 'nl' });
    expect(await api.languages()).toEqual([language]);
  });

  it('asks for /cv at the site root, not under /api/v1', async () => {
    const versions = { system_settings: 1, product: 2, collection: 3, page: 4, posts: 5, payment: 6 };
    const { transport, requests } = recordingTransport(() => json({ data: versions }));
    await createApiClient({ transport, origin: 'http://shop.test', lang: 'nl' }).cacheVersions();
    expect(new URL(requests[0]!.url).pathname).toBe('/cv');
  });

  it('turns an error body into an ApiError with status, code, message and fields', async () => {
    const { transport } = recordingTransport(() => json({ error: { code: 'validation_failed', message: 'Ongeldig', fields: { id: 'Id is ongeldig' } } }, 422));
    const api = createApiClient({ transport, origin: 'http://shop.test', lang: 'nl' });
    const error = await api.page('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'validation_failed', message: 'Ongeldig', fields: { id: 'Id is ongeldig' } });
  });

  it('rejects a response that does not match the contract', async () => {
    const { transport } = recordingTransport(() => json({ data: [{ id: 'one' }] }));
    const error = await createApiClient({ transport, origin: 'http://shop.test', lang: 'nl' }).languages().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'contract_mismatch' });
  });

  it('reports a network failure as 503', async () => {
    const api = createApiClient({ transport: async () => { throw new TypeError('fetch failed'); }, origin: 'http://shop.test', lang: 'nl' });
    await expect(api.bootstrap()).rejects.toMatchObject({ status: 503, code: 'network_error' });
  });

  it('encodes ids in the path', async () => {
    const { transport, requests } = recordingTransport(() => json({ error: { code: 'page_not_found', message: 'x' } }, 404));
    await createApiClient({ transport, origin: 'http://shop.test', lang: 'nl' }).page('a/b').catch(() => undefined);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/v1/pages/a%2Fb');
  });
});
