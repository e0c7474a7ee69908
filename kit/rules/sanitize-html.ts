import sanitize from 'sanitize-html';

/** The editorial HTML the shop renders: text structure, links and images, nothing executable. */
const options: sanitize.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'blockquote', 'br', 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // '//host/path' leaves the shop like an absolute URL does; only real relative URLs pass.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page owns its h1; CMS headings start one level lower.
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
 * Cleans CMS HTML for rendering with `dangerouslySetInnerHTML`: keeps p, h2–h4, strong, em, a,
 * lists, blockquote, br and img; drops scripts, event handlers, styles and unsafe URL schemes.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}
