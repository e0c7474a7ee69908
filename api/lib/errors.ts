import { errorKinds, type ErrorKind } from '../contract/errors';

/**
 * The API's one error type. `code` is stable for clients; `message` is a key of the API's
 * error texts (api/lib/messages.ts) or a ready text; `fields` holds per-field messages.
 */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly code: string;
  readonly fields?: Record<string, string>;
  readonly values?: Record<string, string | number>;
  /** Response headers that belong to the error (e.g. Retry-After on 429). */
  readonly headers?: Record<string, string>;

  constructor(
    kind: ErrorKind,
    code: string,
    options: { fields?: Record<string, string>; values?: Record<string, string | number>; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.kind = kind;
    this.code = code;
    this.fields = options.fields;
    this.values = options.values;
    this.headers = options.headers;
  }

  get status(): (typeof errorKinds)[ErrorKind] {
    return errorKinds[this.kind];
  }
}

export const notFound = (what = 'not_found') => new AppError('not_found', what);

/** A 422 `validation_failed` naming one field and what is wrong with it. */
export const invalidField = (field: string, message: string) => new AppError('invalid_data', 'validation_failed', { fields: { [field]: message } });
