import { asc, eq, isNotNull } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import {
  blocks,
  blogCategoryTranslations,
  blogPostTranslations,
  cartItems,
  carts,
  categories,
  collections,
  discountCodes,
  media,
  orderProducts,
  orders,
  materials,
  pages,
  productConfigurations,
  products,
  shippingAddresses,
  users,
} from '../../api/db/schema';
import { issueAccessToken } from '../../api/lib/auth';
import { DEMO_CUSTOMER } from '../../api/seed/demo-customer';
import { checkBlock } from '../../host/lib/block-check';
import { API, OWN_ORIGIN } from './account-helpers';
import { cartThroughApi, send } from './checkout-helpers';
import { operationsOf, requestArbitrary, type FuzzContext, type FuzzRequest, type OpenApiDocument, type Operation } from './fuzz-requests';
import { describeOnEachDatabase, type TestShop } from './harness';
import { newStaff, STAFF_PASSWORD, staffCall, staffCookie } from './staff-helpers';

/*
 * The API fuzzer: for every operation of the live /api/v1/openapi.json, FUZZ_RUNS generated
 * requests (default 50; tests/api/fuzz-requests.ts), signed in or not, with the demo shop's real
 * ids and carts mixed with hostile values; the back office's operations as an admin (its staff
 * cookie), with the storefront's block check as the host gives it. Every answer must be below 500, every failure in the
 * JSON error shape, and no body may show a stack, SQL or a database error. FUZZ_SEED replays a
 * run; FUZZ_OPS (a regular expression on "METHOD /path") picks operations.
 */
const RUNS = Number(process.env.FUZZ_RUNS) || 50;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const ONLY = process.env.FUZZ_OPS ? new RegExp(process.env.FUZZ_OPS) : undefined;

