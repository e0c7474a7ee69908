import { describe, expect, it } from 'vitest';
import { carrierName, orderPaths, parseOrderId, parsePage, paymentStatusLabel, paymentStatusSlug, paymentTone, returnRefusal, type ReturnableOrder } from './orders';

const fallback = {
  unpaid: 'Niet betaald', paid: 'Betaald', refunded: 'Terugbetaald', partiallyRefunded: 'Gedeeltelijk terugbetaald',
  voided: 'Geannuleerd', refundStarted: 'Terugbetaling gestart', returnRequested: 'Retour aangevraagd',
};

describe('payment statuses', () => {
  it('names the spec codes 0..6', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(paymentStatusSlug)).toEqual(['unpaid', 'paid', 'refunded', 'partiallyRefunded', 'voided', 'refundStarted', 'returnRequested']);
    expect(paymentStatusSlug(9)).toBeNull();
  });

  it("prefers the shop's bootstrap title, else the shop copy, else the code", () => {
    expect(paymentStatusLabel(4, [{ id: 4, title: 'Vervallen' }], fallback)).toBe('Vervallen');
    expect(paymentStatusLabel(4, [{ id: 4, title: '  ' }], fallback)).toBe('Geannuleerd');
    expect(paymentStatusLabel(6, [], fallback)).toBe('Retour aangevraagd');
    expect(paymentStatusLabel(9, [], fallback)).toBe('9');
  });

  it('gives paid a positive tone and voided a negative one', () => {
    expect([paymentTone(1), paymentTone(4), paymentTone(0), paymentTone(2)]).toEqual(['positive', 'negative', 'attention', 'neutral']);
  });
});

describe('route values', () => {
  it('reads order ids: positive whole numbers within the API limit only', () => {
    expect(parseOrderId('42')).toBe(42);
    for (const bad of ['0', '042', '-1', '1.5', 'abc', '2147483648', '99999999999', '']) expect(parseOrderId(bad)).toBeNull();
  });

  it('reads the page query, defaulting to 1', () => {
    expect([parsePage('3'), parsePage(undefined), parsePage('0'), parsePage('x'), parsePage(['2', '5']), parsePage('99999')]).toEqual([3, 1, 1, 1, 2, 10_000]);
  });

  it('builds the customer-area paths and carrier names', () => {
    expect([orderPaths.order(5), orderPaths.tracking(5), orderPaths.returnForm(5)]).toEqual(['/profile/orders/5', '/profile/order-tracking/5', '/return/5']);
    expect([carrierName('postnl'), carrierName('Bpost')]).toEqual(['PostNL', 'Bpost']);
  });
});

describe('returnRefusal', () => {
  const now = new Date('2026-06-30T12:00:00Z');
  const line = { digital: false, return_days: 30, quantity: 1, requested_quantity: 0 };
  const order = (patch: Partial<ReturnableOrder>): ReturnableOrder => ({
    payment_status: 1, created_at: '2026-06-01T10:00:00Z', delivered_at: '2026-06-03T10:00:00Z', can_return: false, order_products: [line], ...patch,
  });

  it('is null while the API says a line can be returned', () => {
    expect(returnRefusal(order({ can_return: true }), now)).toBeNull();
  });

  it('explains unpaid, undelivered, closed and fully requested orders', () => {
    expect(returnRefusal(order({ payment_status: 0, delivered_at: null }), now)).toEqual({ kind: 'not_paid' });
    expect(returnRefusal(order({ payment_status: 4 }), now)).toEqual({ kind: 'not_paid' });
    expect(returnRefusal(order({ delivered_at: null }), now)).toEqual({ kind: 'not_delivered' });
    expect(returnRefusal(order({ delivered_at: '2026-05-01T10:00:00Z' }), now)).toEqual({ kind: 'window_closed', until: '2026-05-31T10:00:00.000Z' });
    expect(returnRefusal(order({ order_products: [{ ...line, requested_quantity: 1 }] }), now)).toEqual({ kind: 'all_requested' });
  });
});
