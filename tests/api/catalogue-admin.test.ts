import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, mailOutbox, productConfigurations, products, stockNotifications } from '../../api/db/schema';
import { CLIENT_ADDRESS_HEADER } from '../../api/lib/client-address';
import { CACHE_CHANNEL } from '../../api/lib/cache-tags';
import { parseCsv } from '../../domain/catalogue/csv';
import { API, newClientAddress, newEmail, OWN_ORIGIN } from './account-helpers';
import { send } from './checkout-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';
import { newStaff, staffCall } from './staff-helpers';

/** Sends a CSV file to the import as the back office's screen does. */
function importCsv(shop: TestShop, token: string, text: string, lang = 'en', contentType = 'text/csv') {
  return shop.get(`${API}/admin/catalogue/import?lang=${lang}`, {
    method: 'POST',
    headers: { 'content-type': contentType, cookie: `staff_session_v1=${token}`, origin: OWN_ORIGIN, [CLIENT_ADDRESS_HEADER]: newClientAddress() },
    body: text,
  });
}

/**
 * The nth active physical product not on sale with at least two variants at different prices: its
 * variants in the product's order (stock set to 10 each, tracked), so tests in this file use their own.
 */
async function productWithVariants(shop: TestShop, nth: number) {
  const db = shop.database.db;
  const candidates = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(and(eq(products.active, true), eq(products.sale, false), eq(products.digital, false), sql`(SELECT count(DISTINCT cost) FROM product_configurations c WHERE c.product_id = ${products.id} AND c.cost > 0) >= 2`))
    .orderBy(asc(products.id))
    .limit(1)
    .offset(nth);
  const product = candidates[0]!;
  await db.update(productConfigurations).set({ trackInventory: true, stockQty: 10 }).where(eq(productConfigurations.productId, product.id));
  const variants = await db.select().from(productConfigurations).where(and(eq(productConfigurations.productId, product.id), gt(productConfigurations.cost, 0))).orderBy(asc(productConfigurations.sortOrder), asc(productConfigurations.id));
  return { ...product, variants };
}

const storedVariant = async (shop: TestShop, id: number) => (await shop.database.db.select().from(productConfigurations).where(eq(productConfigurations.id, id)))[0]!;
const storedProduct = async (shop: TestShop, id: number) => (await shop.database.db.select().from(products).where(eq(products.id, id)))[0]!;
const auditOf = (shop: TestShop, entity: string, ids: number[]) =>
  shop.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), inArray(auditLog.entityId, ids.map(String))))
    .orderBy(asc(auditLog.id));
/** The storefront's product page data, as a shopper's browser reads it. */
const publicProduct = (shop: TestShop, slug: string, lang = 'nl') => shop.get(`${API}/products/${slug}?lang=${lang}`);
const restockMailsTo = (shop: TestShop, email: string) =>
  shop.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email.toLowerCase()), eq(mailOutbox.kind, 'back_in_stock')));

