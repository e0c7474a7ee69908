import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type Transport } from './client';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function recording(respond: (request: Request) => Response) {
  const requests: Request[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    return respond(request);
  };
  return { transport, requests, api: createApiClient({ transport, origin: 'http://shop.test', lang: 'nl', token: 'tok' }) };
}

const summary = {
  id: 7, po_number: 'AU-2026-000007', created_at: '2026-11-22T17:40:29.485Z', final_amount: 12900, currency_code: 'EUR',
  payment_status: 0, fulfillment_status: 'processing', items_count: 2,
};

const order = {
  ...summary,
  updated_at: summary.created_at, language: 'nl', subtotal_amount: 12900, discount_amount: 0, code_discount_amount: 0, discount_code: null, shipping_amount: 0, gift_card_amount: 0, tax_amount: 2239,
  payment_method: 'bank_transfer', contact_email: 'klant@juwelier-aurum.nl', shipping_address: null, billing_address: null, shipping_method: null,
  note: null, carrier: null, tracking_number: null, tracking_url: null, shipped_at: null, delivered_at: null, can_cancel: true, can_return: false,
  order_products: [], return_requests: [],
};

describe('API client: orders', () => {
  it('reads a page of orders with its meta, sending page and count', async () => {
    const { api, requests } = recording(() => json({ data: [summary], meta: { current_page: 2, last_page: 3, total: 21 } }));
    const page = await api.orders({ page: 2, count: 10 });
    expect(page.meta).toEqual({ current_page: 2, last_page: 3, total: 21 });
    expect(page.data[0]?.po_number).toBe('AU-2026-000007');
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/api/v1/orders');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('count')).toBe('10');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok');
  });

  it('reads one order and its tracking by the order id', async () => {
    const tracking = { order_id: 7, po_number: summary.po_number, fulfillment_status: 'processing', carrier: null, tracking_number: null, tracking_url: null, shipped_at: null, delivered_at: null, events: [] };
    const { api, requests } = recording((request) => json({ data: new URL(request.url).pathname.endsWith('/tracking') ? tracking : order }));
    expect((await api.order(7)).can_cancel).toBe(true);
    expect((await api.tracking(7)).events).toEqual([]);
    expect(requests.map((r) => `${new URL(r.url).pathname}?${new URL(r.url).searchParams.get('order_id') ?? ''}`)).toEqual(['/api/v1/orders/7?', '/api/v1/tracking?7']);
  });

  it('cancels with PATCH { action: "cancel" } and asks for a return with POST', async () => {
    const request = { id: 3, order_id: 5, type: 1, reason: 'size', comment: null, items: [{ order_product_id: 8, quantity: 1 }], status: 'requested', staff_message: null, resolution: null, created_at: summary.created_at };
    const { api, requests } = recording((r) => json({ data: r.method === 'PATCH' ? { ...order, payment_status: 4, can_cancel: false } : request }, r.method === 'POST' ? 201 : 200));
    expect((await api.cancelOrder(7)).payment_status).toBe(4);
    expect((await api.requestReturn({ order_id: 5, type: 1, reason: 'size', items: [{ order_product_id: 8, quantity: 1 }] })).status).toBe('requested');
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['PATCH /api/v1/orders/7', 'POST /api/v1/returns/request']);
    expect(await requests[0]!.json()).toEqual({ action: 'cancel' });
  });

  it('keeps the code and fields of a refused return', async () => {
    const { api } = recording(() => json({ error: { code: 'return_quantity_exceeded', message: 'x', fields: { 'items.0.quantity': 'Nog hoogstens 1' } } }, 422));
    const error = await api.requestReturn({ order_id: 5, type: 1, reason: 'size', items: [{ order_product_id: 8, quantity: 3 }] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'return_quantity_exceeded', fields: { 'items.0.quantity': 'Nog hoogstens 1' } });
  });
});
