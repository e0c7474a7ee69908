import type { Integrations } from './config';

/** What the enabled integrations add to the page's Content-Security-Policy, per directive. */
export interface CspSources {
  script: readonly string[];
  connect: readonly string[];
  img: readonly string[];
  frame: readonly string[];
}

export const noSources: CspSources = { script: [], connect: [], img: [], frame: [] };

/** Where Google's tags (the tag manager's container, gtag) send their hits (Google's CSP guide for GA4). */
const googleConnect = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const googleImg = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

const origin = (url: string) => new URL(url).origin;

/** The sources each enabled integration needs (none for one that is off). */
export function sourcesByIntegration(integrations: Integrations): { [K in keyof Integrations]?: CspSources } {
  const { tagManager, analytics, socialPixel, customScripts, statistics } = integrations;
  const google = (base: string): CspSources => ({ script: [origin(base)], connect: [origin(base), ...googleConnect], img: [origin(base), ...googleImg], frame: [] });
  return {
    ...(tagManager ? { tagManager: google(tagManager.base_url) } : {}),
    ...(analytics ? { analytics: google(analytics.base_url) } : {}),
    ...(socialPixel ? { socialPixel: { script: [origin(socialPixel.base_url)], connect: [origin(socialPixel.base_url), 'https://www.facebook.com'], img: ['https://www.facebook.com'], frame: [] } } : {}),
    ...(customScripts ? { customScripts: { script: customScripts.hosts, connect: customScripts.hosts, img: customScripts.hosts, frame: customScripts.hosts } } : {}),
    ...(statistics ? { statistics: statistics.events_enabled ? { ...noSources, connect: [origin(statistics.base_url)] } : noSources } : {}),
  };
}

/** The sources all enabled integrations need, merged, without duplicates, in a stable order. */
export function integrationSources(integrations: Integrations): CspSources {
  return mergeSources(Object.values(sourcesByIntegration(integrations)));
}

/** The integrations whose every source `allowed` has (a page renders only what its CSP lets run). */
export function allowedIntegrations(integrations: Integrations, allowed: CspSources): Integrations {
  const kept: Record<string, unknown> = {};
  for (const [name, sources] of Object.entries(sourcesByIntegration(integrations))) {
    if (covers(allowed, sources)) kept[name] = integrations[name as keyof Integrations];
  }
  return kept as Integrations;
}

export function mergeSources(list: readonly CspSources[]): CspSources {
  const merged = (key: keyof CspSources) => [...new Set(list.flatMap((sources) => sources[key]))].sort();
  return { script: merged('script'), connect: merged('connect'), img: merged('img'), frame: merged('frame') };
}

/** A stable text of the sources: the proxy hands it to the render, which compares it with its own. */
export function sourcesKey(sources: CspSources): string {
  const { script, connect, img, frame } = mergeSources([sources]);
  return JSON.stringify([script, connect, img, frame]);
}

/** The sources a `sourcesKey` names (none when it is missing or not one). */
export function sourcesFromKey(key: string | null | undefined): CspSources {
  try {
    const parsed: unknown = JSON.parse(key ?? '');
    if (Array.isArray(parsed) && parsed.length === 4 && parsed.every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string'))) {
      const [script, connect, img, frame] = parsed as string[][];
      return { script: script!, connect: connect!, img: img!, frame: frame! };
    }
  } catch {
    // not a key
  }
  return noSources;
}

/** Whether every source `needed` lists is in `allowed`. */
export function covers(allowed: CspSources, needed: CspSources): boolean {
  return (Object.keys(needed) as (keyof CspSources)[]).every((key) => needed[key].every((source) => allowed[key].includes(source)));
}

/** ` a b c` for a directive (empty when none): what contentSecurityPolicy appends. */
export function extraSources(list: readonly string[]): string {
  return list.map((source) => ` ${source}`).join('');
}

/**
 * What a page whose CSP was built from the sources `policyKey` names (the proxy's, host/proxy.ts)
 * renders of the `enabled` integrations: all of them when the CSP was built from exactly their
 * sources (`matches`), else only those it covers.
 */
export function fitToPolicy(enabled: Integrations, policyKey: string | null): { integrations: Integrations; matches: boolean } {
  if (policyKey === sourcesKey(integrationSources(enabled))) return { integrations: enabled, matches: true };
  return { integrations: allowedIntegrations(enabled, sourcesFromKey(policyKey)), matches: false };
}