/** What a body must never show: stack frames, SQL, database errors and their SQLSTATE codes. */
const leaks = [
  /\n\s+at\s/,
  /\bat\s+\S+\s+\(?[^()\s]+:\d+:\d+/,
  /SQLSTATE|postgres|pglite|drizzle/i,
  /\b(?:select|insert|update|delete)\b[^"]{0,200}\b(?:from|into|set|where)\b/i,
  /violates|out of range for type|invalid input syntax|invalid byte sequence|unsupported Unicode escape|syntax error at|relation "|column "/i,
  /\b(?:22003|22021|22P02|22P05|23502|23503|23505|23514|40001|40P01|42601|42703|42P01|57014)\b/,
  /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|URIError)\b/,
];

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** What is wrong with an answer, if anything. */
function problemsOf(answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (answer.status >= 400) {
    let body: { error?: { code?: unknown; message?: unknown } } | undefined;
    try {
      body = JSON.parse(answer.text);
    } catch {
      problems.push(`not JSON (${answer.contentType || 'no content type'})`);
    }
    if (!answer.contentType.includes('application/json')) problems.push(`content type ${answer.contentType}`);
    if (body && (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string')) problems.push('no error.code / error.message');
    for (const pattern of leaks) if (pattern.test(answer.text)) problems.push(`body matches ${pattern}`);
  }
  return problems;
}

/** The demo shop's ids, slugs, SKUs, a cart, lists and the demo customer's orders and addresses. */
async function fuzzContext(shop: TestShop): Promise<FuzzContext & { userId: number }> {
  const db = shop.database.db;
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CUSTOMER.email));
  const productRows = await db.select({ id: products.id, slug: products.slug }).from(products).where(eq(products.active, true)).orderBy(asc(products.id)).limit(5);
  const configurationRows = await db.select({ id: productConfigurations.id, sku: productConfigurations.sku }).from(productConfigurations).orderBy(asc(productConfigurations.id)).limit(5);
  const cart = await cartThroughApi(shop, configurationRows[0]!.sku);
  const [cartRow] = await db.select({ id: carts.id }).from(carts).where(eq(carts.uniqueId, cart));
  const itemRows = await db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.cartId, cartRow!.id));
  const wishlist = (await send(shop, 'POST', `${API}/wishlists`, { baggage: [{ sku: configurationRows[1]!.sku }] })).body.data.unique_id as string;
  const comparison = (await send(shop, 'POST', `${API}/comparisons`, { baggage: [{ sku: configurationRows[2]!.sku }] })).body.data.unique_id as string;
  const orderRows = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, customer!.id));
  const orderProductRows = orderRows.length > 0 ? await db.select({ id: orderProducts.id }).from(orderProducts).where(eq(orderProducts.orderId, orderRows[0]!.id)) : [];
  const addressRows = await db.select({ id: shippingAddresses.id }).from(shippingAddresses).where(eq(shippingAddresses.userId, customer!.id));
  const pageRows = await db.select({ id: pages.id, slug: pages.slug }).from(pages).limit(3);
  const blockRows = await db.select({ id: blocks.id, key: blocks.key }).from(blocks).where(isNotNull(blocks.key)).limit(3);
  const collectionRows = await db.select({ id: collections.id, slug: collections.slug }).from(collections).limit(3);
  const categoryTaxa = await db.select({ id: categories.id, sku: categories.sku }).from(categories).limit(3);
  const materialTaxa = await db.select({ sku: materials.sku }).from(materials).limit(3);
  const postRows = await db.select({ slug: blogPostTranslations.slug }).from(blogPostTranslations).limit(3);
  const categoryRows = await db.select({ slug: blogCategoryTranslations.slug }).from(blogCategoryTranslations).limit(3);
  const codeRows = await db.select({ code: discountCodes.code }).from(discountCodes).limit(2);
  const mediaRows = await db.select({ id: media.id, name: media.originalName }).from(media).where(isNotNull(media.body)).limit(3);
  const ids = (rows: { id: number }[]) => rows.map((row) => String(row.id));
  const skus = configurationRows.map((row) => row.sku);
  return {
    userId: customer!.id,
    media: mediaRows.map((row) => ({ id: String(row.id), name: row.name })),
    idsByPath: {
      [`${API}/products/{id}`]: [...ids(productRows), ...productRows.map((row) => row.slug)],
      [`${API}/products/{id}/stock-notifications`]: ids(productRows),
      [`${API}/product-configurations/{id}`]: [...ids(configurationRows), ...skus],
      [`${API}/pages/{id}`]: [...ids(pageRows), ...pageRows.map((row) => row.slug)],
      [`${API}/blocks/{id}`]: [...ids(blockRows), ...blockRows.map((row) => row.key!)],
      [`${API}/carts/items/{id}`]: ids(itemRows),
      [`${API}/carts/{id}`]: [cart],
      [`${API}/carts/{id}/start-checkout`]: [cart],
      [`${API}/orders/{id}`]: ids(orderRows),
      [`${API}/users/addresses/shipping/{id}`]: ids(addressRows),
    },
    byName: {
      cart_unique_id: [cart],
      unique_id: [wishlist, comparison],
      configuration_id: skus,
      sku: skus,
      product_configuration_id: ids(configurationRows),
      product_id: ids(productRows),
      order_id: ids(orderRows),
      order_product_id: ids(orderProductRows),
      email: [DEMO_CUSTOMER.email, 'nieuw@example.com'],
      contact_email: ['koper@example.nl'],
      password: [DEMO_CUSTOMER.password, 'another good password'],
      current_password: [DEMO_CUSTOMER.password],
      slug: [...collectionRows.map((row) => row.slug), ...postRows.map((row) => row.slug)],
      category: categoryRows.map((row) => row.slug),
      type: ['countries', 'badges', 'materials', 'stones'],
      country: ['NL', 'BE', 'DE'],
      lang: ['nl', 'en', 'de'],
      discount_code: codeRows.map((row) => row.code),
      shipping_rate_id: ['postnl-insured'],
      url: ['/', '/catalog', 'https://example.com/x'],
      search: ['ring', 'goud'],
      visitor_id: ['visitor-1234567'],
      provider: ['google'],
      'categories_sku[]': categoryTaxa.map((row) => row.sku),
      'materials_sku[]': materialTaxa.map((row) => row.sku),
      'categories[]': ids(categoryTaxa),
      'collections[]': ids(collectionRows),
    },
  };
}

/** The back office's API: signed in there by the staff cookie (an admin's), never by a customer's token. */
const isAdminPath = (url: string) => url.startsWith(`${API}/admin/`);

