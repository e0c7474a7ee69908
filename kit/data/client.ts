import './zod-no-eval';
import { z } from 'zod';
import type { CatalogRequest } from '../../domain/catalogue/query';
import type { addCartItemRequestSchema, ListKind, saveListRequestSchema, UpdateCartItemRequest } from '../../api/contract/index';
import { dataEnvelope } from '../../api/contract/common';
import { errorResponseSchema } from '../../api/contract/errors';
import { type Locale } from '../../domain/locale';
import { ApiError } from './api-error';
import type { AnswerMemo } from './answer-memo';
import type {
  changePasswordRequestSchema,
  recoverPasswordRequestSchema,
  ShippingAddressInput,
  signInRequestSchema,
  signUpRequestSchema,
  updateUserRequestSchema,
} from '../../api/contract/accounts';
import type { OrderListResponse, returnRequestInputSchema, UpdateOrderRequest } from '../../api/contract/orders';
import type { CatalogResponse } from '../../api/contract/products';
import type {
  CheckoutRequest,
  expressCheckoutRequestSchema,
  finishImmediatelyRequestSchema,
  GiftCardRequest,
  UnbindGiftCardRequest,
  ShippingRate,
  UpdateCheckoutCartRequest,
} from '../../api/contract/checkout';
import type { BlogCommentRequest, BlogPostPage, BlogPostType } from '../../api/contract/blog';

// Each area's contract (its zod schemas) loads with the first call that reads it. Building every
// schema of the API at once took one long task of ~90 ms on a phone's CPU when the shop runtime
// started (a returning shopper's cart): now the runtime builds the cart's and the lists' alone.
const settingsContract = () => import('../../api/contract/settings');
const contentContract = () => import('../../api/contract/content');
const catalogContract = () => import('../../api/contract/catalog');
const productsContract = () => import('../../api/contract/products');
const cartContract = () => import('../../api/contract/cart');
const listsContract = () => import('../../api/contract/lists');
const checkoutContract = () => import('../../api/contract/checkout');
const accountsContract = () => import('../../api/contract/accounts');
const ordersContract = () => import('../../api/contract/orders');
const marketingContract = () => import('../../api/contract/marketing');
const blogContract = () => import('../../api/contract/blog');

/** A schema, or how to get it from its contract module. */
type SchemaSource<T extends z.ZodType> = T | (() => Promise<T>);

/** The schema `pick` takes from a contract module, built once, when the module has loaded. */
function from<M, T extends z.ZodType>(load: () => Promise<M>, pick: (module: M) => T): () => Promise<T> {
  let schema: Promise<T> | undefined;
  return () =>
    (schema ??= load().then(pick, (error: unknown) => {
      // A chunk that did not load is asked for again by the next call.
      schema = undefined;
      throw error;
    }));
}

const resolve = <T extends z.ZodType>(source: SchemaSource<T>): Promise<T> | T => (typeof source === 'function' ? source() : source);

