import { HTTPException } from 'hono/http-exception';
import type { Context } from 'hono';
import { routePath } from 'hono/route';
import { ZodError } from 'zod';
import type { Database } from './db/client';
import { DATABASE_RETRY_AFTER_SECONDS, isConnectionLost } from './lib/database-errors';
import { AppError } from './lib/errors';
import { contentLocale, requestedLanguages, validationLanguage } from './lib/lang';
import { env } from './lib/env';
import { errorText } from './lib/messages';
import { createRouter, type ApiEnv } from './lib/openapi';
import { validationError } from './lib/validation';
import { requestGuard } from './lib/request-guard';
import { inReadScope, referenceCacheOf } from './lib/reference-cache';
import { jsonErrorFallback } from './lib/error-fallback';
import { retryReadsOnConnectionLoss } from './lib/read-retry';
import { describeError } from './lib/safe-log';
import { authenticate } from './lib/auth';
import { addressRoutes, authRoutes, customerAdminRoutes, userRoutes } from './modules/accounts';
import { blogAdminRoutes, blogRoutes, commentAdminRoutes } from './modules/blog';
import { bootstrapRoutes } from './modules/bootstrap';
import { cartRoutes, MAP_IMAGE_UPLOAD_PATH, mapImageRoutes } from './modules/cart';
import { catalogListingRoutes, catalogRoutes, catalogueAdminRoutes } from './modules/catalog';
import { checkoutRoutes, giftCardAdminRoutes, orderAdminRoutes, orderCancellationRoutes, paymentWebhookRoutes } from './modules/checkout';
import { composerRoutes, contentRoutes } from './modules/content';
import { authenticateStaff, staffAdminRoutes, staffRoutes } from './modules/staff';
import type { BlockChecker } from './contract/composer';
import { eventRoutes } from './modules/events';
import { comparisonRoutes, wishlistRoutes } from './modules/lists';
import { newsletterAdminRoutes, newsletterRoutes, promotionAdminRoutes, promotionRoutes } from './modules/marketing';
import { MEDIA_UPLOAD_PATH, mediaAdminRoutes, mediaRoutes, mediaStoreFromEnv, type MediaStore } from './modules/media';
import { dashboardAdminRoutes, orderRoutes } from './modules/orders';
import { discountCodeAdminRoutes } from './modules/pricing';
import { gatewaysFromEnv, type PaymentGateways } from './modules/payments';
import { questionAdminRoutes, questionRoutes } from './modules/questions';
import { seoRoutes } from './modules/seo';
import { cacheVersionRoutes, getReferenceVersions, isInMaintenance, settingsRoutes } from './modules/settings';

export const API_BASE = '/api/v1';

export interface AppDeps {
  /** Resolves the database; called per request (cheap after the first time). */
  database: () => Promise<Database>;
  log?: Pick<Console, 'error' | 'warn'>;
  /** Payment providers; from the environment's keys by default (tests pass fakes' gateways). */
  payments?: PaymentGateways;
  /** The request URL is the server's own address (the host's mount), not the client's: see ApiVariables. */
  internalUrl?: boolean;
  /**
   * Checks a block's data against the storefront's block schemas (registry.ts; the host passes it).
   * Without it the composer cannot publish (503 `block_check_unavailable`): the API alone does not
   * know the storefront's blocks.
   */
  checkBlock?: BlockChecker;
  /** Where the media library keeps uploads; from the environment by default (api/modules/media/store.ts). */
  mediaStore?: MediaStore;
}

function errorBody(c: Context<ApiEnv>, code: string, fields?: Record<string, string>) {
  const locale = c.get('locale') ?? 'nl';
  return { error: { code, message: errorText(locale, code), ...(fields ? { fields } : {}) } };
}

/**
 * Routes that know the signed-in customer (api/lib/auth.ts); elsewhere the token is not even
 * looked up. `/x/*` covers `/x` itself too.
 */
const customerPaths = [`${API_BASE}/carts/*`, `${API_BASE}/checkout/*`, `${API_BASE}/authorizations/*`, `${API_BASE}/users/*`, `${API_BASE}/orders/*`, `${API_BASE}/tracking`, `${API_BASE}/returns/*`];

/** Paths that keep answering during maintenance, so clients can tell when it is over. */
const maintenanceExempt = new Set(['/cv', `${API_BASE}/languages`, `${API_BASE}/openapi.json`]);

/**
 * The commerce API: `/api/v1/*` plus `/cv` at the site root. Mounted by the Next host and
 * served alone by api/server.ts; tests call `app.request()` in process.
 */
