import { expect, it } from 'vitest';
import { and, asc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { BAGGAGE_MAX_ENTRIES, type ListItem } from '../../api/contract/lists';
import { salePrice } from '../../domain/pricing/price';
import {
  categoryTranslations,
  languages,
  materials,
  materialTranslations,
  productCategories,
  productConfigurations,
  products,
  productStones,
  productStoneShapes,
  productTranslations,
  stones,
  stoneShapes,
  stoneShapeTranslations,
  stoneTranslations,
} from '../../api/db/schema';
import { describeOnEachDatabase, type TestShop } from './harness';

type Config = { id: number; sku: string; cost: number; productId: number; saleValue: number; slug: string; defaultSku: string | null };

/** Active, priced, physical configurations, optionally only of products on sale; one per product. */
async function configurations(shop: TestShop, count: number, sale?: boolean): Promise<Config[]> {
  const rows = await shop.database.db
    .select({ id: productConfigurations.id, sku: productConfigurations.sku, cost: productConfigurations.cost, productId: products.id, saleValue: products.saleValue, slug: products.slug, defaultSku: products.defaultSku })
    .from(productConfigurations)
    .innerJoin(products, eq(products.id, productConfigurations.productId))
    .where(and(eq(products.active, true), eq(products.digital, false), gt(productConfigurations.cost, 0), ...(sale === undefined ? [] : sale ? [eq(products.sale, true), gt(products.saleValue, 0)] : [eq(products.sale, false)])))
    .orderBy(productConfigurations.id)
    .limit(400);
  const perProduct = new Map<number, Config>();
  for (const row of rows) if (!perProduct.has(row.productId)) perProduct.set(row.productId, row);
  const picked = [...perProduct.values()].slice(0, count);
  if (picked.length < count) throw new Error('not enough configurations in the seed');
  return picked;
}

async function setStock(shop: TestShop, configId: number, trackInventory: boolean, stockQty: number) {
  await shop.database.db.update(productConfigurations).set({ trackInventory, stockQty }).where(eq(productConfigurations.id, configId));
}

async function titleIn(shop: TestShop, productId: number, slug: 'en' | 'nl'): Promise<string> {
  const [row] = await shop.database.db
    .select({ title: productTranslations.title })
    .from(productTranslations)
    .innerJoin(languages, eq(languages.id, productTranslations.languageId))
    .where(and(eq(productTranslations.productId, productId), eq(languages.slug, slug)));
  if (!row) throw new Error(`no ${slug} title for product ${productId}`);
  return row.title;
}

type Facts = Pick<ListItem, 'material' | 'size' | 'stones' | 'stone_shapes' | 'category'>;

/** A configuration's metal and size and its product's stones, shapes and first category, read straight from the tables. */
async function factsIn(shop: TestShop, configId: number, slug: 'en' | 'nl'): Promise<Facts> {
  const { db } = shop.database;
  const [language] = await db.select({ id: languages.id }).from(languages).where(eq(languages.slug, slug));
  const [config] = await db.select().from(productConfigurations).where(eq(productConfigurations.id, configId));
  const [material] = config!.materialId === null
    ? []
    : await db
        .select({ id: materials.id, sku: materials.sku, slug: materials.slug, title: materialTranslations.title, color: materials.color })
        .from(materials)
        .innerJoin(materialTranslations, and(eq(materialTranslations.materialId, materials.id), eq(materialTranslations.languageId, language!.id)))
        .where(eq(materials.id, config!.materialId));
  const stoneTitles = await db
    .select({ title: stoneTranslations.title })
    .from(productStones)
    .innerJoin(stones, eq(stones.id, productStones.targetId))
    .innerJoin(stoneTranslations, and(eq(stoneTranslations.ownerId, stones.id), eq(stoneTranslations.languageId, language!.id)))
    .where(eq(productStones.productId, config!.productId))
    .orderBy(asc(stones.sortOrder), asc(stones.id));
  const shapeTitles = await db
    .select({ title: stoneShapeTranslations.title })
    .from(productStoneShapes)
    .innerJoin(stoneShapes, eq(stoneShapes.id, productStoneShapes.targetId))
    .innerJoin(stoneShapeTranslations, and(eq(stoneShapeTranslations.ownerId, stoneShapes.id), eq(stoneShapeTranslations.languageId, language!.id)))
    .where(eq(productStoneShapes.productId, config!.productId))
    .orderBy(asc(stoneShapes.sortOrder), asc(stoneShapes.id));
  const [category] = await db
    .select({ title: categoryTranslations.title })
    .from(productCategories)
    .innerJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, productCategories.targetId), eq(categoryTranslations.languageId, language!.id)))
    .where(eq(productCategories.productId, config!.productId))
    .orderBy(asc(productCategories.sortOrder))
    .limit(1);
  return {
    material: material ?? null,
    size: config!.size,
    stones: stoneTitles.map((row) => row.title),
    stone_shapes: shapeTitles.map((row) => row.title),
    category: category?.title ?? null,
  };
}

