import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorText } from '../../api/lib/messages';
import { isLocale } from '../../domain/locale';

/** Whether a request path has percent-encoding that does not decode (`/%ff`): no route can read it. */
export function hasMalformedPath(url: string): boolean {
  const path = url.split('?')[0]!;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Answers a request whose path cannot be decoded before Next sees it (Next answers those with a
 * plain-text 500): an API call gets 400 in the API's JSON error shape, a page the shop's 404 page
 * in the path's language. Returns false when the path is fine.
 */
export function answerMalformedPath(request: IncomingMessage, response: ServerResponse): boolean {
  if (!request.url || !hasMalformedPath(request.url)) return false;
  const [, first] = request.url.split('/');
  const locale = isLocale(first) ? first : 'nl';
  if (request.url.startsWith('/api/')) {
    const english = /^en\b/i.test(request.headers['accept-language'] ?? '') || /[?&]lang=en\b/.test(request.url);
    response.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(JSON.stringify({ error: { code: 'malformed_uri', message: errorText(english ? 'en' : 'nl', 'malformed_uri') } }));
    return true;
  }
  // The shop's own 404 page (its layout, its language) in place of the unreadable path.
  request.url = locale === 'nl' ? '/404' : `/${locale}/404`;
  return false;
}
