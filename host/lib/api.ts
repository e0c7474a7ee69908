import { cache } from 'react';
import { createApp } from '../../api/app';
import type { Locale } from '../../domain/locale';
import { getDatabase } from '../../api/db/setup';
import { createApiClient, httpTransport, type Transport } from '../../kit/data/client';
import { fetchSystemEntities, type SystemEntityType } from '../../kit/data/system-entities';
import { env } from '../../api/lib/env';

const globalKey = Symbol.for('juwelier.api');
type GlobalWithApi = typeof globalThis & { [globalKey]?: ReturnType<typeof createApp> };

/** The API app mounted in this process (one per process, shared by routes and pages). */
export function mountedApi() {
  const holder = globalThis as GlobalWithApi;
  holder[globalKey] ??= createApp({ database: getDatabase, internalUrl: true });
  return holder[globalKey];
}

/** In process by default; over HTTP when API_URL names a separately running API. */
export function transport(): Transport {
  const apiUrl = env().API_URL;
  if (apiUrl) return httpTransport(apiUrl);
  return (request) => Promise.resolve(mountedApi().fetch(request));
}

/** The API client for server components, one per request and language. */
export const serverApi = cache((locale: Locale) =>
  createApiClient({ transport: transport(), origin: 'http://shop.internal', lang: locale }),
);

/** A reference list of `/system-entities/{type}` (the entity block), once per request. */
export const getSystemEntities = cache((locale: Locale, type: SystemEntityType) =>
  fetchSystemEntities(type, { lang: locale, transport: transport(), origin: 'http://shop.internal' }),
);

/** Bootstrap data, fetched once per request. */
export const getBootstrap = cache((locale: Locale) => serverApi(locale).bootstrap());
