import { noSources, type CspSources } from '../../kit/integrations/sources';

/**
 * The CSP sources of the integrations switched on, as the shop's server last read them
 * (host/server/main.ts follows the setting: at start, on each `settings` announcement, every 5 s),
 * for the proxy to build each page's CSP without a database query. The server (loaded by tsx) and
 * Next's bundle each load their own copy of this module, so the value lives on globalThis.
 * Without the shop's server (a bare `next start`) it stays empty: no integration host is allowed,
 * and the layout renders only integrations that need none (host/lib/integrations.ts).
 */
const key = Symbol.for('juwelier.integration-sources');
type Holder = typeof globalThis & { [key]?: CspSources };

export function currentIntegrationSources(): CspSources {
  return (globalThis as Holder)[key] ?? noSources;
}

/** Publishes what the server read; returns it (for watchSetting). */
export function shareIntegrationSources(sources: CspSources): CspSources {
  (globalThis as Holder)[key] = sources;
  return sources;
}

/** The request header the proxy hands the sources of a page's CSP to its render in. */
export const INTEGRATION_SOURCES_HEADER = 'x-shop-integration-sources';
