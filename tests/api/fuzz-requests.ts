import fc from 'fast-check';

/*
 * Requests generated from the API's own OpenAPI document (tests/api/fuzz.test.ts): for each
 * operation, path and query values and JSON bodies shaped by its schemas, valid-looking (the demo
 * shop's ids, SKUs, carts) or hostile (huge and non-canonical numbers, malformed percent-encoding,
 * NUL, lone surrogates, prototype names, wrong types, missing and extra fields, deep nesting).
 */

/** The part of an OpenAPI 3.1 JSON Schema the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, `{name}` for each parameter. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

/** Valid-looking values from the seeded shop: by parameter or field name, and `id` per path. */
export interface FuzzContext {
  byName: Record<string, string[]>;
  idsByPath: Record<string, string[]>;
  /** `/media/{id}/{name}` pairs that exist. */
  media: { id: string; name: string }[];
}

export type Auth = 'none' | 'cookie' | 'bearer' | 'cookie-foreign-origin';

export interface FuzzRequest {
  method: string;
  url: string;
  auth: Auth;
  contentType: string | null;
  body?: string;
  clientAddress: string;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

/** A value for a URL: `raw` goes in as written (`%ff`), `text` is percent-encoded first. */
type UrlValue = { raw: string } | { text: string };

const hostileWords = ['constructor', '__proto__', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', "' OR 1=1 --", '../../etc/passwd', 'null', 'NaN', 'Infinity', '', ' '];
const hostileNumbers = ['2147483648', '2147483647', '4294967296', '9223372036854775808', '99999999999999999999999', '-1', '-2147483649', '0', '0x25', '+1', '1e1', '007', '1.5', '1_000', ' 1'];
const hostileRaw = ['%ff', '%FF%FE', '%00', 'a%00b', '%ED%A0%80', '%E0%A4%A', '%', '%%', '%zz', 'a%2Fb', '%C0%AF', '%u0041'];
const hostileText = ['a\u0000b', '\u0000', '\ud800', 'x\udfffy', '\uffff', '😀', 'ünïcödé'];

/** Strings that would reach a query or a column: NUL, surrogates, very long, control and unicode text. */
const hostileString = fc.oneof(
  fc.constantFrom(...hostileText, ...hostileWords, ...hostileNumbers),
  fc.integer({ min: 201, max: 20_000 }).map((n) => 'a'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

const urlValue: fc.Arbitrary<UrlValue> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...hostileRaw).map((raw) => ({ raw })) },
  { weight: 2, arbitrary: hostileString.map((text) => ({ text })) },
);

/** Percent-encodes like encodeURIComponent, but a lone surrogate becomes its (invalid) 3-byte form. */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(char);
  }
  return out;
}

const written = (value: UrlValue) => ('raw' in value ? value.raw : encode(value.text));

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** The integer range a schema allows (kept small: what matters is inside or outside it); a fractional bound (a latitude's) rounds inwards. */
function integerRange(schema: JsonSchema) {
  const min = Math.ceil(schema.minimum ?? (schema.exclusiveMinimum === undefined ? -5 : schema.exclusiveMinimum + 1));
  return { min, max: Math.floor(schema.maximum ?? min + 1000) };
}

/** A word (passes slug and SKU patterns) or any printable text, within the schema's lengths; a known value when there are hints. */
function stringArbitrary(schema: JsonSchema, hints: string[]): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 20, 20);
  const word = fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/).map((text) => text.padEnd(min, 'a').slice(0, Math.max(min, max)));
  const text = fc.oneof({ weight: 2, arbitrary: word }, { weight: 1, arbitrary: fc.string({ minLength: min, maxLength: Math.max(min, max) }) });
  return hints.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hints) }, { weight: 1, arbitrary: text }) : text;
}

