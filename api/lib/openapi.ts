import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';
import { dataEnvelope, langQuerySchema } from '../contract';
import { errorResponseSchema } from '../contract/errors';
import type { Locale } from '../../domain/locale';
import type { ValidationLanguage } from '../../domain/messages/validation-messages';
import type { Db } from '../db/client';
import type { Session } from './auth';
import { validationError } from './validation';

/**
 * What a request carries through the middleware of api/app.ts. A module that adds a variable of
 * its own declares it here by declaration merging, from its own files (the payment gateways:
 * api/modules/payments/gateways.ts), so this file never imports a module.
 */
export interface ApiVariables {
  db: Db;
  locale: Locale;
  validationLanguage: ValidationLanguage;
  /** The signed-in customer on routes behind `authenticate` (api/lib/auth.ts); null for guests. */
  session: Session | null;
  /**
   * The request's URL is the server's own, not what the client addressed (the API mounted in the
   * Next host: its route handler builds the URL from its own host and port). Origin checks then
   * leave it out (api/lib/origin.ts).
   */
  internalUrl: boolean;
}

export interface ApiEnv {
  Variables: ApiVariables;
}

const errorContent = { 'application/json': { schema: errorResponseSchema } };

/** Error statuses every route may answer with; routes add 404/422 where they can happen. */
export const errorResponses = {
  400: { description: 'Malformed request: JSON (`malformed_json`, `json_too_deep`) or URL encoding (`malformed_uri`)', content: errorContent },
  404: { description: 'Not found', content: errorContent },
  413: { description: 'Request body above BODY_LIMIT_BYTES (`payload_too_large`)', content: errorContent },
  422: { description: 'Validation failed (fields hold messages by path)', content: errorContent },
  500: { description: 'Unexpected error', content: errorContent },
  503: { description: 'Shop in maintenance', content: errorContent },
} as const;

/** What an account route may answer besides: signed out, a cookie change from another origin, throttled. */
export const accountErrorResponses = {
  ...errorResponses,
  401: { description: 'Not signed in (`unauthenticated`) or wrong credentials', content: errorContent },
  403: { description: 'A change authenticated by the cookie from another origin (`cross_origin`)', content: errorContent },
  429: { description: 'Too many attempts (`too_many_attempts`), with Retry-After in seconds', content: errorContent },
} as const;

/** What a public form may answer besides: throttled per client address. */
export const throttledResponses = {
  429: { description: 'Too many requests from this client address (`too_many_attempts`), with Retry-After', content: errorContent },
} as const;

/** A JSON GET route answering `{ data: T }`; `request` defaults to the `lang` query alone. */
export function getRoute<R extends z.ZodType, Req extends NonNullable<RouteConfig['request']> = { query: typeof langQuerySchema }>(config: {
  path: string;
  tags: string[];
  summary: string;
  response: R;
  request?: Req;
}) {
  return createRoute({
    method: 'get',
    path: config.path,
    tags: config.tags,
    summary: config.summary,
    request: (config.request ?? { query: langQuerySchema }) as Req,
    responses: {
      200: { description: 'OK', content: { 'application/json': { schema: dataEnvelope(config.response) } } },
      ...errorResponses,
    },
  });
}

/** What a router does with a request that fails validation: throw the error to answer with. */
export type InvalidRequest = (error: z.ZodError, input: unknown, language: ValidationLanguage) => Error;

/**
 * An OpenAPIHono whose request validation failures become 422 errors with translated field
 * texts, or whatever `invalid` makes of them.
 */
export function createRouter(invalid: InvalidRequest = validationError) {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        throw invalid(result.error as z.ZodError, (result as { data?: unknown }).data, c.get('validationLanguage'));
      }
    },
  });
}
