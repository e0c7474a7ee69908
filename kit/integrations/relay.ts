import type { Track } from '../state/analytics';
import { readClientIntegrations } from './client-config';

/**
 * The shop's tracker, and the page's enabled integrations after it. Part of the shop runtime (idle,
 * never first-load JS); the forwarder (kit/integrations/forwarder.ts) is a chunk of its own,
 * loaded only when the page's data block names integrations that want events. Events tracked
 * before it arrives wait for it.
 */
export function withIntegrations(track: Track, doc: Document = document): Track {
  const config = readClientIntegrations(doc);
  if (!config) return track;
  let forward: Track | null = null;
  let waiting: Parameters<Track>[] | null = [];
  void import('./forwarder').then(
    ({ createForwarder }) => {
      forward = createForwarder(config);
      for (const [type, payload] of waiting ?? []) forward(type, payload);
      waiting = null;
    },
    () => {
      waiting = null;
    },
  );
  return (type, payload) => {
    track(type, payload);
    if (forward) forward(type, payload);
    else waiting?.push([type, payload]);
  };
}
