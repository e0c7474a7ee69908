import { describe, expect, it, vi } from 'vitest';
import { createTracker, newScrollDepths } from './analytics';

describe('analytics', () => {
  it('posts the event with the page url and swallows failures', async () => {
    const send = vi.fn().mockRejectedValue(new Error('offline'));
    const track = createTracker({ endpoint: '/api/v1/events/frontend-event', send, location: () => '/catalog?search=ring' });
    expect(() => track('add_to_cart', { sku: 'R-1' })).not.toThrow();
    await Promise.resolve();
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe('/api/v1/events/frontend-event');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(init.body as string)).toEqual({ type: 'add_to_cart', url: '/catalog?search=ring', payload: { sku: 'R-1' } });
  });

  it('reports each scroll depth once', () => {
    const sent = new Set<number>([25]);
    expect(newScrollDepths(0.1, sent)).toEqual([]);
    expect(newScrollDepths(0.6, sent)).toEqual([50]);
    expect(newScrollDepths(1.2, sent)).toEqual([50, 75, 100]);
  });
});
