import { describe, expect, it } from 'vitest';
import { checkoutCartFixture } from '../../stories/fixtures/cart';
import { bankTransferOrder } from '../../stories/fixtures/checkout';
import { ApiError, createApiClient, type Transport } from './client';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function recording(respond: (request: Request) => Response) {
  const requests: Request[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    return respond(request);
  };
  return { requests, api: createApiClient({ transport, origin: 'http://shop.test', lang: 'nl' }) };
}

const ref = { id: 21, po_number: 'AU-2026-000021', final_amount: 5900, currency_code: 'EUR', payment_status: 0, payment_method: 'bank_transfer' };
const call = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;

describe('API client: checkout', () => {
  it('reads and changes the checkout cart: get-cart, start-checkout without a body, PATCH with the form', async () => {
    const { api, requests } = recording(() => json({ data: checkoutCartFixture }));
    await api.checkoutCart('c4rt');
    await api.startCheckout('c4rt');
    await api.updateCheckoutCart('c4rt', { discount_code: null, note: 'Graag inpakken' });
    expect(requests.map(call)).toEqual(['GET /api/v1/checkout/get-cart', 'PATCH /api/v1/carts/c4rt/start-checkout', 'PATCH /api/v1/carts/c4rt']);
    expect(new URL(requests[0]!.url).searchParams.get('cart_unique_id')).toBe('c4rt');
    expect(requests[1]!.headers.get('content-type')).toBeNull();
    expect(await requests[2]!.json()).toEqual({ discount_code: null, note: 'Graag inpakken' });
  });

  it("keeps a 422's field message for the form (the discount code)", async () => {
    const { api } = recording(() => json({ error: { code: 'validation_failed', message: 'Ongeldig', fields: { discount_code: 'Kortingscode is ongeldig' } } }, 422));
    const error = await api.updateCheckoutCart('c4rt', { discount_code: 'NEPCODE' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fields).toEqual({ discount_code: 'Kortingscode is ongeldig' });
  });

  it('reads rates from { data: { rates } } and binds gift cards', async () => {
    const { api, requests } = recording((request) =>
      new URL(request.url).pathname.endsWith('/orders/rates') ? json({ data: { rates: checkoutCartFixture.shipping_rates } }) : json({ data: checkoutCartFixture }),
    );
    expect(await api.shippingRates({ cart_unique_id: 'c4rt', country: 'BE' })).toHaveLength(2);
    await api.bindGiftCard({ cart_unique_id: 'c4rt', gift_card_code: 'AURUM-GIFT-0100' });
    await api.unbindGiftCard({ cart_unique_id: 'c4rt', gift_card_code: 'AURUM-GIFT-0100' });
    expect(requests.map(call)).toEqual(['POST /api/v1/orders/rates', 'POST /api/v1/carts/bind-gift-card', 'POST /api/v1/carts/unbind-gift-card']);
  });

  it('places the order and reads the payment action, checked against the contract', async () => {
    const { api, requests } = recording(() => json({ data: { order: ref, payment: { type: 'redirect', url: 'https://www.paypal.com/checkoutnow?token=1' } } }));
    expect((await api.checkout({ cart_unique_id: 'c4rt', payment_method: 'paypal' })).payment).toEqual({ type: 'redirect', url: 'https://www.paypal.com/checkoutnow?token=1' });
    await api.finishImmediately({ cart_unique_id: 'c4rt', type: 'bank_transfer' });
    await api.expressCheckout({ cart_unique_id: 'c4rt', express_type: 'apple_pay', contact_email: 'a@b.nl' });
    expect(requests.map(call)).toEqual(['POST /api/v1/carts/checkout', 'POST /api/v1/carts/checkout/finish-immediately', 'POST /api/v1/carts/checkout/express']);
    const { api: broken } = recording(() => json({ data: { order: ref, payment: { type: 'teleport' } } }));
    await expect(broken.checkout({ cart_unique_id: 'c4rt', payment_method: 'paypal' })).rejects.toMatchObject({ code: 'contract_mismatch' });
  });

  it("reads the success page's order, the hosted Stripe session, and captures PayPal", async () => {
    const session = { id: 'cs_1', url: null, status: 'complete', payment_status: 'paid', order_id: 12 };
    const { api, requests } = recording((request) => (new URL(request.url).pathname.includes('stripe') ? json({ data: session }) : json({ data: bankTransferOrder })));
    expect((await api.checkoutOrder({ cart_unique_id: 'c4rt', order_id: 12 })).payment_instructions).toContain('IBAN');
    expect(await api.stripeSession({ cart_unique_id: 'c4rt', session_id: 'cs_1' })).toEqual(session);
    await api.createStripeSession({ cart_unique_id: 'c4rt' });
    await api.capturePaypal({ cart_unique_id: 'c4rt' });
    expect(requests.map(call)).toEqual(['GET /api/v1/checkout/get-order', 'GET /api/v1/carts/checkout/stripe/session', 'POST /api/v1/carts/checkout/stripe/session', 'POST /api/v1/checkout/paypal/capture']);
    expect(new URL(requests[0]!.url).searchParams.get('order_id')).toBe('12');
  });

  it('lists payment gateways and methods', async () => {
    const { api } = recording((request) =>
      new URL(request.url).pathname.endsWith('gateways') ? json({ data: [{ id: 'bank_transfer', public_key: null }] }) : json({ data: [{ id: 'bank_transfer', gateway: 'bank_transfer', title: 'Bankoverschrijving' }] }),
    );
    expect(await api.paymentGateways()).toEqual([{ id: 'bank_transfer', public_key: null }]);
    expect((await api.paymentMethods())[0]?.id).toBe('bank_transfer');
  });
});