async function sendFuzzed(shop: TestShop, request: FuzzRequest, token: string, staffToken: string): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': request.clientAddress };
  if (request.contentType) headers['content-type'] = request.contentType;
  if (request.auth === 'bearer') headers.authorization = `Bearer ${token}`;
  if (request.auth === 'cookie' || request.auth === 'cookie-foreign-origin') {
    headers.cookie = isAdminPath(request.url) ? `staff_session_v1=${staffToken}` : `access_token_v1=${token}`;
    headers.origin = request.auth === 'cookie' ? OWN_ORIGIN : 'https://evil.example';
  }
  const response = await shop.app.request(request.url, { method: request.method, headers, ...(request.body === undefined ? {} : { body: request.body }) });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
}

const operationName = (operation: Operation) => `${operation.method} ${operation.path}`;
const shorten = (text: string, length = 300) => (text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text);

describeOnEachDatabase('API fuzzer from the OpenAPI document', (shop) => {
  let operations: Operation[] = [];
  let context: FuzzContext & { userId: number };
  let admin: { id: number; email: string };

  beforeAll(async () => {
    const document = await shop().get(`${API}/openapi.json`);
    operations = operationsOf(document.body as OpenApiDocument);
    context = await fuzzContext(shop());
    admin = await newStaff(shop(), 'admin');
    const staffIds = [String(admin.id)];
    const mediaIds = (await shop().database.db.select({ id: media.id }).from(media).orderBy(asc(media.id)).limit(3)).map((row) => String(row.id));
    const pageIds = (await shop().database.db.select({ id: pages.id }).from(pages).orderBy(asc(pages.id)).limit(3)).map((row) => String(row.id));
    Object.assign(context.idsByPath, {
      [`${API}/admin/pages/{id}`]: pageIds,
      [`${API}/admin/media/{id}`]: mediaIds,
      [`${API}/admin/staff/{id}`]: staffIds,
    });
  });

  /** A fresh staff sign-in (an earlier operation may have signed out everywhere or changed the password). */
  async function staffSession(): Promise<string> {
    const answer = await staffCall(shop(), 'POST', '/admin/sessions', { body: { email: admin.email, password: STAFF_PASSWORD } });
    return staffCookie(answer.headers)?.token ?? 'signed-out';
  }

  it('answers every generated request below 500, failures as JSON errors, without internals', { timeout: Math.max(180_000, RUNS * 3_000) }, async () => {
    const started = Date.now();
    const lines: string[] = [];
    const violations: string[] = [];
    let cases = 0;
    let fuzzed = 0;
    for (const [index, operation] of operations.entries()) {
      if (ONLY && !ONLY.test(operationName(operation))) continue;
      fuzzed += 1;
      // A fresh sign-in per operation: an earlier DELETE /authorizations may have ended the last one.
      const { token } = await issueAccessToken(shop().database.db, context.userId);
      const staffToken = operation.path.startsWith(`${API}/admin/`) ? await staffSession() : '';
      const statuses = new Map<number, number>();
      const requests = fc.sample(requestArbitrary(operation, context), { numRuns: RUNS, seed: SEED + index });
      for (const [run, request] of requests.entries()) {
        const answer = await sendFuzzed(shop(), request, token, staffToken);
        cases += 1;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const problems = problemsOf(answer);
        if (problems.length > 0) {
          violations.push(
            `${operationName(operation)} run ${run} (FUZZ_SEED=${SEED} FUZZ_OPS='^${operation.method} ${operation.path}$'): ${problems.join('; ')}\n` +
              `  ${request.method} ${shorten(request.url)} auth=${request.auth} content-type=${request.contentType ?? '-'}\n` +
              `  body: ${request.body === undefined ? '-' : shorten(JSON.stringify(request.body))}\n  answer: ${answer.status} ${shorten(answer.text)}`,
          );
        }
      }
      const seen = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
      lines.push(`  ${operationName(operation).padEnd(58)} ${String(requests.length).padStart(4)} cases  ${seen.join(' ')}`);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      `API fuzzer: ${fuzzed} operations, ${cases} cases, ${violations.length} violations in ${seconds} s (seed ${SEED}; replay with FUZZ_SEED=${SEED})\n${lines.join('\n')}`,
    );
    if (violations.length > 0) console.info(`API fuzzer violations (first 20 of ${violations.length}):\n${violations.slice(0, 20).join('\n')}`);
    expect(fuzzed).toBeGreaterThan(0);
    expect(violations.length, violations.slice(0, 5).join('\n')).toBe(0);
  });
}, { deps: () => ({ checkBlock }) });
