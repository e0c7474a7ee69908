import { describe, expect, it } from 'vitest';
import { isCancellable, returnWindow, trackingUrl, type ReturnWindowInput } from './order-rules';
import { includedVat } from '../pricing/vat';

const DAY = 86_400_000;
const now = new Date('2026-06-30T12:00:00Z');
const line = (overrides: Partial<ReturnWindowInput> = {}): ReturnWindowInput => ({
  paymentStatus: 1,
  createdAt: new Date(now.getTime() - 20 * DAY),
  deliveredAt: new Date(now.getTime() - 10 * DAY),
  digital: false,
  returnDays: 30,
  quantity: 2,
  requestedQuantity: 0,
  ...overrides,
});

describe('order rules', () => {
  it('takes the 21 % VAT out of a gross amount', () => {
    expect(includedVat(12_100)).toBe(2_100);
    expect(includedVat(0)).toBe(0);
  });

  it('opens the return window at delivery (a digital line at once) for paid orders only', () => {
    expect(returnWindow(line(), now)).toEqual({ until: new Date(now.getTime() + 20 * DAY), quantity: 2, open: true, refusal: null });
    expect(returnWindow(line({ paymentStatus: 6, requestedQuantity: 1 }), now)).toMatchObject({ quantity: 1, open: true });
    for (const paymentStatus of [0, 2, 3, 4, 5]) expect(returnWindow(line({ paymentStatus }), now).refusal).toBe('order_not_paid');
    expect(returnWindow(line({ deliveredAt: null }), now)).toMatchObject({ until: null, refusal: 'order_not_delivered' });
    expect(returnWindow(line({ deliveredAt: null, digital: true }), now)).toMatchObject({ until: new Date(now.getTime() + 10 * DAY), open: true });
    expect(returnWindow(line({ returnDays: 10 }), now).open).toBe(true);
    expect(returnWindow(line({ returnDays: 9 }), now).refusal).toBe('return_window_closed');
    expect(returnWindow(line({ requestedQuantity: 2 }), now)).toMatchObject({ quantity: 0, refusal: 'return_quantity_exceeded' });
  });

  it('lets a customer cancel only an unpaid order that has not shipped', () => {
    expect(isCancellable({ paymentStatus: 0, fulfillmentStatus: 'processing' })).toBe(true);
    expect(isCancellable({ paymentStatus: 1, fulfillmentStatus: 'processing' })).toBe(false);
    expect(isCancellable({ paymentStatus: 0, fulfillmentStatus: 'shipped' })).toBe(false);
    expect(isCancellable({ paymentStatus: 4, fulfillmentStatus: 'cancelled' })).toBe(false);
  });

  it('links to the tracking page of known carriers only', () => {
    expect(trackingUrl('postnl', '3SABC123', { country: 'nl', zip: '1016 dz' })).toBe('https://jouw.postnl.nl/track-and-trace/3SABC123-NL-1016DZ');
    expect(trackingUrl('PostNL', '3SABC123')).toBe('https://jouw.postnl.nl/track-and-trace/3SABC123');
    expect(trackingUrl('ups', '1Z 999')).toBe('https://www.ups.com/track?loc=nl_NL&tracknum=1Z%20999');
    expect(trackingUrl('pigeon', '42')).toBeNull();
    expect(trackingUrl('dhl', null)).toBeNull();
  });
});