/** The response schemas the client reads, each built once, when its contract first loads. */
const schemas = {
  catalogResponse: from(productsContract, (m) => m.catalogResponseSchema),
  languageList: from(settingsContract, (m) => z.array(m.languageSchema)),
  bootstrap: from(settingsContract, (m) => m.bootstrapSchema),
  page: from(contentContract, (m) => m.pageSchema),
  block: from(contentContract, (m) => m.blockSchema),
  discountCampaignOrNull: from(marketingContract, (m) => m.discountCampaignSchema.nullable()),
  popupList: from(marketingContract, (m) => z.array(m.popupSchema)),
  filters: from(catalogContract, (m) => m.filtersSchema),
  collectionList: from(catalogContract, (m) => z.array(m.collectionSchema)),
  cacheVersions: from(settingsContract, (m) => m.cacheVersionsSchema),
  product: from(productsContract, (m) => m.productSchema),
  configuration: from(productsContract, (m) => m.configurationSchema),
  collection: from(catalogContract, (m) => m.collectionSchema),
  cart: from(cartContract, (m) => m.cartSchema),
  rates: from(checkoutContract, (m) => m.ratesResponseSchema.shape.data),
  checkoutResult: from(checkoutContract, (m) => m.checkoutResultSchema),
  stripeSession: from(checkoutContract, (m) => m.stripeSessionSchema),
  checkoutOrder: from(checkoutContract, (m) => m.checkoutOrderSchema),
  paymentGatewayList: from(checkoutContract, (m) => z.array(m.paymentGatewaySchema)),
  paymentMethodOptionList: from(checkoutContract, (m) => z.array(m.paymentMethodOptionSchema)),
  savedListWithItems: from(listsContract, (m) => m.savedListWithItemsSchema),
  savedList: from(listsContract, (m) => m.savedListSchema),
  authorization: from(accountsContract, (m) => m.authorizationSchema),
  acceptedSuccess: from(accountsContract, (m) => z.union([m.acceptedSchema, m.successSchema])),
  success: from(accountsContract, (m) => m.successSchema),
  successAccepted: from(accountsContract, (m) => z.union([m.successSchema, m.acceptedSchema])),
  user: from(accountsContract, (m) => m.userSchema),
  shippingAddressList: from(accountsContract, (m) => z.array(m.shippingAddressSchema)),
  shippingAddress: from(accountsContract, (m) => m.shippingAddressSchema),
  orderListResponse: from(ordersContract, (m) => m.orderListResponseSchema),
  order: from(ordersContract, (m) => m.orderSchema),
  tracking: from(ordersContract, (m) => m.trackingSchema),
  returnRequest: from(ordersContract, (m) => m.returnRequestSchema),
  blogCategoryList: from(blogContract, (m) => z.array(m.blogCategorySchema)),
  blogCategory: from(blogContract, (m) => m.blogCategorySchema),
  blogPostPage: from(blogContract, (m) => m.blogPostPageSchema),
  blogPost: from(blogContract, (m) => m.blogPostSchema),
  blogPostOrNull: from(blogContract, (m) => m.blogPostSchema.nullable()),
  blogCommentAccepted: from(blogContract, (m) => m.blogCommentAcceptedSchema),
};

/** How a request reaches the API: in process (`app.fetch`) on the server, `fetch` over HTTP otherwise. */
export type Transport = (request: Request) => Promise<Response>;

export const API_PATH = '/api/v1';

export { ApiError };

export interface ApiClientOptions {
  transport: Transport;
  /** Origin the request URLs are built on; any origin works for the in-process transport. */
  origin: string;
  lang: Locale;
  /** Bearer token of a signed-in customer. */
  token?: string;
  /** Where reads keep their checked answers to reuse (the server's client; kit/data/answer-memo.ts). */
  answers?: AnswerMemo;
}

type Query = Record<string, string | number | boolean | (string | number)[] | undefined>;