describeOnEachDatabase('back office: catalogue operations', (shop) => {
  it('is for merchandisers and admins: fulfilment gets 403 on every call, a signed-out browser 401', async () => {
    const { variants, id } = await productWithVariants(shop(), 0);
    const fulfilment = await newStaff(shop(), 'fulfilment');
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/catalogue/variants'],
      ['PATCH', '/admin/catalogue/variants', { rows: [{ configuration_id: variants[0]!.id, stock_qty: 1 }] }],
      ['PATCH', `/admin/catalogue/products/${id}`, { active: false }],
      ['GET', '/admin/catalogue/export'],
    ];
    for (const [method, path, body] of calls) {
      expect((await staffCall(shop(), method, path, { staff: fulfilment.token, body })).status, `${method} ${path}`).toBe(403);
      expect((await staffCall(shop(), method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
    expect((await importCsv(shop(), fulfilment.token, `sku,stock_qty\r\n${variants[0]!.sku},1\r\n`)).status).toBe(403);
    expect(await storedVariant(shop(), variants[0]!.id)).toMatchObject({ stockQty: 10 });
    expect((await storedProduct(shop(), id)).active).toBe(true);

    for (const role of ['merchandiser', 'admin'] as const) {
      const member = await newStaff(shop(), role);
      expect((await staffCall(shop(), 'GET', '/admin/catalogue/variants', { staff: member.token })).status).toBe(200);
    }
  });

  it('lists variants with their product, searched by SKU or title, filtered by stock and publishing, a page at a time', async () => {
    const merchandiser = await newStaff(shop(), 'merchandiser');
    const { variants, id, slug } = await productWithVariants(shop(), 1);
    const [first, second] = variants;
    await shop().database.db.update(productConfigurations).set({ stockQty: 0 }).where(eq(productConfigurations.id, first!.id));
    await shop().database.db.update(productConfigurations).set({ stockQty: 2 }).where(eq(productConfigurations.id, second!.id));
    const list = async (query: string) => {
      const answer = await staffCall(shop(), 'GET', `/admin/catalogue/variants?${query}`, { staff: merchandiser.token });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data;
    };

    const all = await list('');
    expect(all).toMatchObject({ page: 1, per_page: 50 });
    expect(all.items).toHaveLength(Math.min(50, all.total));
    expect(all.pages).toBe(Math.ceil(all.total / 50));
    expect((await list('page=2')).items[0].configuration_id).not.toBe(all.items[0].configuration_id);

    const bySku = await list(`q=${encodeURIComponent(first!.sku.toLowerCase())}`);
    expect(bySku.items.map((item: { sku: string }) => item.sku)).toContain(first!.sku);
    const hit = bySku.items.find((item: { sku: string }) => item.sku === first!.sku);
    expect(hit).toMatchObject({ configuration_id: first!.id, product_id: id, product_slug: slug, stock_qty: 0, cost: first!.cost, price: first!.cost, product_active: true, sale_value: 0, track_inventory: true });

    const title = (await publicProduct(shop(), slug, 'en')).body.data.mixedTranslation.title as string;
    const byTitle = await list(`q=${encodeURIComponent(title.toUpperCase())}&lang=en`);
    expect(byTitle.items.filter((item: { product_id: number }) => item.product_id === id)).toHaveLength(variants.length);
    expect(byTitle.items.find((item: { product_id: number }) => item.product_id === id).title).toBe(title);

    const out = await list(`stock=out&q=${encodeURIComponent(first!.sku)}`);
    expect(out.items.map((item: { sku: string }) => item.sku)).toEqual([first!.sku]);
    const lowOfProduct = (await list(`stock=low&q=${encodeURIComponent(title)}&lang=en`)).items.filter((item: { product_id: number }) => item.product_id === id);
    expect(lowOfProduct.map((item: { sku: string }) => item.sku).sort()).toEqual([first!.sku, second!.sku].sort());
    expect((await list('stock=out')).items.every((item: { stock_qty: number; track_inventory: boolean }) => item.track_inventory && item.stock_qty <= 0)).toBe(true);
    expect((await list('stock=low')).items.every((item: { stock_qty: number }) => item.stock_qty <= 3)).toBe(true);

    await shop().database.db.update(products).set({ active: false }).where(eq(products.id, id));
    expect((await list(`published=unpublished&q=${encodeURIComponent(first!.sku)}`)).items).toHaveLength(1);
    expect((await list(`published=published&q=${encodeURIComponent(first!.sku)}`)).items).toHaveLength(0);
    await shop().database.db.update(products).set({ active: true }).where(eq(products.id, id));

    const bad = await staffCall(shop(), 'GET', '/admin/catalogue/variants?stock=some&page=0', { staff: merchandiser.token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['page', 'stock']);
  });

  it('saves a bulk edit in one go: the storefront shows the new stock and prices, the product’s derived prices follow, each change is audited', async () => {
    const merchandiser = await newStaff(shop(), 'merchandiser');
    const { variants, id, slug } = await productWithVariants(shop(), 2);
    const [first, second] = variants;
    const cheapest = Math.min(...variants.map((variant) => variant.cost));
    const heard: string[] = [];
    const stop = await shop().database.listen(CACHE_CHANNEL, (payload) => heard.push(payload));
    const saved = await staffCall(shop(), 'PATCH', '/admin/catalogue/variants', {
      staff: merchandiser.token,
      body: { rows: [{ configuration_id: first!.id, stock_qty: 4, cost: cheapest - 100 }, { configuration_id: second!.id, stock_qty: 7 }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual({ changed: 2, restock_mails: 0 });
    // The tables' triggers announce the product's pages and the listings (the storefront's page cache).
    await expect.poll(() => heard.includes(`product:${id}`) && heard.includes('catalog'), { timeout: 2_000 }).toBe(true);
    await stop();

    expect(await storedVariant(shop(), first!.id)).toMatchObject({ stockQty: 4, cost: cheapest - 100 });
    expect(await storedVariant(shop(), second!.id)).toMatchObject({ stockQty: 7, cost: second!.cost });
    const product = await storedProduct(shop(), id);
    expect(product).toMatchObject({ minCost: cheapest - 100, price: cheapest - 100, startAtCost: true });
    // The base price is the default SKU's (else the first variant's), as the seed sets it.
    const costs = new Map(variants.map((variant) => [variant.sku, variant.id === first!.id ? cheapest - 100 : variant.cost]));
    expect(product.baseCost).toBe(costs.get(product.defaultSku ?? '') ?? costs.get(first!.sku));

    const shown = (await publicProduct(shop(), slug)).body.data;
    expect(shown.min_cost).toBe(cheapest - 100);
    const config = (sku: string) => shown.configurations.find((c: { configuration_id: string }) => c.configuration_id === sku);
    expect(config(first!.sku)).toMatchObject({ cost: cheapest - 100, stock_qty: 4 });
    expect(config(second!.sku)).toMatchObject({ cost: second!.cost, stock_qty: 7 });

    const entries = await auditOf(shop(), 'product_configuration', [first!.id, second!.id]);
    expect(entries.map((entry) => [entry.entityId, entry.action, entry.staffEmail, entry.before, entry.after])).toEqual([
      [String(first!.id), 'product_configuration.update', merchandiser.email, { sku: first!.sku, stock_qty: 10, cost: first!.cost }, { sku: first!.sku, stock_qty: 4, cost: cheapest - 100 }],
      [String(second!.id), 'product_configuration.update', merchandiser.email, { sku: second!.sku, stock_qty: 10 }, { sku: second!.sku, stock_qty: 7 }],
    ]);

    // The same values again change nothing and write no audit entry.
    const again = await staffCall(shop(), 'PATCH', '/admin/catalogue/variants', { staff: merchandiser.token, body: { rows: [{ configuration_id: second!.id, stock_qty: 7 }] } });
    expect(again.body.data).toEqual({ changed: 0, restock_mails: 0 });
    expect(await auditOf(shop(), 'product_configuration', [second!.id])).toHaveLength(1);
  });

  it('refuses a bulk edit with any wrong row, naming each as rows.N.field, and applies none of it', async () => {
    const merchandiser = await newStaff(shop(), 'merchandiser');
    const { variants } = await productWithVariants(shop(), 3);
    const [first, second] = variants;
    const edit = (rows: unknown[]) => staffCall(shop(), 'PATCH', '/admin/catalogue/variants?lang=en', { staff: merchandiser.token, body: { rows } });

    const typed = await edit([
      { configuration_id: first!.id, stock_qty: 3 },
      { configuration_id: second!.id, stock_qty: -1 },
      { configuration_id: second!.id, cost: 0 },
      { configuration_id: second!.id, cost: 12.5 },
      { configuration_id: second!.id, stock_qty: 2.5, cost: 100_000_001 },
    ]);
    expect(typed.status).toBe(422);
    expect(Object.keys(typed.body.error.fields).sort()).toEqual(['rows.1.stock_qty', 'rows.2.cost', 'rows.3.cost', 'rows.4.cost', 'rows.4.stock_qty']);

    const checked = await edit([{ configuration_id: first!.id, stock_qty: 3 }, { configuration_id: 2_000_000_000, stock_qty: 1 }, { configuration_id: first!.id, cost: 500 }, { configuration_id: second!.id }]);
    expect(checked.status).toBe(422);
    expect(checked.body.error.fields).toEqual({
      'rows.1.configuration_id': 'This variant does not exist',
      'rows.2.configuration_id': 'This variant is in row 0 too',
      'rows.3.stock_qty': 'Give a stock or a price',
    });
    expect((await edit([])).status).toBe(422);

    expect(await storedVariant(shop(), first!.id)).toMatchObject({ stockQty: 10, cost: first!.cost });
    expect(await storedVariant(shop(), second!.id)).toMatchObject({ stockQty: 10, cost: second!.cost });
    expect(await auditOf(shop(), 'product_configuration', [first!.id, second!.id])).toHaveLength(0);
  });

  it('exports every variant as CSV and takes the file back: unchanged it changes nothing, edited it changes those rows', async () => {
    const merchandiser = await newStaff(shop(), 'merchandiser');
    const { variants, slug } = await productWithVariants(shop(), 4);
    const [first] = variants;
    const exported = await staffCall(shop(), 'GET', '/admin/catalogue/export?lang=en', { staff: merchandiser.token });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
    // UTF-8 with a byte order mark, so spreadsheets read the accents right (a decoder drops it).
    const raw = await shop().app.request(`${API}/admin/catalogue/export`, { headers: { cookie: `staff_session_v1=${merchandiser.token}`, [CLIENT_ADDRESS_HEADER]: newClientAddress() } });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = exported.body as string;
    expect(text.startsWith('sku,title,stock_qty,cost,active\r\n')).toBe(true);
    const records = parseCsv(text).map((record) => record.fields);
    const n = await shop().database.db.$count(productConfigurations);
    expect(records).toHaveLength(n + 1);
    const title = (await publicProduct(shop(), slug, 'en')).body.data.mixedTranslation.title;
    const euros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    expect(records.find((fields) => fields[0] === first!.sku)).toEqual([first!.sku, title, '10', euros(first!.cost), 'true']);

    const unchanged = await importCsv(shop(), merchandiser.token, text);
    expect(unchanged.status, JSON.stringify(unchanged.body)).toBe(200);
    expect(unchanged.body.data).toEqual({ rows: n, changed: 0, restock_mails: 0 });

    const edited = records.map((fields) => (fields[0] === first!.sku ? [fields[0], fields[1], '6', '1234.50', fields[4]] : fields));
    const again = await importCsv(shop(), merchandiser.token, edited.map((fields) => fields.map((field) => (/[",\r\n]/.test(field!) ? `"${field!.replace(/"/g, '""')}"` : field)).join(',')).join('\n'));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toEqual({ rows: n, changed: 1, restock_mails: 0 });
    expect(await storedVariant(shop(), first!.id)).toMatchObject({ stockQty: 6, cost: 123_450 });
    const [entry] = await auditOf(shop(), 'product_configuration', [first!.id]);
    expect(entry).toMatchObject({ action: 'product_configuration.import', staffEmail: merchandiser.email, before: { sku: first!.sku, stock_qty: 10, cost: first!.cost }, after: { sku: first!.sku, stock_qty: 6, cost: 123_450 } });
  });

  it('refuses a CSV file with any wrong record, listing each as rows.N.column, and applies none of it', async () => {
    const merchandiser = await newStaff(shop(), 'merchandiser');
    const { variants } = await productWithVariants(shop(), 5);
    const [first, second, third] = [variants[0]!, variants[1]!, variants[2] ?? variants[0]!];
    const file = [
      'sku,title,stock_qty,cost',
      `${first.sku},"Ring, goud",5,1299.00`,
      'NO-SUCH-SKU,x,1,10.00',
      `${second.sku},x,12.5,"12,50"`,
      `${third.sku},x,-2,0`,
      `${first.sku},x,1,1.00`,
      `${second.sku},x,1`,
    ].join('\r\n');
    const refused = await importCsv(shop(), merchandiser.token, file);
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({
      'rows.3.sku': 'Unknown SKU "NO-SUCH-SKU"',
      'rows.4.stock_qty': '"12.5" is not a whole number',
      'rows.4.cost': '"12,50" is not an amount in euros with a dot, such as 1299.00',
      'rows.5.stock_qty': 'Stock cannot be negative',
      'rows.5.cost': 'The price must be above 0',
      'rows.6.sku': 'This SKU is in row 2 too',
      'rows.7': '3 fields instead of 4',
      ...(third === first ? { 'rows.5.sku': 'This SKU is in row 2 too' } : {}),
    });
    expect(await storedVariant(shop(), first.id)).toMatchObject({ stockQty: 10, cost: first.cost });

    const header = async (text: string, lang = 'en') => (await importCsv(shop(), merchandiser.token, text, lang)).body.error?.fields;
    expect(await header(`sku;stock_qty\r\n${first.sku};3\r\n`)).toEqual({ header: 'Separate the columns with commas, not semicolons. Expected: sku,title,stock_qty,cost,active' });
    expect(await header(`sku,price\r\n${first.sku},3\r\n`)).toEqual({ header: 'Unknown column "price". Expected: sku,title,stock_qty,cost,active' });
    expect(await header(`sku,title\r\n${first.sku},x\r\n`)).toEqual({ header: expect.stringContaining('A column is missing') });
    expect(await header('')).toEqual({ header: expect.stringContaining('The file is empty') });
    expect(await header('sku,stock_qty\r\n')).toEqual({ file: 'The file has only a header' });
    expect(await header(`sku,stock_qty\r\n"${first.sku},3\r\n`)).toEqual({ 'rows.2': 'A quote is never closed' });
    expect(await header(`sku,stock_qty\r\n${first.sku},3\u0000\r\n`)).toEqual({ file: expect.any(String) });
    expect(await header(`sku,stock_qty\r\nONBEKEND,3\r\n`, 'nl')).toEqual({ 'rows.2.sku': 'Onbekende SKU "ONBEKEND"' });
    expect((await importCsv(shop(), merchandiser.token, `sku,stock_qty\r\n${first.sku},3\r\n`, 'en', 'application/json')).status).toBe(400);
    // Size-limited like every other body (BODY_LIMIT_BYTES, 1 MB by default).
    const huge = await importCsv(shop(), merchandiser.token, `sku,stock_qty\r\n${`${first.sku},3\r\n`.repeat(80_000)}`);
    expect([huge.status, huge.body.error.code]).toEqual([413, 'payload_too_large']);
    // A byte order mark and bare LF line ends are fine.
    const ok = await importCsv(shop(), merchandiser.token, `\uFEFFsku,stock_qty\n${first.sku},3\n`);
    expect(ok.body.data).toEqual({ rows: 1, changed: 1, restock_mails: 0 });
    expect(await storedVariant(shop(), first.id)).toMatchObject({ stockQty: 3, cost: first.cost });
  });

  it('mails a "notify me" subscriber once, in their language, when a CSV import brings the variant back', async () => {
    const merchandiser = await newStaff(shop(), 'merchandiser');
    const { variants, id, slug } = await productWithVariants(shop(), 6);
    const [soldOut, other] = variants;
    await shop().database.db.update(productConfigurations).set({ stockQty: 0 }).where(inArray(productConfigurations.id, [soldOut!.id, other!.id]));
    const english = newEmail('notify');
    const dutch = newEmail('notify');
    const subscribe = (email: string, sku: string, lang: string) => send(shop(), 'POST', `${API}/products/${id}/stock-notifications?lang=${lang}`, { email, configuration_id: sku });
    expect((await subscribe(english, soldOut!.sku, 'en')).status).toBe(201);
    expect((await subscribe(dutch, soldOut!.sku, 'nl')).status).toBe(201);
    expect((await subscribe(english, other!.sku, 'en')).status).toBe(201);

    const restocked = await importCsv(shop(), merchandiser.token, `sku,stock_qty\r\n${soldOut!.sku},5\r\n`);
    expect(restocked.body.data).toEqual({ rows: 1, changed: 1, restock_mails: 2 });
    const [mail, ...more] = await restockMailsTo(shop(), english);
    expect(more).toHaveLength(0);
    const title = (await publicProduct(shop(), slug, 'en')).body.data.mixedTranslation.title;
    expect(mail).toMatchObject({ language: 'en', subject: `${title} is back in stock` });
    expect(mail!.text).toContain(`${OWN_ORIGIN}/en/product/${slug}?configuration_id=${encodeURIComponent(soldOut!.sku)}`);
    expect(mail!.html).toContain('<html lang="en">');
    const [dutchMail] = await restockMailsTo(shop(), dutch);
    expect(dutchMail).toMatchObject({ language: 'nl', subject: expect.stringMatching(/ is weer op voorraad$/) });
    expect(dutchMail!.text).toContain(`${OWN_ORIGIN}/product/${slug}?configuration_id=`);
    const subscriptions = await shop().database.db.select().from(stockNotifications).where(eq(stockNotifications.productId, id));
    expect(subscriptions.filter((row) => row.configurationId === soldOut!.id).every((row) => row.notifiedAt !== null)).toBe(true);
    // The other variant is still sold out: its subscriber waits.
    expect(subscriptions.find((row) => row.configurationId === other!.id)!.notifiedAt).toBeNull();

    // Sold out and back again: nobody is mailed twice.
    expect((await importCsv(shop(), merchandiser.token, `sku,stock_qty\r\n${soldOut!.sku},0\r\n`)).body.data.restock_mails).toBe(0);
    expect((await importCsv(shop(), merchandiser.token, `sku,stock_qty\r\n${soldOut!.sku},2\r\n`)).body.data.restock_mails).toBe(0);
    expect(await restockMailsTo(shop(), english)).toHaveLength(1);
    expect(await restockMailsTo(shop(), dutch)).toHaveLength(1);

    // A bulk edit brings the other variant back: its subscriber gets theirs.
    const bulk = await staffCall(shop(), 'PATCH', '/admin/catalogue/variants', { staff: merchandiser.token, body: { rows: [{ configuration_id: other!.id, stock_qty: 1 }] } });
    expect(bulk.body.data).toEqual({ changed: 1, restock_mails: 1 });
    expect(await restockMailsTo(shop(), english)).toHaveLength(2);
  });

  it('sets a product’s sale and publishing: the storefront shows the sale, an unpublished product is gone; each change audited', async () => {
    const merchandiser = await newStaff(shop(), 'merchandiser');
    const { id, slug, variants } = await productWithVariants(shop(), 7);
    const cheapest = Math.min(...variants.map((variant) => variant.cost));
    const edit = (body: unknown, productId = id) => staffCall(shop(), 'PATCH', `/admin/catalogue/products/${productId}?lang=en`, { staff: merchandiser.token, body });
    const endsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();

    const sale = await edit({ sale: { value: 20, ends_at: endsAt } });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    expect(sale.body.data).toMatchObject({ id, slug, active: true, sale_value: 20, sale_ends_at: endsAt, min_cost: cheapest, price: Math.round(cheapest - (cheapest * 20) / 100) });
    const shown = (await publicProduct(shop(), slug)).body.data;
    expect(shown).toMatchObject({ sale: true, sale_value: 20, sale_ends_at: endsAt });

    const problems = await edit({ sale: { value: 95, ends_at: null } });
    expect(problems.status).toBe(422);
    expect(Object.keys(problems.body.error.fields)).toEqual(['sale.value']);
    expect((await edit({ sale: { value: 10, ends_at: '2020-01-01T00:00:00Z' } })).body.error.fields).toEqual({ 'sale.ends_at': 'Choose a moment in the future' });
    expect((await edit({ sale: { value: 0, ends_at: endsAt } })).body.error.fields).toEqual({ 'sale.ends_at': expect.stringContaining('belongs to a sale') });
    expect((await edit({})).status).toBe(422);
    expect((await edit({ active: false }, 2_000_000_000)).status).toBe(404);

    const unpublished = await edit({ active: false });
    expect(unpublished.body.data).toMatchObject({ active: false, sale_value: 20 });
    expect((await publicProduct(shop(), slug)).status).toBe(404);
    const listed = (await shop().get(`${API}/system-catalog?count=100`)).body.data.map((product: { id: number }) => product.id);
    expect(listed).not.toContain(id);

    const ended = await edit({ active: true, sale: { value: 0, ends_at: null } });
    expect(ended.body.data).toMatchObject({ active: true, sale_value: 0, sale_ends_at: null, price: cheapest });
    expect((await publicProduct(shop(), slug)).body.data).toMatchObject({ sale: false, sale_value: 0, sale_ends_at: null });

    const entries = await auditOf(shop(), 'product', [id]);
    expect(entries.map((entry) => [entry.action, entry.staffEmail, entry.before, entry.after])).toEqual([
      ['product.update', merchandiser.email, { sale_value: 0, sale_ends_at: null }, { sale_value: 20, sale_ends_at: endsAt }],
      ['product.update', merchandiser.email, { active: true }, { active: false }],
      ['product.update', merchandiser.email, { sale_value: 20, sale_ends_at: endsAt, active: false }, { sale_value: 0, sale_ends_at: null, active: true }],
    ]);
  });

  it('is in the OpenAPI document with its answers', async () => {
    const { paths } = (await shop().get(`${API}/openapi.json`)).body;
    expect(Object.keys(paths['/api/v1/admin/catalogue/variants']).sort()).toEqual(['get', 'patch']);
    expect(Object.keys(paths['/api/v1/admin/catalogue/products/{id}'])).toEqual(['patch']);
    expect(Object.keys(paths['/api/v1/admin/catalogue/import'].post.requestBody.content)).toEqual(['text/csv']);
    expect(Object.keys(paths['/api/v1/admin/catalogue/export'].get.responses['200'].content)).toEqual(['text/csv']);
  });
});
