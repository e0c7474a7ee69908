import { z } from 'zod';

/** The closed set of error kinds (STYLE.md): each maps to one HTTP status. */
export const errorKinds = {
  invalid_data: 422,
  bad_request: 400,
  unauthorized: 401,
  not_allowed: 403,
  not_found: 404,
  conflict: 409,
  /** A request body above BODY_LIMIT_BYTES. */
  too_large: 413,
  /** Throttled (sign-in, password recovery): answered with Retry-After. */
  too_many_requests: 429,
  /** A payment provider failed or could not be reached. */
  bad_gateway: 502,
  unavailable: 503,
  unexpected: 500,
} as const;
export type ErrorKind = keyof typeof errorKinds;

/** The one error shape every failing call answers with. */
export const errorResponseSchema = z.object({
  error: z.object({
    /** Stable machine-readable code, e.g. `not_found`, `validation_failed`, `malformed_json`. */
    code: z.string(),
    /** Human-readable message in the request's language. */
    message: z.string(),
    /** Field path (dot-separated) to message, for validation errors. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