/** A valid-looking value of a parameter: a known id, slug or SKU, or one from the schema. */
function plainValue(schema: JsonSchema | undefined, hints: string[]): fc.Arbitrary<string> {
  if (!schema) return fc.constant('x');
  if (schema.enum) return fc.constantFrom(...schema.enum.map(String));
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => plainValue(branch, hints)));
  const types = typesOf(schema).filter((type) => type !== 'null');
  if (types.includes('integer') || types.includes('number')) {
    const { min, max } = integerRange(schema);
    const numeric = fc.integer({ min, max }).map(String);
    return hints.length > 0 ? fc.oneof(fc.constantFrom(...hints), numeric) : numeric;
  }
  if (types.includes('array') && schema.items) return plainValue(schema.items, hints);
  if (types.includes('boolean')) return fc.constantFrom('true', 'false');
  return stringArbitrary(schema, hints);
}

const hintsFor = (context: FuzzContext, operation: Operation, name: string) => (name === 'id' ? (context.idsByPath[operation.path] ?? []) : (context.byName[name] ?? []));

/** A path value is hostile one time in two; a query value one in six, so most requests get past the other parameters. */
function paramValue(operation: Operation, parameter: Parameter, context: FuzzContext): fc.Arbitrary<string> {
  const plain = plainValue(parameter.schema, hintsFor(context, operation, parameter.name)).map((text) => encode(text));
  return fc.oneof({ weight: parameter.in === 'path' ? 1 : 5, arbitrary: plain }, { weight: 1, arbitrary: urlValue.map(written) });
}

/** The path with every `{name}` filled: a known media pair, a valid-looking or a hostile value. */
function pathArbitrary(operation: Operation, context: FuzzContext): fc.Arbitrary<string> {
  const names = operation.parameters.filter((p) => p.in === 'path');
  const filled = fc.tuple(...names.map((p) => paramValue(operation, p, context))).map((values) =>
    names.reduce((path, p, i) => path.replace(`{${p.name}}`, values[i]!), operation.path),
  );
  if (operation.path !== '/api/v1/media/{id}/{name}' || context.media.length === 0) return filled;
  const existing = fc.constantFrom(...context.media).map(({ id, name }) => `/api/v1/media/${id}/${encode(name)}`);
  return fc.oneof(existing, filled);
}

/** Some of the declared query parameters (about three of them: single, repeated or hostile), plus unknown ones. */
function queryArbitrary(operation: Operation, context: FuzzContext): fc.Arbitrary<string> {
  const parameters = operation.parameters.filter((p) => p.in === 'query');
  const absent = Math.max(3, parameters.length - 3);
  const pairs = parameters.map((p) =>
    fc.oneof(
      { weight: absent, arbitrary: fc.constant([] as string[]) },
      { weight: 3, arbitrary: fc.oneof(
        { weight: 5, arbitrary: paramValue(operation, p, context).map((value) => [`${encode(p.name)}=${value}`]) },
        { weight: 1, arbitrary: fc.array(paramValue(operation, p, context), { minLength: 2, maxLength: 4 }).map((values) => values.map((value) => `${encode(p.name)}=${value}`)) },
      ) },
    ),
  );
  const extra = fc.option(fc.tuple(fc.oneof(fc.constantFrom(...hostileWords, '%ff', 'a%00'), fc.string({ maxLength: 8 }).map(encode)), urlValue.map(written)), { nil: undefined, freq: 2 });
  return fc.tuple(fc.tuple(...pairs), extra).map(([declared, unknown]) => {
    const query = [...declared.flat(), ...(unknown ? [`${unknown[0]}=${unknown[1]}`] : [])];
    return query.length > 0 ? `?${query.join('&')}` : '';
  });
}

/** A JSON value shaped by the schema, with the shop's real values for well-known field names. */
function jsonValue(schema: JsonSchema | undefined, name: string, context: FuzzContext, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => jsonValue(branch, name, context, depth)));
  const types = typesOf(schema);
  if (types.length === 0 && !schema.properties) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...(types.length > 0 ? types : ['object']).map((type) => typedValue(type, schema, name, context, depth)));
}

function typedValue(type: string, schema: JsonSchema, name: string, context: FuzzContext, depth: number): fc.Arbitrary<unknown> {
  const hints = context.byName[name] ?? [];
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const { min, max } = integerRange(schema);
      const numbers = fc.integer({ min, max });
      // Only the hints that are numbers (`configuration_id` is a SKU on the storefront, an id in the back office).
      const numeric = hints.map(Number).filter(Number.isFinite);
      return numeric.length > 0 ? fc.oneof(fc.constantFrom(...numeric), numbers) : numbers;
    }
    case 'string':
      return stringArbitrary(schema, hints);
    case 'array':
      return fc.array(jsonValue(schema.items, name, context, depth + 1), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    default: {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      const model = Object.fromEntries(properties.map(([key, property]) => [key, jsonValue(property, key, context, depth + 1)]));
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
  }
}