/** The typed API client: every response is checked against the contract before it is used. */
export function createApiClient(options: ApiClientOptions) {
  async function get<T extends z.ZodType>(path: string, schema: SchemaSource<T>, query: Query = {}, root = false, whole?: SchemaSource<z.ZodType>): Promise<z.infer<T>> {
    const url = new URL(`${root ? '' : API_PATH}${path}`, options.origin);
    url.searchParams.set('lang', options.lang);
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) value.forEach((item) => url.searchParams.append(`${key}[]`, String(item)));
      else url.searchParams.set(key, String(value));
    }
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': options.lang, lang: options.lang });
    if (options.token) headers.set('Authorization', `Bearer ${options.token}`);

    return read(path, schema, () => options.transport(new Request(url, { headers })), whole, url.href);
  }

  /**
   * Calls, maps errors, and checks the body: `{ data: schema }`, or `whole` for the entire body. A
   * read (`url` given) reuses the answer checked before when the same text comes again
   * (`options.answers`).
   */
  async function read<T extends z.ZodType>(path: string, source: SchemaSource<T>, call: () => Promise<Response>, wholeSource?: SchemaSource<z.ZodType>, url?: string): Promise<z.infer<T>> {
    // The contract loads while the request is on its way (handled here, awaited after the answer).
    const ready = Promise.all([resolve(source), wholeSource === undefined ? undefined : resolve(wholeSource)]);
    ready.catch(() => undefined);
    let response: Response;
    try {
      response = await call();
    } catch (cause) {
      throw new ApiError(503, 'network_error', cause instanceof Error ? cause.message : String(cause));
    }
    const text = await response.text().catch(() => '');
    const answers = url === undefined ? undefined : options.answers;
    const schemaKey = wholeSource ?? source;
    const known = response.ok ? answers?.recall(url!, schemaKey, text) : undefined;
    if (known) return known.data as z.infer<T>;
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: handled as an unexpected answer below
    }
    if (!response.ok) {
      const parsed = errorResponseSchema.safeParse(body);
      if (parsed.success) {
        const { code, message, fields } = parsed.data.error;
        throw new ApiError(response.status, code, message, fields);
      }
      throw new ApiError(response.status, 'unexpected', typeof body === 'string' ? body : JSON.stringify(body));
    }
    const [schema, whole] = await ready;
    const parsed = (whole ?? dataEnvelope(schema)).safeParse(body);
    if (!parsed.success) {
      throw new ApiError(502, 'contract_mismatch', `${path}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    }
    const data = whole ? (parsed.data as z.infer<T>) : (parsed.data as { data: z.infer<T> }).data;
    return answers ? answers.keep(url!, schemaKey, text, response, data) : data;
  }

  /** A paginated read answering `{ data, meta }`. */
  async function getWithMeta(path: string, query: CatalogRequest): Promise<CatalogResponse> {
    const envelope = await get(path, z.unknown(), { ...query } as Query, false, schemas.catalogResponse);
    return envelope as CatalogResponse;
  }

  /**
   * A write (POST/PUT/PATCH/DELETE); same error handling as reads. A body is sent as JSON, or a
   * FormData as multipart/form-data (an upload: the browser sets the Content-Type with its
   * boundary). Without a body (a DELETE that names its target in the query) no Content-Type is
   * sent: the API rejects an empty JSON body.
   */
  async function send<T extends z.ZodType>(method: string, path: string, body: unknown, schema: SchemaSource<T>, query: Query = {}, whole?: SchemaSource<z.ZodType>): Promise<z.infer<T>> {
    const url = new URL(`${API_PATH}${path}`, options.origin);
    url.searchParams.set('lang', options.lang);
    for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': options.lang, lang: options.lang });
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers.set('Content-Type', 'application/json');
    if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
    const init: RequestInit = body === undefined ? { method, headers } : { method, headers, body: form ? body : JSON.stringify(body) };
    return read(path, schema, () => options.transport(new Request(url, init)), whole);
  }

  return {
    languages: () => get('/languages', schemas.languageList),
    bootstrap: () => get('/bootstrap', schemas.bootstrap),
    page: (idOrSlug: string | number) => get(`/pages/${encodeURIComponent(String(idOrSlug))}`, schemas.page),
    block: (idOrKey: string | number) => get(`/blocks/${encodeURIComponent(String(idOrKey))}`, schemas.block),
    /** GET /campaign-discount: the running discount campaign (top banner, popup, banner), or null. */
    campaign: () => get('/campaign-discount', schemas.discountCampaignOrNull),
    /** GET /popups?url=: the popups running for a page, highest priority first. */
    popups: (url: string) => get('/popups', schemas.popupList, { url }),
    filters: () => get('/filters', schemas.filters),
    collections: () => get('/collections', schemas.collectionList),
    cacheVersions: () => get('/cv', schemas.cacheVersions, {}, true),
    /** `/system-catalog[/{slug}]`: one page of the listing; array filters are sent as `name[]`. */
    catalog: (query: CatalogRequest, slug?: string) =>
      getWithMeta(slug ? `/system-catalog/${encodeURIComponent(slug)}` : '/system-catalog', query),
    product: (idOrSlug: string | number) => get(`/products/${encodeURIComponent(String(idOrSlug))}`, schemas.product),
    productConfiguration: (id: string | number) => get(`/product-configurations/${encodeURIComponent(String(id))}`, schemas.configuration),
    collection: (slug: string) => get(`/collections/${encodeURIComponent(slug)}`, schemas.collection),
    /** Ask to be mailed when a sold-out configuration is back. */
    notifyWhenInStock: (productId: number, body: { email: string; configuration_id: string }) =>
      send('POST', `/products/${productId}/stock-notifications`, body, z.object({ created: z.boolean() })),

    /** A cart priced from the catalogue now. */
    cart: (uniqueId: string) => get('/carts', schemas.cart, { cart_unique_id: uniqueId }),
    /** Add a configuration; without a known `cart_unique_id` the answer is a new cart (store its id). */
    addCartItem: (body: AddCartItemInput) => send('POST', '/carts/items', body, schemas.cart),
    updateCartItem: (itemId: number, body: UpdateCartItemRequest) => send('PATCH', `/carts/items/${itemId}`, body, schemas.cart),
    removeCartItem: (itemId: number, cartUniqueId: string) =>
      send('DELETE', `/carts/items/${itemId}`, undefined, schemas.cart, { cart_unique_id: cartUniqueId }),
    /** POST /carts/map-images: a map line's merged image (a 1200 × 1200 PNG), as multipart/form-data. */
    uploadMapImage: (cartUniqueId: string, itemId: number, image: Blob) => {
      const form = new FormData();
      form.set('cart_unique_id', cartUniqueId);
      form.set('item_id', String(itemId));
      form.set('file', image, 'map.png');
      return send('POST', '/carts/map-images', form, schemas.cart);
    },

    // Checkout (the cart's unique id is what proves the cart is the shopper's; a signed-in
    // customer's cookie rides along in the browser, so start-checkout can bind the account).
    /** GET /checkout/get-cart: the cart as the checkout pages read it (same shape as GET /carts). */
    checkoutCart: (uniqueId: string) => get('/checkout/get-cart', schemas.cart, { cart_unique_id: uniqueId }),
    /** PATCH /carts/{id}/start-checkout: binds the signed-in customer and pre-fills contact e-mail and default address. */
    startCheckout: (uniqueId: string) => send('PATCH', `/carts/${encodeURIComponent(uniqueId)}/start-checkout`, undefined, schemas.cart),
    /** PATCH /carts/{id}: the checkout form's fields (absent: unchanged, null: cleared); 422 `fields.discount_code` for a bad code. */
    updateCheckoutCart: (uniqueId: string, body: UpdateCheckoutCartRequest) => send('PATCH', `/carts/${encodeURIComponent(uniqueId)}`, body, schemas.cart),
    /** POST /orders/rates: rates for the cart's address, or for `country` before one is saved. */
    shippingRates: async (body: { cart_unique_id: string; country?: string }): Promise<ShippingRate[]> =>
      (await send('POST', '/orders/rates', body, schemas.rates)).rates,
    bindGiftCard: (body: GiftCardRequest) => send('POST', '/carts/bind-gift-card', body, schemas.cart),
    unbindGiftCard: (body: UnbindGiftCardRequest) => send('POST', '/carts/unbind-gift-card', body, schemas.cart),
    /** POST /carts/checkout: places the order (once per cart) and says how to pay it; 422 `checkout_incomplete`, 409 `insufficient_stock`. */
    checkout: (body: CheckoutRequest) => send('POST', '/carts/checkout', body, schemas.checkoutResult),
    /** POST /carts/checkout/finish-immediately: bank transfer, or nothing left to pay after gift cards. */
    finishImmediately: (body: z.input<typeof finishImmediatelyRequestSchema>) =>
      send('POST', '/carts/checkout/finish-immediately', body, schemas.checkoutResult),
    /** POST /carts/checkout/express: Apple Pay / Google Pay with the wallet's contact and address. */
    expressCheckout: (body: z.input<typeof expressCheckoutRequestSchema>) =>
      send('POST', '/carts/checkout/express', body, schemas.checkoutResult),
    /** POST /carts/checkout/stripe/session: a hosted Stripe Checkout page for the cart's order. */
    createStripeSession: (body: { cart_unique_id: string; return_path?: string }) => send('POST', '/carts/checkout/stripe/session', body, schemas.stripeSession),
    /** GET /carts/checkout/stripe/session: the hosted page's state (open, complete, expired). */
    stripeSession: (query: { cart_unique_id: string; session_id?: string }) => get('/carts/checkout/stripe/session', schemas.stripeSession, query),
    /** POST /checkout/paypal/capture: takes the approved PayPal payment for the cart's order. */
    capturePaypal: (body: { cart_unique_id: string }) => send('POST', '/checkout/paypal/capture', body, schemas.checkoutOrder),
    /** GET /checkout/get-order: the success page's order (the cart's last order without `order_id`). */
    checkoutOrder: (query: { cart_unique_id: string; order_id?: number }) => get('/checkout/get-order', schemas.checkoutOrder, query),
    /** GET /payment-gateways: configured providers with their public keys. */
    paymentGateways: () => get('/payment-gateways', schemas.paymentGatewayList),
    /** GET /payment-methods: what the shopper can choose, in display order (bank transfer at least). */
    paymentMethods: () => get('/payment-methods', schemas.paymentMethodOptionList),

    /** A wishlist or comparison list with its display items. */
    list: (kind: ListKind, uniqueId: string) => get(listPaths[kind], schemas.savedListWithItems, { unique_id: uniqueId }),
    /** Store a list's full baggage (replaces the stored one); without a known id a new list is made. */
    saveList: (kind: ListKind, body: SaveListInput) => send('POST', listPaths[kind], body, schemas.savedList),

    // Accounts. Signed-in calls need `token` (the server passes the cookie's token as a bearer token).
    /** Sign in; with `delivery: 'cookie'` the answer sets the HttpOnly cookie and holds no token. */
    signIn: (body: z.input<typeof signInRequestSchema>) => send('POST', '/authorizations', body, schemas.authorization),
    signUp: (body: z.input<typeof signUpRequestSchema>) => send('POST', '/authorizations/sign-up', body, schemas.authorization),
    /** Sign out (the answer's body, if any, is not used). */
    signOut: () => send('DELETE', '/authorizations', undefined, z.unknown(), {}, z.unknown()),
    /** `{ email }` asks for a link (always accepted); `{ token, password, password_confirmation }` sets the password. */
    recoverPassword: (body: z.input<typeof recoverPasswordRequestSchema>) =>
      send('PATCH', '/users/recover-password', body, schemas.acceptedSuccess),
    changePassword: (body: z.input<typeof changePasswordRequestSchema>) => send('PATCH', '/users/change-password', body, schemas.success),
    /** With a mail's token: verify; signed in without one: send the mail again. */
    verifyEmail: (token?: string) => send('POST', '/users/verify-email', token ? { token } : {}, schemas.successAccepted),
    user: () => get('/users', schemas.user),
    updateUser: (body: z.input<typeof updateUserRequestSchema>) => send('PUT', '/users', body, schemas.user),
    shippingAddresses: () => get('/users/addresses/shipping', schemas.shippingAddressList),
    addShippingAddress: (body: ShippingAddressInput) => send('POST', '/users/addresses/shipping', body, schemas.shippingAddress),
    updateShippingAddress: (id: number, body: ShippingAddressInput) => send('PUT', `/users/addresses/shipping/${id}`, body, schemas.shippingAddress),
    deleteShippingAddress: (id: number) => send('DELETE', `/users/addresses/shipping/${id}`, undefined, z.unknown(), {}, z.unknown()),

    // Orders and returns of the signed-in customer (another customer's order is a 404, like a missing one).
    /** GET /orders: a page of the customer's orders, newest first, with `meta` like the catalogue. */
    orders: async (query: { page?: number; count?: number } = {}): Promise<OrderListResponse> =>
      (await get('/orders', z.unknown(), { ...query }, false, schemas.orderListResponse)) as OrderListResponse,
    order: (id: number) => get(`/orders/${id}`, schemas.order),
    /** PATCH /orders/{id}: cancels an unpaid order that has not shipped (409 `order_not_cancellable` otherwise). */
    cancelOrder: (id: number) => send('PATCH', `/orders/${id}`, { action: 'cancel' } satisfies UpdateOrderRequest, schemas.order),
    /** GET /tracking: carrier, tracking number and link, and the order's history, oldest first. */
    tracking: (orderId: number) => get('/tracking', schemas.tracking, { order_id: orderId }),
    /** POST /returns/request: 422 with `fields` (`order_id`, `items.N.order_product_id`, `items.N.quantity`, `reason`) when refused. */
    requestReturn: (body: z.input<typeof returnRequestInputSchema>) => send('POST', '/returns/request', body, schemas.returnRequest),

    // The journal (spec section 7 "blog"); slugs of posts and categories in any language.
    blogCategories: () => get('/blog/categories', schemas.blogCategoryList),
    /** One category; 404 `blog_category_not_found`. */
    blogCategory: (slug: string) => get(`/blog/categories/${encodeURIComponent(slug)}`, schemas.blogCategory),
    /** A page of posts, newest first (`{ data, meta }`): all, a category's, a type's or both; `tag` filters the lists without a category. */
    blogPosts: async ({ category, type, ...query }: BlogPostsRequest = {}): Promise<BlogPostPage> =>
      (await get(blogPostsPath(category, type), z.unknown(), { ...query }, false, schemas.blogPostPage)) as BlogPostPage,
    /** A post with its body, related posts, approved comments and neighbours; 404 `blog_post_not_found`. */
    blogPost: (slug: string) => get(`/blog/posts/${encodeURIComponent(slug)}`, schemas.blogPost),
    /** The post to read after this one (the next older, in full), or null after the oldest. */
    nextBlogPost: (slug: string) => get(`/blog/posts/${encodeURIComponent(slug)}/next`, schemas.blogPostOrNull),
    /** Leave a comment (kept for review): 202 with the text to show; 422 with `fields`. */
    addBlogComment: (slug: string, body: BlogCommentRequest) => send('POST', `/blog/posts/${encodeURIComponent(slug)}/comments`, body, schemas.blogCommentAccepted),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

const listPaths: Record<ListKind, string> = { wishlist: '/wishlists', comparison: '/comparisons' };

/** POST /carts/items as the client sends it (the request schema's input: quantity may be left out). */
export type AddCartItemInput = z.input<typeof addCartItemRequestSchema>;
/** POST /wishlists and /comparisons as the client sends it. */
export type SaveListInput = z.input<typeof saveListRequestSchema>;

/** The catalogue query (spec section 7) as the client takes it: arrays without the `[]`. */
/** The journal's lists: `category` and `type` choose the route, `tag` filters (not with a category alone). */
export interface BlogPostsRequest {
  page?: number;
  count?: number;
  tag?: string;
  category?: string;
  type?: BlogPostType;
}

function blogPostsPath(category?: string, type?: BlogPostType): string {
  if (type) return category ? `/blog/posts/${type}/${encodeURIComponent(category)}` : `/blog/posts/${type}`;
  return category ? `/blog/categories/${encodeURIComponent(category)}/posts` : '/blog/posts';
}

/** HTTP transport for a separately running API (`API_URL`) or the browser. */
export function httpTransport(apiOrigin?: string): Transport {
  return (request) => {
    if (!apiOrigin) return fetch(request);
    const source = new URL(request.url);
    const target = new URL(source.pathname + source.search, apiOrigin);
    return fetch(new Request(target, request));
  };
}
