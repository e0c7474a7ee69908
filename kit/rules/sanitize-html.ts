/**
 * The one HTML cleaner (api/contract/html.ts): the API cleans CMS and journal HTML when storing
 * and reading it, and the storefront cleans again before `dangerouslySetInnerHTML`, with the
 * same rules — p, h2–h4, strong, em, a, lists, blockquote, br and img; no scripts, event
 * handlers, styles or unsafe URL schemes.
 */
export { sanitizeHtml } from '../../api/contract/html';
