import type { Track } from '../state/analytics';
import type { ClientIntegrations } from './client-config';
import { googleEvent, pixelEvent, type ProviderEvent } from './event-mapping';
import { readyQueue, type ReadyOptions } from './ready';
import { sendStats } from './stats';

/** The third parties' globals, as their snippets (kit/integrations/inline-script.ts) define them. */
export interface IntegrationGlobals {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: (...args: unknown[]) => void;
}

export interface ForwarderOptions {
  win?: Window & IntegrationGlobals;
  /** The statistics sender (tests). */
  stats?: typeof sendStats;
  poll?: Omit<ReadyOptions, 'onGiveUp'>;
}

/**
 * Hands each shop event to the enabled integrations (loaded by kit/integrations/relay.ts, only on
 * a page that has some): the tag manager's `dataLayer`, `gtag` and `fbq` once their global is
 * there (kit/integrations/ready.ts: events queue until then), and the external statistics at once.
 */
export function createForwarder(config: ClientIntegrations, { win = window as Window & IntegrationGlobals, stats = sendStats, poll }: ForwarderOptions = {}): Track {
  const deliveries: ((type: Parameters<Track>[0], payload: Parameters<Track>[1]) => void)[] = [];

  if (config.tagManager) {
    const push = readyQueue<ProviderEvent>(
      () => Array.isArray(win.dataLayer),
      ({ name, params, ecommerce }) => {
        if (ecommerce) win.dataLayer!.push({ ecommerce: null }, { event: name, ecommerce: params });
        else win.dataLayer!.push({ event: name, ...params });
      },
      poll,
    );
    deliveries.push((type, payload) => {
      const event = googleEvent(type, payload, config.currency);
      if (event) push(event);
    });
  }
  if (config.analytics) {
    const send = readyQueue<ProviderEvent>(() => typeof win.gtag === 'function', ({ name, params }) => win.gtag!('event', name, params), poll);
    deliveries.push((type, payload) => {
      const event = googleEvent(type, payload, config.currency);
      if (event) send(event);
    });
  }
  if (config.pixel) {
    const send = readyQueue<ProviderEvent>(() => typeof win.fbq === 'function', ({ name, params }) => win.fbq!('track', name, params), poll);
    deliveries.push((type, payload) => {
      const event = pixelEvent(type, payload, config.currency);
      if (event) send(event);
    });
  }
  if (config.stats) {
    const url = config.stats;
    deliveries.push((type, payload) =>
      stats(url, { type, url: (win.location.pathname + win.location.search).slice(0, 2048), payload: payload ?? null, at: new Date().toISOString() }, win.navigator),
    );
  }
  return (type, payload) => {
    for (const deliver of deliveries) deliver(type, payload);
  };
}
