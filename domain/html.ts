import sanitize from 'sanitize-html';

/**
 * The one HTML cleaner. The editorial HTML the shop stores and renders: text structure, links
 * and images, nothing executable. The API cleans CMS and journal HTML when storing and reading
 * it; the storefront cleans again before `dangerouslySetInnerHTML`, with the same function.
 */
const options: sanitize.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'blockquote', 'br', 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    b: 'strong',
    i: 'em',
    a: (tagName, { target, ...attribs }) => {
      if (target === '_self') return { tagName, attribs: { ...attribs, target } };
      if (target !== '_blank') return { tagName, attribs };
      const rel = new Set((attribs.rel ?? '').split(/\s+/).filter(Boolean));
      rel.add('noopener');
      rel.add('noreferrer');
      return { tagName, attribs: { ...attribs, target, rel: [...rel].join(' ') } };
    },
  },
};

/**
 * Texts cleaned lately, by their HTML. A page's HTML is cleaned on its way out of the API and again
 * before the storefront shows it, on every render of every page that shows it (the campaign's
 * texts on all of them), which cost 1–2 % of an uncached render's CPU; the same input always
 * gives the same output. Bounded in count and in the size of what it keeps.
 */
const cleaned = new Map<string, string>();
const CLEANED_MAX_ENTRIES = 256;
const CLEANED_MAX_LENGTH = 16_384;

/** Cleans HTML before it is stored: keeps p, h2–h4, strong, em, a, lists, blockquote, br and img. */
export function sanitizeHtml(html: string): string {
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  const clean = sanitize(html, options).trim();
  if (html.length <= CLEANED_MAX_LENGTH) {
    if (cleaned.size >= CLEANED_MAX_ENTRIES) cleaned.delete(cleaned.keys().next().value!);
    cleaned.set(html, clean);
  }
  return clean;
}

const textOnly: sanitize.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };

/** The characters sanitize-html escapes in text, back to themselves. */
function unescapeText(value: string): string {
  return value.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/**
 * A shopper's text (comment, question) as plain text: every tag and what a script or style holds
 * is removed; entities are read as the characters they stand for. Repeated until nothing changes,
 * so `&lt;script&gt;` cannot turn into a tag either. The result is text, to be escaped when shown.
 */
export function plainText(input: string): string {
  let text = input.replace(/\r\n?/g, '\n');
  for (let round = 0; round < 10; round++) {
    const next = unescapeText(sanitize(text, textOnly));
    if (next === text) return text.trim();
    text = next;
  }
  // Entities nested ten deep are no honest text: drop what could still start a tag.
  return text.replace(/[<>]/g, '').trim();
}
