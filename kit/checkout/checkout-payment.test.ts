import { describe, expect, it, vi } from 'vitest';
import type { CheckoutResult } from '../../api/contract/checkout';
import { LAST_ORDER_KEY, rememberedOrder, rememberOrder, reportPurchaseOnce, startPayment, startWalletPayment, type PaymentCalls } from './checkout-payment';
import { memoryStorage } from '../state/stored-id';

const order = { id: 21, po_number: 'AU-2026-000021', final_amount: 5900, currency_code: 'EUR', payment_status: 0, payment_method: 'bank_transfer' };
const result = (payment: CheckoutResult['payment']): CheckoutResult => ({ order, payment });

function calls(overrides: Partial<PaymentCalls> = {}): PaymentCalls {
  return {
    checkout: vi.fn(async () => result({ type: 'stripe_client_secret', client_secret: 'pi_1_secret_2', publishable_key: 'pk_test_1' })),
    finishImmediately: vi.fn(async () => result({ type: 'none', instructions: 'IBAN …' })),
    createStripeSession: vi.fn(async () => ({ url: 'https://checkout.stripe.com/c/pay/cs_1', order_id: 21 })),
    stripeSession: vi.fn(),
    capturePaypal: vi.fn(),
    checkoutOrder: vi.fn(),
    expressCheckout: vi.fn(async () => result({ type: 'stripe_client_secret', client_secret: 'pi_9_secret_8', publishable_key: 'pk_test_1' })),
    ...overrides,
  };
}

describe('starting a payment', () => {
  it("a wallet places the order through the express call with the cart's e-mail and answers the PaymentIntent to confirm", async () => {
    const api = calls();
    expect(await startWalletPayment(api, { unique_id: 'cart-1', contact_email: 'koper@example.nl' }, 'apple_pay')).toEqual({ orderId: 21, clientSecret: 'pi_9_secret_8' });
    expect(api.expressCheckout).toHaveBeenCalledWith({ cart_unique_id: 'cart-1', express_type: 'apple_pay', contact_email: 'koper@example.nl' });
    const paid = calls({ expressCheckout: vi.fn(async () => result({ type: 'none', instructions: null })) });
    await expect(startWalletPayment(paid, { unique_id: 'cart-1', contact_email: 'koper@example.nl' }, 'google_pay')).rejects.toThrow();
  });

  it('bank transfer and nothing left to pay finish at once', async () => {
    const api = calls();
    expect(await startPayment(api, 'cart-1', 'bank_transfer')).toEqual({ kind: 'done', orderId: 21 });
    expect(api.finishImmediately).toHaveBeenCalledWith({ cart_unique_id: 'cart-1', type: 'bank_transfer' });
    await startPayment(api, 'cart-1', 'gift_card');
    expect(api.finishImmediately).toHaveBeenLastCalledWith({ cart_unique_id: 'cart-1', type: 'gift_card' });
  });

  it("the Payment Element gets the order's client secret and key", async () => {
    const api = calls();
    expect(await startPayment(api, 'cart-1', 'stripe_payment_element')).toEqual({ kind: 'element', orderId: 21, clientSecret: 'pi_1_secret_2', publishableKey: 'pk_test_1' });
    expect(api.checkout).toHaveBeenCalledWith({ cart_unique_id: 'cart-1', payment_method: 'stripe_payment_element' });
  });

  it("the hosted Stripe page and PayPal are a redirect; an already paid order is done", async () => {
    expect(await startPayment(calls(), 'cart-1', 'stripe_checkout_form')).toEqual({ kind: 'redirect', orderId: 21, url: 'https://checkout.stripe.com/c/pay/cs_1' });
    const paypal = calls({ checkout: vi.fn(async () => result({ type: 'redirect', url: 'https://www.paypal.com/checkoutnow?token=1' })) });
    expect(await startPayment(paypal, 'cart-1', 'paypal')).toEqual({ kind: 'redirect', orderId: 21, url: 'https://www.paypal.com/checkoutnow?token=1' });
    const paid = calls({ createStripeSession: vi.fn(async () => ({ url: null, order_id: 21 })) });
    expect(await startPayment(paid, 'cart-1', 'stripe_checkout_form')).toEqual({ kind: 'done', orderId: 21 });
  });

  it('passes failures on to the caller', async () => {
    const api = calls({ finishImmediately: vi.fn(async () => Promise.reject(Object.assign(new Error('x'), { status: 409, code: 'insufficient_stock' }))) });
    await expect(startPayment(api, 'cart-1', 'bank_transfer')).rejects.toMatchObject({ code: 'insufficient_stock' });
  });
});

describe('the last order and the purchase report', () => {
  it("remembers this tab's last order, and ignores a damaged record", () => {
    const session = memoryStorage();
    expect(rememberedOrder(session)).toBeNull();
    rememberOrder(session, 'cart-1', 21);
    expect(rememberedOrder(session)).toEqual({ cartId: 'cart-1', orderId: 21 });
    session.setItem(LAST_ORDER_KEY, '{oops');
    expect(rememberedOrder(session)).toBeNull();
  });

  it('reports a purchase once per order, however often the success page opens', () => {
    const storage = memoryStorage();
    const report = vi.fn();
    expect(reportPurchaseOnce(storage, 21, report)).toBe(true);
    expect(reportPurchaseOnce(storage, 21, report)).toBe(false);
    expect(reportPurchaseOnce(storage, 22, report)).toBe(true);
    expect(report).toHaveBeenCalledTimes(2);
  });
});
