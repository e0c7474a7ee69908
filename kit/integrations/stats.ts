/** What a statistics beacon carries: the event, where it happened, its payload (no personal data). */
export interface StatsEvent {
  type: string;
  url: string;
  payload: Record<string, unknown> | null;
  at: string;
}

/**
 * Sends one event to the external statistics (`{base_url}/stats?api_key=…`, type 35): a beacon
 * (sent even when the page is closing), else `fetch` with keepalive. Plain text JSON, so no CORS
 * preflight; failures are silent (spec section 8: statistics failures are ignored).
 */
export function sendStats(url: string, event: StatsEvent, nav: { sendBeacon?: Navigator['sendBeacon'] } | undefined = globalThis.navigator, send: typeof fetch = (input, init) => fetch(input, init)): void {
  try {
    const body = JSON.stringify(event);
    if (typeof nav?.sendBeacon === 'function' && nav.sendBeacon(url, body)) return;
    void send(url, { method: 'POST', body, keepalive: true, mode: 'no-cors', credentials: 'omit', headers: { 'Content-Type': 'text/plain;charset=UTF-8' } }).catch(() => undefined);
  } catch {
    // blocked by the browser, an extension or the CSP: ignore
  }
}
