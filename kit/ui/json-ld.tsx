type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: unknown };

/** A typed node this long (as JSON) or longer is stated once when it repeats; shorter ones cost less inline than as a reference. */
const SHARE_FROM = 64;

/** What JSON leaves out of an object (and writes as null in an array). */
const omitted = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasToJson = (value: unknown): value is { toJSON: () => unknown } =>
  value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function';

/**
 * The same structured data with each repeated typed node (`@type`, no `@id` of its own) written
 * out once, under a document-relative `@id` (`#ld-1`…), and referenced as `{"@id": …}` wherever
 * it comes again. JSON-LD processors, Google's among them, read a reference as the node itself,
 * so the graph states the same; the page carries it once. A product's shipping and return
 * policies, the same in each of its offers, were most of its structured data.
 */
export function shareRepeatedNodes(data: unknown): unknown {
  // A value as JSON.stringify sees it: toJSON applied (a Date's text), once per object, so that
  // the three walks below meet the same value where toJSON makes a new object at each call.
  const converted = new Map<object, unknown>();
  const asJson = (value: unknown): unknown => {
    if (!hasToJson(value)) return value;
    if (!converted.has(value)) converted.set(value, value.toJSON());
    return converted.get(value);
  };
  /** An object's fields as JSON writes them. */
  const fieldsOf = (node: Node) => Object.entries(node).filter(([, child]) => !omitted(asJson(child)));

  // Each distinct object or array gets a number, from its fields' names and values as JSON (a
  // nested one by its number), so two nodes have the same number exactly when they are the same
  // JSON; and its length as JSON. One pass, bottom up, and once per object however often the
  // data refers to it (a product's offers share their shipping details).
  const numbers = new Map<string, number>();
  const measured = new Map<object, { id: number; length: number; part: string }>();
  const measure = (raw: unknown): { part: string; length: number } => {
    const value = asJson(raw);
    if (value === null || typeof value !== 'object') {
      const text = JSON.stringify(omitted(value) ? null : value);
      return { part: text, length: text.length };
    }
    const known = measured.get(value);
    if (known) return known;
    let signature: string;
    let length: number;
    if (Array.isArray(value)) {
      const items = value.map(measure);
      signature = `[${items.map((item) => item.part).join(',')}`;
      length = items.reduce((sum, item) => sum + item.length, 1 + Math.max(items.length, 1));
    } else {
      const fields = fieldsOf(value as Node).map(([name, child]) => [JSON.stringify(name), measure(child)] as const);
      signature = `{${fields.map(([name, child]) => `${name}:${child.part}`).join(',')}`;
      length = fields.reduce((sum, [name, child]) => sum + name.length + 1 + child.length, 1 + Math.max(fields.length, 1));
    }
    let id = numbers.get(signature);
    if (id === undefined) numbers.set(signature, (id = numbers.size));
    const result = { id, length, part: `#${id}` };
    measured.set(value, result);
    return result;
  };
  const root = asJson(data ?? null);
  measure(root);
  const shareable = (value: Node, top: boolean) => !top && typeof value['@type'] === 'string' && value['@id'] === undefined;

  // How often each node comes, counted where it is written out: inside a repeat nothing is counted
  // again, since the repeat becomes a reference.
  const seen = new Map<number, number>();
  const count = (raw: unknown, top: boolean) => {
    const value = asJson(raw);
    if (Array.isArray(value)) return value.forEach((item) => count(item, false));
    if (!isNode(value)) return;
    if (shareable(value, top)) {
      const { id } = measured.get(value)!;
      const times = seen.get(id) ?? 0;
      seen.set(id, times + 1);
      if (times > 0) return;
    }
    for (const [, child] of fieldsOf(value)) count(child, false);
  };
  count(root, true);

  const ids = new Map<number, string>();
  const rewrite = (raw: unknown, top: boolean): Json => {
    const value = asJson(raw);
    if (Array.isArray(value)) return value.map((item) => rewrite(item, false));
    if (!isNode(value)) return omitted(value) || (typeof value === 'number' && !Number.isFinite(value)) ? null : (value as Json);
    const { id: number, length } = measured.get(value)!;
    const shared = shareable(value, top) && length >= SHARE_FROM && (seen.get(number) ?? 0) > 1;
    const known = shared ? ids.get(number) : undefined;
    if (known) return { '@id': known };
    const node: { [key: string]: Json } = {};
    if (shared) {
      const id = `#ld-${ids.size + 1}`;
      ids.set(number, id);
      node['@id'] = id;
    }
    for (const [name, child] of fieldsOf(value)) node[name] = rewrite(child, false);
    return node;
  };
  return rewrite(root, true);
}

/**
 * JSON for a `<script type="application/ld+json">`: repeated nodes stated once
 * (`shareRepeatedNodes`), and `<` escaped so no text can close the tag.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(shareRepeatedNodes(data)).replace(/</g, '\\u003c');
}

/**
 * Structured data for search engines (schema.org as JSON-LD). A data block, not a script: the
 * browser never runs it, so the page's CSP needs no nonce for it.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}
