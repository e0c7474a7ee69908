import { expect, it } from 'vitest';
import { SHIPPING_ADDRESS_LIMIT } from '../../domain/accounts/account-rules';
import { call, signUp } from './account-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';

const PATH = '/users/addresses/shipping';
const address = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Anna',
  last_name: 'de Vries',
  address_line_1: 'Kalverstraat 1',
  city: 'Amsterdam',
  zip: '1012 NX',
  country: 'NL',
  ...overrides,
});
const list = async (shop: TestShop, token: string) => (await call(shop, 'GET', PATH, { cookie: token })).body.data as { id: number; is_default: boolean; city: string }[];

describeOnEachDatabase('accounts API: shipping addresses', (shop) => {
  it('adds, lists, replaces and removes addresses with one default at a time', async () => {
    const { token } = await signUp(shop());
    expect(await list(shop(), token)).toEqual([]);
    const first = await call(shop(), 'POST', PATH, { cookie: token, body: address({ company: 'Aurum BV', phone: '+31201234567' }) });
    expect(first.status).toBe(201);
    // The first address is the default, asked or not.
    expect(first.body.data).toMatchObject({ id: expect.any(Number), company: 'Aurum BV', address_line_2: null, state: null, phone: '+31201234567', country: 'NL', is_default: true });
    const second = (await call(shop(), 'POST', PATH, { cookie: token, body: address({ city: 'Utrecht' }) })).body.data;
    expect(second.is_default).toBe(false);
    const third = (await call(shop(), 'POST', PATH, { cookie: token, body: address({ city: 'Gent', country: 'BE', is_default: true }) })).body.data;
    expect(third.is_default).toBe(true);
    expect((await list(shop(), token)).map((a) => [a.city, a.is_default])).toEqual([
      ['Gent', true],
      ['Amsterdam', false],
      ['Utrecht', false],
    ]);

    const replaced = await call(shop(), 'PUT', `${PATH}/${second.id}`, { cookie: token, body: address({ city: 'Rotterdam', address_line_2: '2e etage', is_default: true }) });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ id: second.id, city: 'Rotterdam', address_line_2: '2e etage', is_default: true });
    expect((await list(shop(), token)).filter((a) => a.is_default).map((a) => a.id)).toEqual([second.id]);

    // Removing the default hands it to the oldest remaining address.
    const removed = await call(shop(), 'DELETE', `${PATH}/${second.id}`, { cookie: token });
    expect(removed.status).toBe(204);
    expect((await list(shop(), token)).map((a) => [a.id, a.is_default])).toEqual([
      [first.body.data.id, true],
      [third.id, false],
    ]);
    expect((await call(shop(), 'DELETE', `${PATH}/${second.id}`, { cookie: token })).status).toBe(404);
  });

  it("answers another customer's address exactly like a missing one, and leaves it alone", async () => {
    const ann = await signUp(shop());
    const bob = await signUp(shop());
    const bobs = (await call(shop(), 'POST', PATH, { cookie: bob.token, body: address({ city: 'Leiden' }) })).body.data;
    const missing = await call(shop(), 'PUT', `${PATH}/2147483000`, { cookie: ann.token, body: address() });
    const foreign = await call(shop(), 'PUT', `${PATH}/${bobs.id}`, { cookie: ann.token, body: address({ city: 'Gestolen' }) });
    expect(missing.status).toBe(404);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.error.code).toBe('address_not_found');
    const foreignDelete = await call(shop(), 'DELETE', `${PATH}/${bobs.id}`, { cookie: ann.token });
    const missingDelete = await call(shop(), 'DELETE', `${PATH}/2147483000`, { cookie: ann.token });
    expect(foreignDelete.status).toBe(404);
    expect(foreignDelete.body).toEqual(missingDelete.body);
    expect(await list(shop(), ann.token)).toEqual([]);
    expect((await list(shop(), bob.token)).map((a) => a.city)).toEqual(['Leiden']);
    // Setting a default of one's own leaves the other customer's default alone.
    await call(shop(), 'POST', PATH, { cookie: ann.token, body: address({ is_default: true }) });
    expect((await list(shop(), bob.token))[0]!.is_default).toBe(true);
  });

  it('validates the address and keeps at most 20 per customer', async () => {
    const { token } = await signUp(shop());
    const invalid = await call(shop(), 'POST', `${PATH}?lang=en`, { cookie: token, body: address({ country: 'US', city: '', phone: 'abc' }) });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.fields).toMatchObject({ city: 'City is required', phone: 'abc is wrong' });
    expect(invalid.body.error.fields).toHaveProperty('country');
    expect((await call(shop(), 'PUT', `${PATH}/abc`, { cookie: token, body: address() })).status).toBe(422);

    const made = await Promise.all(Array.from({ length: SHIPPING_ADDRESS_LIMIT + 2 }, (_, i) => call(shop(), 'POST', PATH, { cookie: token, body: address({ zip: String(1000 + i) }) })));
    expect(made.filter((r) => r.status === 201)).toHaveLength(SHIPPING_ADDRESS_LIMIT);
    const refused = made.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual([422, 422]);
    expect(refused[0]!.body.error.code).toBe('address_limit_reached');
    expect(refused[0]!.body.error.message).toContain(String(SHIPPING_ADDRESS_LIMIT));
    const all = await list(shop(), token);
    expect(all).toHaveLength(SHIPPING_ADDRESS_LIMIT);
    expect(all.filter((a) => a.is_default)).toHaveLength(1);
  });

  it('needs a signed-in customer and a same-origin page for cookie changes', async () => {
    const { token } = await signUp(shop());
    expect((await call(shop(), 'GET', PATH)).status).toBe(401);
    expect((await call(shop(), 'POST', PATH, { body: address() })).status).toBe(401);
    expect((await call(shop(), 'POST', PATH, { cookie: token, origin: 'https://evil.example', body: address() })).status).toBe(403);
    expect(await list(shop(), token)).toEqual([]);
  });

  it('lists the account calls in the OpenAPI document', async () => {
    const { body } = await shop().get('/api/v1/openapi.json');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/authorizations',
        '/api/v1/authorizations/sign-up',
        '/api/v1/authorizations/social',
        '/api/v1/users',
        '/api/v1/users/recover-password',
        '/api/v1/users/change-password',
        '/api/v1/users/verify-email',
        '/api/v1/users/subscriptions',
        '/api/v1/users/addresses/shipping',
        '/api/v1/users/addresses/shipping/{id}',
      ]),
    );
    expect(Object.keys(body.paths['/api/v1/authorizations'])).toEqual(expect.arrayContaining(['post', 'delete']));
    expect(Object.keys(body.paths['/api/v1/authorizations'].post.responses)).toEqual(expect.arrayContaining(['200', '401', '422', '429']));
  });
});
