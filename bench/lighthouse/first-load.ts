/**
 * What the Lighthouse bench counts as a page's first-load JS: the `<script src>`s of its HTML, each
 * once, without the noModule polyfill (modern browsers skip it). run.ts sums their gzip bytes;
 * attribute.ts says whose they are.
 */
export function firstLoadScripts(html: string): string[] {
  return [...new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)].filter((match) => !/noModule/i.test(match[0])).map((match) => match[1]!))];
}