export function createApp(deps: AppDeps) {
  const log = deps.log ?? console;
  const payments = deps.payments ?? gatewaysFromEnv();
  const mediaStore = deps.mediaStore ?? mediaStoreFromEnv(env());
  const app = createRouter();

  app.use('*', jsonErrorFallback(log));

  // First, so that a read retried after a lost database connection runs the whole app again.
  app.use('*', retryReadsOnConnectionLoss((request, env) => app.fetch(request, env)));

  app.use('*', async (c, next) => {
    const requested = requestedLanguages(new URL(c.req.url), c.req.raw.headers);
    c.set('locale', contentLocale(requested));
    c.set('validationLanguage', validationLanguage(requested));
    c.header('Content-Language', c.get('locale'));
    c.header('Vary', 'Accept-Language, lang');
    await next();
  });

  // Malformed URLs, oversized bodies, deep JSON and unstorable text: refused before any route (api/lib/request-guard.ts).
  app.use('*', requestGuard(undefined, new Set([`${API_BASE}${MEDIA_UPLOAD_PATH}`, `${API_BASE}${MAP_IMAGE_UPLOAD_PATH}`])));

  app.use('*', async (c, next) => {
    const database = await deps.database();
    // Languages, settings, taxonomies and listing totals from memory while their cache versions stand.
    referenceCacheOf(database, getReferenceVersions, log);
    c.set('db', database.db);
    c.set('payments', payments);
    c.set('mediaStore', mediaStore);
    c.set('internalUrl', deps.internalUrl ?? false);
    c.set('checkBlock', deps.checkBlock ?? null);
    // The cache versions are read once per request (once per page render when the host asks).
    await inReadScope(async () => {
      // The back office keeps working: staff switch maintenance off and prepare the shop meanwhile.
      if (!maintenanceExempt.has(c.req.path) && !c.req.path.startsWith(`${API_BASE}/media/`) && !c.req.path.startsWith(`${API_BASE}/admin/`) && (await isInMaintenance(database.db))) {
        throw new AppError('unavailable', 'maintenance');
      }
      await next();
    });
  });

  for (const path of customerPaths) app.use(path, authenticate);
  // The back office: its own staff session (never a customer's), origin checks on every change.
  app.use(`${API_BASE}/admin/*`, authenticateStaff);

  app.route('/', cacheVersionRoutes);
  app.route(API_BASE, settingsRoutes);
  app.route(API_BASE, bootstrapRoutes);
  app.route(API_BASE, contentRoutes);
  app.route(API_BASE, catalogRoutes);
  app.route(API_BASE, catalogListingRoutes);
  app.route(API_BASE, mediaRoutes);
  app.route(API_BASE, cartRoutes);
  app.route(API_BASE, mapImageRoutes);
  app.route(API_BASE, wishlistRoutes);
  app.route(API_BASE, comparisonRoutes);
  app.route(API_BASE, eventRoutes);
  app.route(API_BASE, authRoutes);
  app.route(API_BASE, userRoutes);
  app.route(API_BASE, addressRoutes);
  app.route(API_BASE, checkoutRoutes);
  app.route(API_BASE, paymentWebhookRoutes);
  app.route(API_BASE, orderRoutes);
  app.route(API_BASE, orderCancellationRoutes);
  app.route(API_BASE, blogRoutes);
  app.route(API_BASE, promotionRoutes);
  app.route(API_BASE, newsletterRoutes);
  app.route(API_BASE, questionRoutes);
  app.route(API_BASE, seoRoutes);
  app.route(API_BASE, staffRoutes);
  app.route(API_BASE, staffAdminRoutes);
  app.route(API_BASE, composerRoutes);
  app.route(API_BASE, mediaAdminRoutes);
  app.route(API_BASE, blogAdminRoutes);
  app.route(API_BASE, promotionAdminRoutes);
  app.route(API_BASE, orderAdminRoutes);
  app.route(API_BASE, discountCodeAdminRoutes);
  app.route(API_BASE, giftCardAdminRoutes);
  app.route(API_BASE, customerAdminRoutes);
  app.route(API_BASE, newsletterAdminRoutes);
  app.route(API_BASE, questionAdminRoutes);
  app.route(API_BASE, commentAdminRoutes);
  app.route(API_BASE, catalogueAdminRoutes);
  app.route(API_BASE, dashboardAdminRoutes);

  app.doc31(`${API_BASE}/openapi.json`, {
    openapi: '3.1.0',
    info: {
      title: 'Juwelier commerce API',
      version: '1.0.0',
      description:
        'Every call accepts `lang` (query), `lang` / `Accept-Language` headers. Successful bodies are `{ data }`; errors are `{ error: { code, message, fields? } }`. Any call may answer 503: `maintenance`, or `database_unavailable` with Retry-After (send it again then; a checkout again with the same cart). Money is integer cents.',
    },
  });

  app.notFound((c) => c.json(errorBody(c, 'route_not_found'), 404));

  app.onError((error, c) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(errorBody(c, error.code, error.fields), error.status);
    }
    if (error instanceof ZodError) {
      const appError = validationError(error, undefined, c.get('validationLanguage') ?? 'nl');
      return c.json(errorBody(c, appError.code, appError.fields), 422);
    }
    if (error instanceof URIError) return c.json(errorBody(c, 'malformed_uri'), 400);
    if (error instanceof HTTPException) {
      const status = error.status;
      if (status === 400 && /json/i.test(error.message)) return c.json(errorBody(c, 'malformed_json'), 400);
      if (status === 404) return c.json(errorBody(c, 'not_found'), 404);
      if (status === 405) return c.json(errorBody(c, 'method_not_allowed'), 405);
      if (status < 500) return c.json(errorBody(c, 'bad_request'), status);
    }
    if (isConnectionLost(error)) {
      // The pool reconnects on the next query; the client may try again shortly.
      log.warn(`[api] database connection lost: ${c.req.method} ${routePath(c, -1)} (${describeError(error)})`);
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json(errorBody(c, 'database_unavailable'), 503);
    }
    // The route's pattern, not the path (ids, tokens); the error's kind, not its SQL and values.
    log.error(`[api] unexpected error: ${c.req.method} ${routePath(c, -1)}: ${describeError(error, { stack: true })}`);
    return c.json(errorBody(c, 'unexpected'), 500);
  });

  return app;
}

export type ApiApp = ReturnType<typeof createApp>;
