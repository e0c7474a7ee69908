import type { Integrations } from './config';

/** The id of the page's data block that tells the browser which integrations receive events. */
export const CLIENT_CONFIG_ID = 'shop-integrations';

/** What the browser needs to hand the shop's analytics events on (server-made, read without zod). */
export interface ClientIntegrations {
  /** The shop's currency code: events carry values in its cents. */
  currency: string;
  /** Events go to `dataLayer` (tag manager). */
  tagManager: boolean;
  /** Events go to `gtag` (analytics). */
  analytics: boolean;
  /** Events go to `fbq` (social pixel). */
  pixel: boolean;
  /** `{base_url}/stats?api_key=…` when the external statistics want events. */
  stats: string | null;
}

/** The browser's part of the enabled integrations; null when none of them receives events. */
export function clientIntegrations(integrations: Integrations, currency: string): ClientIntegrations | null {
  const { tagManager, analytics, socialPixel, statistics } = integrations;
  const stats = statistics?.events_enabled ? `${statistics.base_url}/stats?api_key=${encodeURIComponent(statistics.api_key)}` : null;
  if (!tagManager && !analytics && !socialPixel && !stats) return null;
  return { currency, tagManager: Boolean(tagManager), analytics: Boolean(analytics), pixel: Boolean(socialPixel), stats };
}

/** The data block's config, or null when the page has none (or it is not one). */
export function readClientIntegrations(doc: Document = document): ClientIntegrations | null {
  const text = doc.getElementById(CLIENT_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ClientIntegrations> | null;
    if (!value || typeof value.currency !== 'string') return null;
    return {
      currency: value.currency,
      tagManager: value.tagManager === true,
      analytics: value.analytics === true,
      pixel: value.pixel === true,
      stats: typeof value.stats === 'string' && /^https?:\/\//.test(value.stats) ? value.stats : null,
    };
  } catch {
    return null;
  }
}