function post(shop: TestShop, path: string, body: unknown, headers: Record<string, string> = {}) {
  return shop.get(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

describeOnEachDatabase('wishlist and comparison API', (shop) => {
  it('creates a list with an unguessable id and replaces the full baggage on every save', async () => {
    const [a, b] = await configurations(shop(), 2);
    const created = await post(shop(), '/api/v1/wishlists', { baggage: [{ sku: a!.sku }, { sku: b!.sku, engraving: { text: 'Voor altijd' } }] });
    expect(created.status).toBe(200);
    const id = created.body.data.unique_id;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(id.length * 6).toBeGreaterThanOrEqual(128);
    expect(created.body.data.baggage).toEqual([
      { sku: a!.sku, engraving: {} },
      { sku: b!.sku, engraving: { text: 'Voor altijd' } },
    ]);

    // The full list replaces the stored one; the same save again changes nothing.
    for (let i = 0; i < 2; i++) {
      const replaced = await post(shop(), '/api/v1/wishlists', { unique_id: id, baggage: [{ sku: b!.sku }] });
      expect(replaced.status).toBe(200);
      expect(replaced.body.data).toMatchObject({ unique_id: id, baggage: [{ sku: b!.sku, engraving: {} }] });
    }
    const read = await shop().get(`/api/v1/wishlists?unique_id=${id}`);
    expect(read.status).toBe(200);
    expect(read.body.data.baggage).toEqual([{ sku: b!.sku, engraving: {} }]);

    // An empty list is a list too.
    const emptied = await post(shop(), '/api/v1/wishlists', { unique_id: id, baggage: [] });
    expect(emptied.body.data).toMatchObject({ unique_id: id, baggage: [] });
    expect((await shop().get(`/api/v1/wishlists?unique_id=${id}`)).body.data.items).toEqual([]);

    // Without an id, or with an unknown one, a new list is made.
    const fresh = await post(shop(), '/api/v1/wishlists', { baggage: [] });
    const unknown = await post(shop(), '/api/v1/wishlists', { unique_id: 'no-such-list', baggage: [] });
    expect(new Set([id, fresh.body.data.unique_id, unknown.body.data.unique_id]).size).toBe(3);
  });

  it('stores an engraving sent as an array as an empty object', async () => {
    const [a] = await configurations(shop(), 1);
    const { status, body } = await post(shop(), '/api/v1/comparisons', { baggage: [{ sku: a!.sku, engraving: [] }, { sku: a!.sku, engraving: ['x'] }, { sku: a!.sku, engraving: null }] });
    expect(status).toBe(200);
    expect(body.data.baggage).toEqual([
      { sku: a!.sku, engraving: {} },
      { sku: a!.sku, engraving: {} },
      { sku: a!.sku, engraving: {} },
    ]);
    const read = await shop().get(`/api/v1/comparisons?unique_id=${body.data.unique_id}`);
    expect(read.body.data.baggage).toEqual(body.data.baggage);
    expect(read.body.data.items.map((item: { engraving: unknown }) => item.engraving)).toEqual([{}, {}, {}]);
  });

  it('shows display items with price, stock status and title in the request language; unknown SKUs stay in the baggage only', async () => {
    const [onSale] = await configurations(shop(), 1, true);
    const [outOfStock, madeToOrder] = await configurations(shop(), 2, false);
    await setStock(shop(), onSale!.id, true, 5);
    await setStock(shop(), outOfStock!.id, true, 0);
    await setStock(shop(), madeToOrder!.id, false, 0);
    const baggage = [{ sku: onSale!.sku, engraving: { text: 'J & M' } }, { sku: 'NO-SUCH-SKU' }, { sku: outOfStock!.sku }, { sku: madeToOrder!.sku }];
    const { body } = await post(shop(), '/api/v1/wishlists', { baggage });
    const id = body.data.unique_id;

    const en = await shop().get(`/api/v1/wishlists?unique_id=${id}&lang=en`);
    expect(en.status).toBe(200);
    expect(en.body.data.baggage.map((entry: { sku: string }) => entry.sku)).toEqual(baggage.map((entry) => entry.sku));
    const items = en.body.data.items;
    expect(items.map((item: { sku: string }) => item.sku)).toEqual([onSale!.sku, outOfStock!.sku, madeToOrder!.sku]);
    expect(items[0]).toMatchObject({
      sku: onSale!.sku,
      engraving: { text: 'J & M' },
      product_id: onSale!.productId,
      id: onSale!.productId,
      product_configuration_id: onSale!.id,
      configuration_id: onSale!.sku,
      slug: onSale!.slug,
      title: await titleIn(shop(), onSale!.productId, 'en'),
      base_cost: onSale!.cost,
      price: salePrice(onSale!.cost, onSale!.saleValue),
      sale: true,
      stock_status: 'in_stock',
    });
    expect(items[0].price).toBeLessThan(onSale!.cost);
    expect(items[0].image?.url).toEqual(expect.any(String));
    expect(items[1]).toMatchObject({ price: outOfStock!.cost, base_cost: outOfStock!.cost, stock_status: 'stock_out', title: await titleIn(shop(), outOfStock!.productId, 'en') });
    expect(items[2]).toMatchObject({ stock_status: 'pre_order', track_inventory: false });

    const nl = await shop().get(`/api/v1/wishlists?unique_id=${id}`, { headers: { 'accept-language': 'nl' } });
    expect(nl.body.data.items.map((item: { title: string }) => item.title)).toEqual([
      await titleIn(shop(), onSale!.productId, 'nl'),
      await titleIn(shop(), outOfStock!.productId, 'nl'),
      await titleIn(shop(), madeToOrder!.productId, 'nl'),
    ]);
    expect(nl.body.data.items.map((item: { title: string }) => item.title)).not.toEqual(items.map((item: { title: string }) => item.title));
    expect(nl.body.data.items.map((item: { price: number }) => item.price)).toEqual(items.map((item: { price: number }) => item.price));

    // A zero price is out of stock whatever the stock says.
    await shop().database.db.update(productConfigurations).set({ cost: 0 }).where(eq(productConfigurations.id, madeToOrder!.id));
    const zero = await shop().get(`/api/v1/wishlists?unique_id=${id}`);
    expect(zero.body.data.items[2]).toMatchObject({ price: 0, stock_status: 'stock_out' });
  });

  it('shows each item\'s metal, size, stones, stone shapes and first category in the request language', async () => {
    const { db } = shop().database;
    const pick = (withStones: boolean) =>
      db
        .select({ id: productConfigurations.id, sku: productConfigurations.sku, productId: products.id })
        .from(productConfigurations)
        .innerJoin(products, eq(products.id, productConfigurations.productId))
        .where(
          and(
            eq(products.active, true),
            eq(products.digital, false),
            isNotNull(productConfigurations.materialId),
            withStones
              ? and(isNotNull(productConfigurations.size), sql`cardinality(${products.stoneIds}) > 0`, sql`cardinality(${products.stoneShapeIds}) > 1`)
              : and(sql`cardinality(${products.stoneIds}) = 0`, sql`cardinality(${products.stoneShapeIds}) = 0`),
          ),
        )
        .orderBy(asc(productConfigurations.id))
        .limit(1);
    const [[jewel], [plain]] = await Promise.all([pick(true), pick(false)]);
    // A bare configuration: no metal, no size, no category, no stones.
    await db.update(productConfigurations).set({ materialId: null, size: null }).where(eq(productConfigurations.id, plain!.id));
    await db.delete(productCategories).where(eq(productCategories.productId, plain!.productId));
    const { body } = await post(shop(), '/api/v1/comparisons', { baggage: [{ sku: jewel!.sku }, { sku: plain!.sku }] });
    const id = body.data.unique_id;
    const facts = (item: ListItem): Facts => ({ material: item.material, size: item.size, stones: item.stones, stone_shapes: item.stone_shapes, category: item.category });

    const en = (await shop().get(`/api/v1/comparisons?unique_id=${id}&lang=en`)).body.data.items as ListItem[];
    const nl = (await shop().get(`/api/v1/comparisons?unique_id=${id}`, { headers: { 'accept-language': 'nl' } })).body.data.items as ListItem[];
    expect(en.map(facts)).toEqual([await factsIn(shop(), jewel!.id, 'en'), await factsIn(shop(), plain!.id, 'en')]);
    expect(nl.map(facts)).toEqual([await factsIn(shop(), jewel!.id, 'nl'), await factsIn(shop(), plain!.id, 'nl')]);

    const [jewelEn, plainEn] = en as [ListItem, ListItem];
    const jewelNl = nl[0]!;
    expect(jewelEn.material).toEqual({ id: expect.any(Number), sku: expect.any(String), slug: expect.any(String), title: expect.any(String), color: expect.stringMatching(/^#/) });
    expect(jewelEn.size).toEqual(expect.any(String));
    expect(jewelEn.stones.length).toBeGreaterThan(0);
    expect(jewelEn.stone_shapes.length).toBeGreaterThan(0);
    expect(jewelEn.category).toEqual(expect.any(String));
    // Translated: the Dutch titles are not the English ones; metal and size are the same configuration's.
    expect(jewelNl.stones).not.toEqual(jewelEn.stones);
    expect(jewelNl.category).not.toBe(jewelEn.category);
    expect(jewelNl.material).toMatchObject({ id: jewelEn.material!.id, color: jewelEn.material!.color });
    expect(jewelNl.material!.title).not.toBe(jewelEn.material!.title);
    expect(jewelNl.size).toBe(jewelEn.size);
    expect(plainEn).toMatchObject({ material: null, size: null, stones: [], stone_shapes: [], category: null });

    // The same facts as the product page and the cart show.
    const page = (await shop().get(`/api/v1/products/${jewel!.productId}?lang=en`)).body.data;
    expect(jewelEn.stones).toEqual(page.stones.map((stone: { title: string }) => stone.title));
    expect(jewelEn.stone_shapes).toEqual(page.stone_shapes.map((shape: { title: string }) => shape.title));
    expect(jewelEn.category).toBe(page.categories[0].title);
    await setStock(shop(), jewel!.id, true, 5);
    const cart = await post(shop(), '/api/v1/carts/items?lang=en', { configuration_id: jewel!.sku });
    expect(cart.status).toBe(200);
    const cartItem = cart.body.data.items[0];
    expect({ material: cartItem.material, size: cartItem.size }).toEqual({ material: jewelEn.material, size: jewelEn.size });
  });

  it("resolves a product's default_sku", async () => {
    const [row] = await shop().database.db
      .select({ id: products.id, defaultSku: products.defaultSku })
      .from(products)
      .where(and(eq(products.active, true), isNotNull(products.defaultSku), ne(products.digital, true)))
      .limit(1);
    const { body } = await post(shop(), '/api/v1/wishlists', { baggage: [{ sku: row!.defaultSku }] });
    const read = await shop().get(`/api/v1/wishlists?unique_id=${body.data.unique_id}`);
    expect(read.body.data.items).toHaveLength(1);
    expect(read.body.data.items[0]).toMatchObject({ sku: row!.defaultSku, product_id: row!.id });
  });

  it('answers 404 in the standard error shape for an unknown id', async () => {
    const wishlist = await shop().get('/api/v1/wishlists?unique_id=no-such-list&lang=en');
    expect(wishlist.status).toBe(404);
    expect(wishlist.body).toEqual({ error: { code: 'wishlist_not_found', message: 'This wishlist does not exist' } });
    const comparison = await shop().get('/api/v1/comparisons?unique_id=no-such-list');
    expect(comparison.status).toBe(404);
    expect(comparison.body.error.code).toBe('comparison_not_found');
    expect(comparison.body.error.message).toEqual(expect.any(String));
    const missing = await shop().get('/api/v1/wishlists');
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields).toHaveProperty('unique_id');
  });

  it('answers 422 with field paths for bad baggage', async () => {
    const tooMany = Array.from({ length: BAGGAGE_MAX_ENTRIES + 1 }, (_, i) => ({ sku: `SKU-${i}` }));
    const cases: [unknown, string][] = [
      [{ baggage: tooMany }, 'baggage'],
      [{}, 'baggage'],
      [{ baggage: 'ring' }, 'baggage'],
      [{ baggage: [{ engraving: {} }] }, 'baggage.0.sku'],
      [{ baggage: [{ sku: 'A' }, { sku: '' }] }, 'baggage.1.sku'],
      [{ baggage: [{ sku: 'A', engraving: 'text' }] }, 'baggage.0.engraving'],
    ];
    for (const [body, field] of cases) {
      const { status, body: answer } = await post(shop(), '/api/v1/wishlists', body, { 'accept-language': 'en' });
      expect(status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(answer.error.code).toBe('validation_failed');
      expect(Object.keys(answer.error.fields), JSON.stringify(answer.error.fields)).toContain(field);
    }
    const exactly = await post(shop(), '/api/v1/comparisons', { baggage: tooMany.slice(0, BAGGAGE_MAX_ENTRIES) });
    expect(exactly.status).toBe(200);
    expect(exactly.body.data.baggage).toHaveLength(BAGGAGE_MAX_ENTRIES);
  });

  it('keeps wishlist and comparison ids independent', async () => {
    const [a, b] = await configurations(shop(), 2);
    const wishlist = (await post(shop(), '/api/v1/wishlists', { baggage: [{ sku: a!.sku }] })).body.data;
    // A wishlist id is unknown to comparisons: reading is 404, saving makes a new comparison list.
    expect((await shop().get(`/api/v1/comparisons?unique_id=${wishlist.unique_id}`)).status).toBe(404);
    const comparison = (await post(shop(), '/api/v1/comparisons', { unique_id: wishlist.unique_id, baggage: [{ sku: b!.sku }] })).body.data;
    expect(comparison.unique_id).not.toBe(wishlist.unique_id);
    expect((await shop().get(`/api/v1/wishlists?unique_id=${wishlist.unique_id}`)).body.data.baggage).toEqual([{ sku: a!.sku, engraving: {} }]);
    expect((await shop().get(`/api/v1/comparisons?unique_id=${comparison.unique_id}`)).body.data.baggage).toEqual([{ sku: b!.sku, engraving: {} }]);
    expect((await shop().get(`/api/v1/wishlists?unique_id=${comparison.unique_id}`)).status).toBe(404);
  });

  it('is in the OpenAPI document', async () => {
    const { body } = await shop().get('/api/v1/openapi.json');
    for (const path of ['/api/v1/wishlists', '/api/v1/comparisons']) {
      expect(body.paths[path]?.get, path).toBeDefined();
      expect(body.paths[path]?.post, path).toBeDefined();
    }
  });
});
