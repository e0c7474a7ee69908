import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_CONFIG_ID } from './client-config';
import { withIntegrations } from './relay';

afterEach(() => {
  document.getElementById(CLIENT_CONFIG_ID)?.remove();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('withIntegrations', () => {
  it('is the shop tracker itself on a page without integrations', () => {
    const track = vi.fn();
    expect(withIntegrations(track)).toBe(track);
  });

  it('sends to the shop and, once the forwarder chunk is in, to the integrations: events before it wait', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = CLIENT_CONFIG_ID;
    block.textContent = JSON.stringify({ currency: 'EUR', tagManager: true, analytics: false, pixel: false, stats: null });
    document.head.append(block);
    const dataLayer: Record<string, unknown>[] = [];
    (window as { dataLayer?: unknown }).dataLayer = dataLayer;
    const own = vi.fn();
    const track = withIntegrations(own);
    track('visit', { referrer: null });
    expect(own).toHaveBeenCalledWith('visit', { referrer: null });
    await vi.waitFor(() => expect(dataLayer).toEqual([{ event: 'page_view', page_referrer: undefined }]));
    track('search', { query: 'ring' });
    expect(dataLayer.at(-1)).toEqual({ event: 'search', search_term: 'ring' });
    expect(own).toHaveBeenCalledTimes(2);
  });
});
