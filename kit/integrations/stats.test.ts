import { describe, expect, it, vi } from 'vitest';
import { sendStats, type StatsEvent } from './stats';

const event: StatsEvent = { type: 'add_to_cart', url: '/product/ring', payload: { sku: 'R-1', quantity: 1 }, at: '2026-11-27T10:00:00.000Z' };
const url = 'https://stats.example.com/stats?api_key=k%201';

describe('sendStats', () => {
  it('sends a beacon of plain-text JSON to {base}/stats?api_key=…', () => {
    const sendBeacon = vi.fn(() => true);
    const send = vi.fn();
    sendStats(url, event, { sendBeacon }, send);
    expect(sendBeacon).toHaveBeenCalledWith(url, JSON.stringify(event));
    expect(send).not.toHaveBeenCalled();
  });

  it('falls back to fetch with keepalive when the beacon is refused or missing', () => {
    const send = vi.fn(() => Promise.resolve(new Response(null)));
    sendStats(url, event, { sendBeacon: () => false }, send);
    sendStats(url, event, {}, send);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledWith(url, expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(event), credentials: 'omit' }));
  });

  it('fails silently', async () => {
    const rejected = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(() => sendStats(url, event, { sendBeacon: () => false }, rejected)).not.toThrow();
    const throwing = () => {
      throw new TypeError('Refused to connect (CSP)');
    };
    expect(() => sendStats(url, event, { sendBeacon: throwing }, rejected)).not.toThrow();
    await Promise.resolve();
  });
});
