/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Structured data for search engines (schema.org as JSON-LD). A data block, not a script: the
 * browser never runs it, so the page's CSP needs no nonce for it.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}
