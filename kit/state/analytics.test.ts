import { describe, expect, it, vi } from 'vitest';
import { createTracker, newScrollDepths, trackPageView, trackSearch, type Track } from './analytics';

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

describe('trackSearch', () => {
  it('sends a query once in a row, trimmed and cut to 200 characters', () => {
    const sent: unknown[] = [];
    const track: Track = (type, payload) => sent.push([type, payload]);
    trackSearch(track, ' ring ');
    trackSearch(track, 'ring');
    trackSearch(track, '   ');
    trackSearch(track, 'oorbel');
    trackSearch(track, 'ring');
    trackSearch(track, 'x'.repeat(250));
    expect(sent).toEqual([
      ['search', { query: 'ring' }],
      ['search', { query: 'oorbel' }],
      ['search', { query: 'ring' }],
      ['search', { query: 'x'.repeat(200) }],
    ]);
  });

  it('is what a page view with ?search= reports, so the results page after the popup adds none', () => {
    const sent: unknown[] = [];
    const track: Track = (type, payload) => sent.push([type, payload]);
    trackSearch(track, 'diamant');
    const win = { document: { referrer: '' }, location: { search: '?search=diamant' }, setInterval: () => 0, clearInterval: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined } as unknown as Window;
    trackPageView(track, win)();
    expect(sent).toEqual([['search', { query: 'diamant' }], ['visit', { referrer: null }]]);
  });
});
