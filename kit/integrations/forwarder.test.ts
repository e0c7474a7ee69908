import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientIntegrations } from './client-config';
import { googleEvent, pixelEvent } from './event-mapping';
import { createForwarder, type IntegrationGlobals } from './forwarder';
import { READY_POLL_MS } from './ready';

const cartLine = { sku: 'RING-585-52', product_id: 42, title: 'Ring Aurora', quantity: 2, value: 25_990 };
const config: ClientIntegrations = { currency: 'EUR', tagManager: true, analytics: true, pixel: true, stats: 'https://stats.example.com/stats?api_key=k' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function fakeWindow(globals: IntegrationGlobals = {}) {
  return Object.assign({ location: { pathname: '/product/ring-aurora', search: '?size=52' }, navigator: {} }, globals) as unknown as Window & IntegrationGlobals;
}

describe('event mapping', () => {
  it('identifies products by id for analytics, in units of the currency', () => {
    expect(googleEvent('add_to_cart', cartLine, 'EUR')).toEqual({
      name: 'add_to_cart',
      ecommerce: true,
      params: { currency: 'EUR', value: 259.9, items: [{ item_id: '42', item_variant: 'RING-585-52', item_name: 'Ring Aurora', quantity: 2, price: 129.95 }] },
    });
    const purchase = googleEvent('purchase', { order_id: 7, value: 12_900, currency: 'EUR', items: [{ sku: 'A', product_id: 1, quantity: 1, price: 12_900 }] }, 'EUR');
    expect(purchase?.params).toMatchObject({ transaction_id: '7', value: 129, items: [{ item_id: '1', price: 129 }] });
    expect(googleEvent('visit', { referrer: null }, 'EUR')?.name).toBe('page_view');
    expect(googleEvent('remain', { seconds: 30 }, 'EUR')).toBeNull();
  });

  it('identifies products by sku for the social pixel', () => {
    expect(pixelEvent('add_to_cart', cartLine, 'EUR')).toEqual({
      name: 'AddToCart',
      params: { content_type: 'product', content_ids: ['RING-585-52'], contents: [{ id: 'RING-585-52', quantity: 2 }], num_items: 2, value: 259.9, currency: 'EUR' },
    });
    expect(pixelEvent('visit', {}, 'EUR')).toEqual({ name: 'PageView', params: {} });
    expect(pixelEvent('scroll_depth', { percent: 50 }, 'EUR')).toBeNull();
  });
});

describe('createForwarder', () => {
  it('hands events to dataLayer, gtag and fbq once each global is there, queueing until then', () => {
    const win = fakeWindow();
    const stats = vi.fn();
    const track = createForwarder(config, { win, stats });
    track('visit', { referrer: null });
    track('add_to_cart', cartLine);
    // Nothing to hand them to yet: they wait.
    const gtag = vi.fn();
    const fbq = vi.fn();
    win.dataLayer = [];
    win.gtag = gtag;
    win.fbq = fbq;
    vi.advanceTimersByTime(READY_POLL_MS);
    expect(win.dataLayer).toEqual([
      { event: 'page_view', page_referrer: undefined },
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_id: '42' })] }) },
    ]);
    expect(gtag.mock.calls.map((call) => call[1])).toEqual(['page_view', 'add_to_cart']);
    expect(fbq).toHaveBeenCalledWith('track', 'AddToCart', expect.objectContaining({ content_ids: ['RING-585-52'] }));
    // Statistics do not wait for anything.
    expect(stats).toHaveBeenCalledTimes(2);
    expect(stats).toHaveBeenCalledWith(config.stats, expect.objectContaining({ type: 'add_to_cart', url: '/product/ring-aurora?size=52', payload: cartLine }), win.navigator);
    track('purchase', { order_id: 1, value: 100, items: [] });
    expect(fbq).toHaveBeenLastCalledWith('track', 'Purchase', expect.objectContaining({ value: 1, currency: 'EUR' }));
  });

  it('sends only to what is enabled', () => {
    const win = fakeWindow({ dataLayer: [], gtag: vi.fn(), fbq: vi.fn() });
    const stats = vi.fn();
    createForwarder({ currency: 'EUR', tagManager: false, analytics: false, pixel: true, stats: null }, { win, stats })('add_to_cart', cartLine);
    expect(win.dataLayer).toEqual([]);
    expect(win.gtag).not.toHaveBeenCalled();
    expect(win.fbq).toHaveBeenCalledTimes(1);
    expect(stats).not.toHaveBeenCalled();
  });
});
