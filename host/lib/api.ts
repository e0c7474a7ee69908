import { cache } from 'react';
import type { Locale } from '../../domain/locale';
import { createApiClient, httpTransport, type Transport } from '../../kit/data/client';
import { AnswerMemo } from '../../kit/data/answer-memo';
import { fetchSystemEntities, type SystemEntityType } from '../../kit/data/system-entities';
import { CACHE_TAGS_HEADER } from '../../api/lib/cache-tags';
import { env } from '../../api/lib/env';
import { inReadScope, newReadScope } from '../../api/lib/reference-cache';
import { noteAnswer } from '../server/render-context';
import { mountedApi } from './mounted-api';

export { mountedApi };

/**
 * In process by default; over HTTP when API_URL names a separately running API. Every answer's
 * cache tags are noted for the page cache (host/server/render-context.ts): a page built from an
 * answer without them is not kept.
 */
export function transport(): Transport {
  const apiUrl = env().API_URL;
  // The API calls of one render share one read of the cache versions (api/lib/reference-cache.ts).
  const scope = renderReadScope();
  const send: Transport = apiUrl ? httpTransport(apiUrl) : (request) => Promise.resolve(inReadScope(() => mountedApi().fetch(request), scope));
  return async (request) => {
    const response = await send(request);
    noteAnswer(response.headers.get(CACHE_TAGS_HEADER));
    return response;
  };
}

/** One read scope per request (React's `cache` is per request on the server). */
const renderReadScope = cache(newReadScope);

const answersKey = Symbol.for('juwelier.api.answers');
type GlobalWithAnswers = typeof globalThis & { [answersKey]?: AnswerMemo };

/** The checked public answers every render of this process reuses (those with cache tags: nobody's own). */
function answerMemo(): AnswerMemo {
  const holder = globalThis as GlobalWithAnswers;
  holder[answersKey] ??= new AnswerMemo((response) => response.headers.has(CACHE_TAGS_HEADER));
  return holder[answersKey];
}

/** The API client for server components, one per request and language. */
export const serverApi = cache((locale: Locale) =>
  createApiClient({ transport: transport(), origin: 'http://shop.internal', lang: locale, answers: answerMemo() }),
);

/** A reference list of `/system-entities/{type}` (the entity block), once per request. */
export const getSystemEntities = cache((locale: Locale, type: SystemEntityType) =>
  fetchSystemEntities(type, { lang: locale, transport: transport(), origin: 'http://shop.internal' }),
);

/** Bootstrap data, fetched once per request. */
export const getBootstrap = cache((locale: Locale) => serverApi(locale).bootstrap());
