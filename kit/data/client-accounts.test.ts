import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type Transport } from './client';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function recording(respond: (request: Request) => Response) {
  const requests: Request[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    return respond(request);
  };
  return { transport, requests };
}

const user = {
  id: 7, email: 'an@example.nl', first_name: 'An', last_name: 'de Vries', phone: null, gender: 0, language: 'nl',
  newsletter: false, email_verified: false, created_at: '2025-01-01T00:00:00.000Z',
};

describe('API client: accounts', () => {
  it('reads the signed-in customer with the bearer token', async () => {
    const { transport, requests } = recording(() => json({ data: user }));
    const api = createApiClient({ transport, origin: 'http://shop.test', lang: 'nl', token: 'tok' });
    expect(await api.user()).toEqual(user);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/v1/users');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok');
  });

  it('turns an expired token into an ApiError with status 401', async () => {
    const { transport } = recording(() => json({ error: { code: 'unauthenticated', message: 'Sign in' } }, 401));
    const error = await createApiClient({ transport, origin: 'http://shop.test', lang: 'nl', token: 'old' }).user().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
  });

  it('signs out whatever the answer body is, and names the address to delete in the path', async () => {
    const { transport, requests } = recording((request) => (request.method === 'DELETE' ? new Response(null, { status: 204 }) : json({ data: [] })));
    const api = createApiClient({ transport, origin: 'http://shop.test', lang: 'en', token: 'tok' });
    await api.signOut();
    await api.deleteShippingAddress(12);
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['DELETE /api/v1/authorizations', 'DELETE /api/v1/users/addresses/shipping/12']);
    expect(await api.shippingAddresses()).toEqual([]);
  });
});