/** A JSON value of the wrong kind, or a number or string no column holds. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, 2 ** 63, 1e308, -1e308, 1.5, -0, 0, -1),
  hostileString,
  fc.constantFrom(null, true, [], {}, [1, 2], { constructor: 1 }, '0x25', '1e1'),
);

type Mutation =
  | { kind: 'none' }
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'drop'; pick: number }
  | { kind: 'extra'; pick: number; key: string; value: unknown }
  | { kind: 'whole'; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: hostileJson }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('extra' as const), pick: fc.nat(), key: fc.constantFrom('__proto__', 'constructor', 'toString', 'id', 'base_cost', 'a\u0000', '\ud800'), value: hostileJson }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: hostileJson }) },
);

/** Every object and array inside a value, with the keys they hold (no recursion: bodies are small). */
function containers(root: unknown): { node: Record<string, unknown> | unknown[]; keys: (string | number)[] }[] {
  const found: { node: Record<string, unknown> | unknown[]; keys: (string | number)[] }[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    const container = node as Record<string, unknown> | unknown[];
    const keys = Array.isArray(container) ? container.map((_, i) => i) : Object.keys(container);
    found.push({ node: container, keys });
    for (const key of keys) stack.push((container as Record<string | number, unknown>)[key]);
  }
  return found;
}

function applyMutation(value: unknown, change: Mutation): unknown {
  if (change.kind === 'none') return value;
  if (change.kind === 'whole') return change.value;
  const all = containers(value);
  if (all.length === 0) return change.kind === 'replace' ? change.value : value;
  const { node, keys } = all[change.pick % all.length]!;
  const key = keys.length > 0 ? keys[change.pick % keys.length]! : undefined;
  const target = node as Record<string | number, unknown>;
  if (change.kind === 'extra') Object.defineProperty(node, change.key, { value: change.value, enumerable: true, configurable: true, writable: true });
  else if (key === undefined) return value;
  else if (change.kind === 'drop') delete target[key];
  else target[key] = change.value;
  return value;
}

/** Bodies that are not JSON of the schema at all: deeply nested, malformed, huge numbers as text. */
const rawBody: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 65, max: 20_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 65, max: 20_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.integer({ min: 100, max: 2000 }).map((depth) => '['.repeat(depth)),
  fc.constantFrom('', '{', '{"a":}', 'null', '[]', '"text"', '1e99999', '{"quantity":1e400}', '{"__proto__":{"polluted":1}}', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '\u0000', '{"a":1,"a":2}'),
);

function bodyArbitrary(operation: Operation, context: FuzzContext): fc.Arbitrary<string | undefined> {
  if (!operation.body) return operation.method === 'GET' ? fc.constant(undefined) : fc.option(fc.constantFrom('{}', '{"x":1}'), { nil: undefined, freq: 4 });
  const shaped = fc.tuple(jsonValue(operation.body, '', context), mutation).map(([value, change]) => JSON.stringify(applyMutation(value, change)) ?? 'null');
  return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: rawBody }, { weight: 1, arbitrary: fc.constant(undefined) });
}

/** Every request the fuzzer may send to one operation. */
export function requestArbitrary(operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathArbitrary(operation, context),
      query: queryArbitrary(operation, context),
      body: bodyArbitrary(operation, context),
      auth: fc.constantFrom<Auth>('none', 'cookie', 'cookie', 'bearer', 'cookie-foreign-origin'),
      contentType: fc.oneof({ weight: 8, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/json; charset=utf-8', 'application/x-www-form-urlencoded') }),
      address: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)),
    })
    .map(({ path, query, body, auth, contentType, address }) => ({
      method: operation.method,
      url: `${path}${query}`,
      auth,
      contentType: body === undefined ? null : contentType,
      ...(body === undefined ? {} : { body }),
      clientAddress: `10.${address.join('.')}`,
    }));
}
