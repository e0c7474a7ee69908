import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { categoryTranslations, collectionTranslations, productCategories } from '../../api/db/schema';
import { salePrice } from '../../domain/pricing/price';
import { describeOnEachDatabase } from './harness';

type Item = { id: number; slug: string; min_cost: number; sale: boolean; sale_value: number; categories: { slug: string }[]; materials: { sku: string }[]; selected_config: { material_id: number } | null; collections: { slug: string }[]; mixedTranslation: { title: string } };
const paid = (item: Item) => (item.sale ? salePrice(item.min_cost, item.sale_value) : item.min_cost);

describeOnEachDatabase('catalogue API', (shop) => {
  it('pages the whole catalogue in the recommended order, 20 a page by default', async () => {
    const { status, body } = await shop().get('/api/v1/system-catalog');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(20);
    expect(body.meta.current_page).toBe(1);
    expect(body.meta.total).toBeGreaterThanOrEqual(150);
    expect(body.meta.last_page).toBe(Math.ceil(body.meta.total / 20));
    const second = await shop().get('/api/v1/system-catalog?page=2&count=20');
    const firstIds = new Set(body.data.map((item: Item) => item.id));
    expect(second.body.data.some((item: Item) => firstIds.has(item.id))).toBe(false);
    const last = await shop().get(`/api/v1/system-catalog?page=${body.meta.last_page}`);
    expect(last.body.data.length).toBe(body.meta.total - 20 * (body.meta.last_page - 1));
  });

  it('filters by category and material SKUs, and selects the matching configuration', async () => {
    const rings = await shop().get('/api/v1/system-catalog?categories_sku[]=CAT-RINGS&count=100');
    expect(rings.body.meta.total).toBeGreaterThan(10);
    expect(rings.body.data.every((item: Item) => item.categories.some((c) => c.slug === 'rings'))).toBe(true);
    const filters = await shop().get('/api/v1/filters');
    const platinum = filters.body.data.materials.find((m: { slug: string }) => m.slug === 'platinum-950');
    const inPlatinum = await shop().get(`/api/v1/system-catalog?materials_sku[]=${platinum.sku}&count=100`);
    expect(inPlatinum.body.data.length).toBeGreaterThan(0);
    for (const item of inPlatinum.body.data as Item[]) {
      expect(item.materials.some((m) => m.sku === platinum.sku)).toBe(true);
      expect(item.selected_config?.material_id).toBe(platinum.id);
    }
    const both = await shop().get(`/api/v1/system-catalog?categories_sku[]=CAT-RINGS&materials_sku[]=${platinum.sku}&count=100`);
    expect(both.body.meta.total).toBeLessThanOrEqual(Math.min(rings.body.meta.total, inPlatinum.body.meta.total));
  });

  it('keeps the facet filters in step with the link tables', async () => {
    const db = shop().database.db;
    const { body } = await shop().get('/api/v1/system-catalog?categories_sku[]=CAT-GIFTS&count=1');
    const product = body.data[0];
    const gifts = product.categories.find((c: { slug: string }) => c.slug === 'gifts');
    await db.delete(productCategories).where(and(eq(productCategories.productId, product.id), eq(productCategories.targetId, gifts.id)));
    const after = await shop().get('/api/v1/system-catalog?categories_sku[]=CAT-GIFTS&count=100');
    expect(after.body.meta.total).toBe(body.meta.total - 1);
    await db.insert(productCategories).values({ productId: product.id, targetId: gifts.id });
    expect((await shop().get('/api/v1/system-catalog?categories_sku[]=CAT-GIFTS&count=1')).body.meta.total).toBe(body.meta.total);
  });

  it('shows a renamed category or collection on the next request (taxonomies are kept per cache version)', async () => {
    const db = shop().database.db;
    const first = (await shop().get('/api/v1/system-catalog?categories_sku[]=CAT-RINGS&count=1')).body.data[0];
    const ring = first.categories.find((c: { slug: string }) => c.slug === 'rings');
    const collection = first.collections[0];
    const savedCategory = await db.select().from(categoryTranslations).where(eq(categoryTranslations.categoryId, ring.id));
    const savedCollection = await db.select().from(collectionTranslations).where(eq(collectionTranslations.collectionId, collection.id));
    await db.update(categoryTranslations).set({ title: 'Ringen (hernoemd)' }).where(eq(categoryTranslations.categoryId, ring.id));
    await db.update(collectionTranslations).set({ title: 'Collectie (hernoemd)' }).where(eq(collectionTranslations.collectionId, collection.id));
    const again = (await shop().get('/api/v1/system-catalog?categories_sku[]=CAT-RINGS&count=1')).body.data[0];
    expect(again.categories.find((c: { slug: string }) => c.slug === 'rings').title).toBe('Ringen (hernoemd)');
    expect(again.collections.find((c: { slug: string }) => c.slug === collection.slug).title).toBe('Collectie (hernoemd)');
    for (const row of savedCategory) {
      await db.update(categoryTranslations).set({ title: row.title }).where(and(eq(categoryTranslations.categoryId, row.categoryId), eq(categoryTranslations.languageId, row.languageId)));
    }
    for (const row of savedCollection) {
      await db.update(collectionTranslations).set({ title: row.title }).where(and(eq(collectionTranslations.collectionId, row.collectionId), eq(collectionTranslations.languageId, row.languageId)));
    }
    expect((await shop().get('/api/v1/system-catalog?categories_sku[]=CAT-RINGS&count=1')).body.data[0].categories.find((c: { slug: string }) => c.slug === 'rings').title).toBe(ring.title);
  });

  it('does not keep the old title of a rename read while the rename was still uncommitted (PostgreSQL: a read runs beside an open write)', async ({ skip }) => {
    if (shop().database.kind !== 'postgres') skip('PGlite runs one transaction at a time: no read can fall between the version bump and the commit');
    const db = shop().database.db;
    const title = async () => (await shop().get('/api/v1/filters')).body.data.categories.find((c: { slug: string }) => c.slug === 'rings').title as string;
    const before = await title();
    const [ring] = await db.select().from(categoryTranslations).where(eq(categoryTranslations.title, before));
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let updated!: () => void;
    const inside = new Promise<void>((resolve) => (updated = resolve));
    const rename = db.transaction(async (tx) => {
      // The trigger advances the cache version now; the new title is visible only at commit.
      await tx.update(categoryTranslations).set({ title: 'Ringen (terwijl open)' }).where(and(eq(categoryTranslations.categoryId, ring!.categoryId), eq(categoryTranslations.languageId, ring!.languageId)));
      updated();
      await held;
    });
    await inside;
    // Read under the new version while the old title is all a reader can see.
    expect(await title()).toBe(before);
    commit();
    await rename;
    // The announcement at commit drops what that read kept.
    await expect.poll(title, { timeout: 2_000, interval: 20 }).toBe('Ringen (terwijl open)');
    await db.update(categoryTranslations).set({ title: before }).where(and(eq(categoryTranslations.categoryId, ring!.categoryId), eq(categoryTranslations.languageId, ring!.languageId)));
    expect(await title()).toBe(before);
  });

  it('lists only the products named by slugs[] (a block’s cards in one call); unknown slugs match nothing, malformed ones are refused', async () => {
    const some = (await shop().get('/api/v1/system-catalog?count=3')).body.data as Item[];
    const query = [...some.map((item) => `slugs[]=${item.slug}`), 'slugs[]=bestaat-niet'].join('&');
    const { status, body } = await shop().get(`/api/v1/system-catalog?${query}&count=10`);
    expect(status).toBe(200);
    expect(body.meta.total).toBe(3);
    expect((body.data as Item[]).map((item) => item.slug).sort()).toEqual(some.map((item) => item.slug).sort());
    expect((await shop().get('/api/v1/system-catalog?slugs[]=geen%20slug!')).status).toBe(400);
  });

  it('filters by the price a shopper pays, in cents, and sorts by it', async () => {
    const { body } = await shop().get('/api/v1/system-catalog?min_cost_from=10000&max_cost_to=30000&column=cost&order_by=asc&count=100');
    expect(body.data.length).toBeGreaterThan(0);
    const prices = body.data.map(paid);
    expect(prices.every((p: number) => p >= 10_000 && p <= 30_000)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await shop().get('/api/v1/system-catalog?column=cost&count=50');
    const descending = desc.body.data.map(paid);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('searches product texts in the requested language', async () => {
    const dutch = await shop().get('/api/v1/system-catalog?search=armband&lang=nl');
    expect(dutch.body.meta.total).toBeGreaterThan(0);
    expect(dutch.body.data.some((item: Item) => item.mixedTranslation.title.toLowerCase().includes('armband'))).toBe(true);
    const english = await shop().get('/api/v1/system-catalog?search=bracelet&lang=en');
    expect(english.body.meta.total).toBeGreaterThan(0);
    const wrongLanguage = await shop().get('/api/v1/system-catalog?search=armband&lang=en');
    expect(wrongLanguage.body.meta.total).toBeLessThan(dutch.body.meta.total);
    const nothing = await shop().get('/api/v1/system-catalog?search=%25%25zzqx');
    expect(nothing.body).toMatchObject({ data: [], meta: { total: 0, last_page: 1 } });
  });

  it('lists a collection in its own order and 404s an unknown one', async () => {
    const { status, body } = await shop().get('/api/v1/system-catalog/bridal?count=100');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((item: Item) => item.collections.some((c) => c.slug === 'bridal'))).toBe(true);
    expect((await shop().get('/api/v1/system-catalog/no-such-collection')).status).toBe(404);
    expect((await shop().get('/api/v1/collections/bridal')).body.data.slug).toBe('bridal');
    expect((await shop().get('/api/v1/collections/no-such-collection')).status).toBe(404);
  });

  it('answers a malformed catalogue query with 400', async () => {
    for (const query of ['page=0', 'count=1000', 'min_cost_from=abc', 'column=price;drop', 'categories[]=x', 'min_cost_from=500&max_cost_to=100']) {
      const { status, body } = await shop().get(`/api/v1/system-catalog?${query}`);
      expect(status, query).toBe(400);
      expect(body.error.code).toBe('invalid_catalog_query');
    }
  });

  it('serves a product with configurations, translations, related products and its return window', async () => {
    const list = await shop().get('/api/v1/system-catalog/bridal?count=1');
    const slug = list.body.data[0].slug;
    const { status, body } = await shop().get(`/api/v1/products/${slug}?lang=en`);
    expect(status).toBe(200);
    const product = body.data;
    expect(product.configurations.length).toBeGreaterThan(1);
    expect(product.translations).toHaveLength(2);
    expect(product.configurations.map((c: { configuration_id: string }) => c.configuration_id)).toContain(product.default_sku);
    expect(product.related.length).toBeGreaterThan(0);
    expect(product.return_days).toBe(60);
    expect(product.neighbours).toHaveProperty('next');
    const byId = await shop().get(`/api/v1/products/${product.id}`);
    expect(byId.body.data.slug).toBe(slug);
    expect((await shop().get('/api/v1/products/no-such-product')).status).toBe(404);
    const sku = product.configurations[0].configuration_id;
    expect((await shop().get(`/api/v1/product-configurations/${sku}`)).body.data.configuration_id).toBe(sku);
  });

  it('lists reference entities and 404s an unknown kind', async () => {
    expect((await shop().get('/api/v1/system-entities/countries')).body.data).toHaveLength(24);
    expect((await shop().get('/api/v1/system-entities/stone-shapes')).body.data).toHaveLength(14);
    expect((await shop().get('/api/v1/system-entities/planets')).status).toBe(404);
  });

  it('stores a back-in-stock request once per address', async () => {
    const product = (await shop().get('/api/v1/system-catalog?count=1')).body.data[0];
    const post = (body: unknown) =>
      shop().app.request(`/api/v1/products/${product.id}/stock-notifications`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
    const sku = product.default_sku;
    expect((await post({ email: 'anna@example.nl', configuration_id: sku })).status).toBe(201);
    expect((await post({ email: 'Anna@Example.nl ', configuration_id: sku })).status).toBe(200);
    const invalid = await post({ email: 'not-an-address', configuration_id: sku });
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('email');
    expect((await post({ email: 'anna@example.nl', configuration_id: 'NOPE' })).status).toBe(404);
  });
});
