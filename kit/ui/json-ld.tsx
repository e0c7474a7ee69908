type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A typed node this long (as JSON) or longer is stated once when it repeats; shorter ones cost less inline than as a reference. */
const SHARE_FROM = 64;

const isNode = (value: Json): value is { [key: string]: Json } => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The same structured data with each repeated typed node (`@type`, no `@id` of its own) written
 * out once, under a document-relative `@id` (`#ld-1`…), and referenced as `{"@id": …}` wherever
 * it comes again. JSON-LD processors, Google's among them, read a reference as the node itself,
 * so the graph states the same; the page carries it once. A product's shipping and return
 * policies, the same in each of its offers, were most of its structured data.
 */
export function shareRepeatedNodes(data: unknown): unknown {
  const root = JSON.parse(JSON.stringify(data ?? null)) as Json;
  // Each distinct object or array gets a number, from its fields' names and values as JSON (a
  // nested one by its number), so two nodes have the same number exactly when they are the same
  // JSON; and its length as JSON. One pass, bottom up: comparing nodes by their JSON text wrote
  // every node out again at each level above it.
  const numbers = new Map<string, number>();
  const measured = new Map<Json[] | { [key: string]: Json }, { id: number; length: number }>();
  const measure = (value: Json): { part: string; length: number } => {
    if (value === null || typeof value !== 'object') {
      const text = JSON.stringify(value);
      return { part: text, length: text.length };
    }
    let signature: string;
    let length: number;
    if (Array.isArray(value)) {
      const items = value.map(measure);
      signature = `[${items.map((item) => item.part).join(',')}`;
      length = items.reduce((sum, item) => sum + item.length, 1 + Math.max(items.length, 1));
    } else {
      const fields = Object.entries(value).map(([name, child]) => [JSON.stringify(name), measure(child)] as const);
      signature = `{${fields.map(([name, child]) => `${name}:${child.part}`).join(',')}`;
      length = fields.reduce((sum, [name, child]) => sum + name.length + 1 + child.length, 1 + Math.max(fields.length, 1));
    }
    let id = numbers.get(signature);
    if (id === undefined) numbers.set(signature, (id = numbers.size));
    measured.set(value, { id, length });
    return { part: `#${id}`, length };
  };
  measure(root);
  const shareable = (value: { [key: string]: Json }, top: boolean) => !top && typeof value['@type'] === 'string' && value['@id'] === undefined;

  // How often each node comes, counted where it is written out: inside a repeat nothing is counted
  // again, since the repeat becomes a reference.
  const seen = new Map<number, number>();
  const count = (value: Json, top: boolean) => {
    if (Array.isArray(value)) return value.forEach((item) => count(item, false));
    if (!isNode(value)) return;
    if (shareable(value, top)) {
      const { id } = measured.get(value)!;
      const times = seen.get(id) ?? 0;
      seen.set(id, times + 1);
      if (times > 0) return;
    }
    for (const child of Object.values(value)) count(child, false);
  };
  count(root, true);

  const ids = new Map<number, string>();
  const rewrite = (value: Json, top: boolean): Json => {
    if (Array.isArray(value)) return value.map((item) => rewrite(item, false));
    if (!isNode(value)) return value;
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
    for (const [name, child] of Object.entries(value)) node[name] = rewrite(child, false);
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
