import { createRoute } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../api/app';
import { products, settings } from '../../api/db/schema';
import { createRouter } from '../../api/lib/openapi';
import { describeOnEachDatabase } from './harness';

describeOnEachDatabase('API skeleton endpoints', (shop) => {
  it('lists the languages with Dutch as the default', async () => {
    const { status, body } = await shop().get('/api/v1/languages');
    expect(status).toBe(200);
    expect(body.data.map((l: { slug: string }) => l.slug)).toEqual(['nl', 'en']);
    expect(body.data.find((l: { slug: string }) => l.slug === 'nl').is_default).toBe(true);
  });

  it('answers in the language of the lang query, the lang header or Accept-Language, else Dutch', async () => {
    const title = async (init: { query?: string; headers?: Record<string, string> }) => {
      const { body, headers } = await shop().get(`/api/v1/bootstrap${init.query ?? ''}`, { headers: init.headers });
      return { first: body.data.menu.main[0].title as string, language: headers.get('content-language') };
    };
    expect(await title({})).toEqual({ first: 'Ringen', language: 'nl' });
    expect(await title({ query: '?lang=en' })).toEqual({ first: 'Rings', language: 'en' });
    expect(await title({ headers: { lang: 'en' } })).toEqual({ first: 'Rings', language: 'en' });
    expect(await title({ headers: { 'Accept-Language': 'fr-FR;q=0.9, en-GB;q=0.8' } })).toEqual({ first: 'Rings', language: 'en' });
    expect(await title({ query: '?lang=nl', headers: { 'Accept-Language': 'en' } })).toEqual({ first: 'Ringen', language: 'nl' });
    expect(await title({ query: '?lang=xx' })).toEqual({ first: 'Ringen', language: 'nl' });
  });

  it('returns the bootstrap data of spec section 3', async () => {
    const { status, body } = await shop().get('/api/v1/bootstrap?lang=en');
    expect(status).toBe(200);
    const data = body.data;
    expect(data.settings).toMatchObject({ currency_code: 'EUR', currency_sign: '€', default_return_timeframe: 30 });
    expect(data.settings.working_hours).toMatch(/Mon/);
    expect(data.menu.main.length).toBeGreaterThan(4);
    expect(data.menu.main[0].children.length).toBeGreaterThan(0);
    expect(data.menu.footer.length).toBeGreaterThan(0);
    expect(data.languages).toHaveLength(2);
    expect(data.material_categories.map((c: { slug: string }) => c.slug)).toEqual(['gold', 'platinum', 'silver', 'gold-over-silver']);
    expect(data.order_statuses.map((s: { id: number }) => s.id).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(data.allowed_return_reasons.length).toBeGreaterThan(0);
    expect(data.return_timeframes.length).toBeGreaterThan(0);
    expect(data.min_payment_amounts).toEqual({ EUR: 100 });
    expect(data.enabled_integrations).toEqual([]);
    expect(data.integrations).toEqual([]);
  });

  it('serves the home page by slug and by id, with its blocks in order and texts per language', async () => {
    const bySlug = await shop().get('/api/v1/pages/home');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data.blocks.map((b: { type: string }) => b.type)).toEqual(['top-slider', 'categories', 'shared-catalog', 'rich-text', 'articles']);
    const byId = await shop().get(`/api/v1/pages/${bySlug.body.data.id}?lang=en`);
    expect(byId.status).toBe(200);
    expect(byId.body.data.slug).toBe('home');
    const nlSlides = bySlug.body.data.blocks[0].data.slides;
    const enSlides = byId.body.data.blocks[0].data.slides;
    expect(nlSlides[0].title).toBe('Voor altijd begint hier');
    expect(enSlides[0].title).toBe('Forever starts here');
    // Language-neutral settings are merged under the texts: same image, translated alt.
    expect(enSlides[0].image.url).toBe(nlSlides[0].image.url);
    expect(enSlides[0].image.alt).not.toBe(nlSlides[0].image.alt);
  });

  it('answers a missing page with 404 and the one error shape, in the request language', async () => {
    const nl = await shop().get('/api/v1/pages/bestaat-niet');
    expect(nl.status).toBe(404);
    expect(nl.body).toEqual({ error: { code: 'page_not_found', message: 'Deze pagina bestaat niet' } });
    const en = await shop().get('/api/v1/pages/bestaat-niet?lang=en');
    expect(en.body.error.message).toBe('This page does not exist');
  });

  it('rejects a malformed page id with 422 and the field path', async () => {
    const { status, body } = await shop().get('/api/v1/pages/not%20a%20slug!');
    expect(status).toBe(422);
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields)).toEqual(['id']);
  });

  it('serves one block by id and 404s an unknown one', async () => {
    const page = await shop().get('/api/v1/pages/home');
    const blockId = page.body.data.blocks[3].id;
    const block = await shop().get(`/api/v1/blocks/${blockId}?lang=en`);
    expect(block.status).toBe(200);
    expect(block.body.data).toMatchObject({ id: blockId, type: 'rich-text' });
    expect(block.body.data.data.html).toContain('goldsmiths');
    const missing = await shop().get('/api/v1/blocks/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('block_not_found');
  });

  it('returns filter data ordered by sort_order, with materials grouped by material category', async () => {
    const { status, body } = await shop().get('/api/v1/filters?lang=en');
    expect(status).toBe(200);
    const data = body.data;
    for (const list of [data.categories, data.collections, data.materials, data.stones, data.head_styles, data.stone_shapes]) {
      expect(list.length).toBeGreaterThan(0);
      const orders = list.map((item: { sort_order: number }) => item.sort_order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
    expect(data.stone_shapes).toHaveLength(14);
    const categoryIds = new Set(data.material_categories.map((c: { id: number }) => c.id));
    expect(data.materials.every((m: { material_category_id: number }) => categoryIds.has(m.material_category_id))).toBe(true);
    expect(data.materials.some((m: { categories: number[] }) => m.categories.length > 0)).toBe(true);
    expect(data.static_filters_title).toBe('Popular');
    expect(data.static_filters[0]).toMatchObject({ label: expect.any(String), url: expect.stringMatching(/^\//) });
  });

  it('lists collections in order with translated titles and images', async () => {
    const nl = await shop().get('/api/v1/collections');
    const en = await shop().get('/api/v1/collections?lang=en');
    expect(nl.status).toBe(200);
    expect(nl.body.data.length).toBeGreaterThanOrEqual(5);
    expect(nl.body.data.map((c: { slug: string }) => c.slug)).toEqual(en.body.data.map((c: { slug: string }) => c.slug));
    expect(nl.body.data.every((c: { image: unknown }) => c.image !== null)).toBe(true);
    expect(nl.body.data.some((c: { description: string }, i: number) => c.description !== en.body.data[i].description)).toBe(true);
  });

  it('serves the generated images the seed stored, as immutable SVG', async () => {
    const page = await shop().get('/api/v1/pages/home');
    const url: string = page.body.data.blocks[0].data.slides[0].image.url;
    expect(url).toMatch(/^\/api\/v1\/media\/\d+\/.+\.svg$/);
    const response = await shop().app.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect((await shop().get('/api/v1/media/999999/x.svg')).status).toBe(404);
  });

  it('reports cache versions at the site root and bumps a group on writes to its tables', async () => {
    const before = await shop().get('/cv');
    expect(before.status).toBe(200);
    expect(Object.keys(before.body.data).sort()).toEqual(['collection', 'page', 'payment', 'posts', 'product', 'system_settings']);
    await shop().database.db.update(products).set({ recommendedRank: sql`${products.recommendedRank} + 1` }).where(eq(products.id, 1));
    const after = await shop().get('/cv');
    expect(after.body.data.product).toBeGreaterThan(before.body.data.product);
    expect(after.body.data.page).toBe(before.body.data.page);
    expect(after.body.data.system_settings).toBe(before.body.data.system_settings);
  });

  it('answers 503 with code maintenance while the shop is in maintenance, except /cv and /languages', async () => {
    const db = shop().database.db;
    await db.update(settings).set({ value: true }).where(eq(settings.key, 'maintenance'));
    try {
      const bootstrap = await shop().get('/api/v1/bootstrap');
      expect(bootstrap.status).toBe(503);
      expect(bootstrap.body.error.code).toBe('maintenance');
      expect((await shop().get('/cv')).status).toBe(200);
      expect((await shop().get('/api/v1/languages')).status).toBe(200);
    } finally {
      await db.update(settings).set({ value: false }).where(eq(settings.key, 'maintenance'));
    }
    expect((await shop().get('/api/v1/bootstrap')).status).toBe(200);
  });

  it('answers an unknown route with a JSON 404, never HTML', async () => {
    const { status, body, headers } = await shop().get('/api/v1/no-such-thing');
    expect(status).toBe(404);
    expect(headers.get('content-type')).toContain('application/json');
    expect(body.error.code).toBe('route_not_found');
  });

  it('publishes an OpenAPI document generated from the contract', async () => {
    const { status, body } = await shop().get('/api/v1/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    for (const path of ['/api/v1/languages', '/api/v1/bootstrap', '/api/v1/pages/{id}', '/api/v1/blocks/{id}', '/api/v1/filters', '/api/v1/collections', '/cv']) {
      expect(body.paths[path]?.get, path).toBeDefined();
    }
    expect(body.paths['/api/v1/pages/{id}'].get.responses['404']).toBeDefined();
  });

  it('turns malformed JSON into 400 and invalid bodies into 422 with translated field messages', async () => {
    // A route built like every module's (createRouter + contract schema), mounted for this test.
    const echo = createRouter().openapi(
      createRoute({
        method: 'post',
        path: '/echo',
        request: { body: { content: { 'application/json': { schema: z.object({ email: z.email(), name: z.string().min(2) }) } } } },
        responses: { 200: { description: 'ok', content: { 'application/json': { schema: z.object({ ok: z.boolean() }) } } } },
      }),
      (c) => c.json({ ok: true }, 200),
    );
    // A fresh app on the same database: routes are added before its first request.
    const app = createApp({ database: async () => shop().database });
    app.route('/api/v1/test', echo);
    const post = (body: string, lang = 'nl') =>
      app.request(`/api/v1/test/echo?lang=${lang}`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });

    const malformed = await post('{"email": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { code: 'malformed_json' } });

    const invalid = await post(JSON.stringify({ email: 'nope', name: '' }));
    expect(invalid.status).toBe(422);
    const body = (await invalid.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({ email: 'nope is ongeldig', name: 'Name is verplicht' });

    const german = await post(JSON.stringify({ name: 'A' }), 'de');
    expect(((await german.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      email: 'Email ist erforderlich',
      name: 'Name muss mindestens 2 Zeichen lang sein',
    });

    expect((await post(JSON.stringify({ email: 'a@b.nl', name: 'Anna' }))).status).toBe(200);
  });
});
