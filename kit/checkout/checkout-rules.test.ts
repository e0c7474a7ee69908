import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addressValues,
  checkoutErrorKey,
  isListedMethod,
  nominalValue,
  orderDestination,
  paymentFlow,
  paymentReturn,
  PaymentTimeout,
  sameAddress,
  sortedBlockers,
  stripeRefusal,
  thrownPaymentFailure,
  walletButtons,
  withTimeout,
} from './checkout-rules';
import { checkoutEventPayload } from './checkout-events';

const address = { first_name: 'Sanne', last_name: 'Jansen', company: null, address_line_1: 'Keizersgracht 214', address_line_2: null, city: 'Amsterdam', state: null, zip: '1016 DZ', country: 'NL', phone: null };

describe('checkout rules', () => {
  it('shows the wallet buttons only when Stripe offers Apple Pay or Google Pay and its key is known', () => {
    const stripe = [{ id: 'stripe_payment_element' as const }, { id: 'apple_pay' as const }, { id: 'google_pay' as const }, { id: 'bank_transfer' as const }];
    expect(walletButtons(stripe, 'pk_test_1')).toEqual({ publishableKey: 'pk_test_1' });
    expect(walletButtons(stripe, null)).toBeNull();
    expect(walletButtons([{ id: 'paypal' }, { id: 'bank_transfer' }], 'pk_test_1')).toBeNull();
    expect(walletButtons(null, 'pk_test_1')).toBeNull();
  });

  afterEach(() => vi.useRealTimers());

  it('fills the address form from an address, empty fields and the home country without one', () => {
    expect(addressValues(address)).toMatchObject({ first_name: 'Sanne', company: '', country: 'NL' });
    expect(addressValues(null)).toMatchObject({ first_name: '', country: 'NL' });
    expect(addressValues(null, 'BE').country).toBe('BE');
  });

  it('compares addresses ignoring case, spaces around values and null versus empty', () => {
    expect(sameAddress(address, { ...address, city: ' amsterdam ', company: '' as unknown as null })).toBe(true);
    expect(sameAddress(address, { ...address, zip: '1017 AA' })).toBe(false);
    expect(sameAddress(address, null)).toBe(false);
  });

  it('sends an ordered cart to its success page when paid, by bank transfer or fully covered; else to pay it', () => {
    expect(orderDestination({ payment_status: 1, payment_method: 'stripe_payment_element', final_amount: 5000 })).toBe('success');
    expect(orderDestination({ payment_status: 0, payment_method: 'bank_transfer', final_amount: 5000 })).toBe('success');
    expect(orderDestination({ payment_status: 0, payment_method: 'gift_card', final_amount: 0 })).toBe('success');
    expect(orderDestination({ payment_status: 0, payment_method: 'paypal', final_amount: 5000 })).toBe('payout');
  });

  it('knows how each method is paid and which are list choices', () => {
    expect(paymentFlow('bank_transfer')).toBe('bank_transfer');
    expect(paymentFlow('stripe_payment_element')).toBe('element');
    expect(paymentFlow('card')).toBe('element');
    expect(paymentFlow('stripe_checkout_form')).toBe('redirect');
    expect(paymentFlow('paypal')).toBe('redirect');
    expect(isListedMethod('apple_pay')).toBe(false);
    expect(isListedMethod('paypal')).toBe(true);
  });

  it('maps failures to the spec section 8 texts', () => {
    expect(checkoutErrorKey({ status: 0, code: 'network_error' }, 'order')).toBe('troubleCreateOrder');
    expect(checkoutErrorKey({ status: 500, code: 'unexpected' }, 'order')).toBe('troubleCreateOrder');
    expect(checkoutErrorKey({ status: 422, code: 'payment_method_unavailable' }, 'order')).toBe('createOrderErrorText');
    expect(checkoutErrorKey({ status: 502, code: 'payment_provider_failed' }, 'order')).toBe('createSessionErrorText');
    expect(checkoutErrorKey({ status: 422, code: 'validation_failed' }, 'session')).toBe('createSessionErrorText');
    expect(checkoutErrorKey({ status: 409, code: 'insufficient_stock' }, 'order')).toBe('insufficientStock');
    expect(checkoutErrorKey({ status: 422, code: 'checkout_incomplete' }, 'order')).toBe('incomplete');
    expect(checkoutErrorKey(new Error('boom'), 'order')).toBe('troubleCreateOrder');
  });

  it('orders blockers as the form shows its sections', () => {
    expect(sortedBlockers(['shipping_rate_missing', 'contact_email_missing', 'item_unavailable'])).toEqual(['item_unavailable', 'contact_email_missing', 'shipping_rate_missing']);
  });

  it("reads a provider's return: cancelled, PayPal, hosted Stripe page, Stripe redirect", () => {
    expect(paymentReturn(new URLSearchParams('canceled=1'))).toBe('canceled');
    expect(paymentReturn(new URLSearchParams('payment_intent=pi_1&redirect_status=failed'))).toBe('canceled');
    expect(paymentReturn(new URLSearchParams('cart=x&paypal=return'))).toBe('paypal');
    expect(paymentReturn(new URLSearchParams('cart=x&session_id=cs_1'))).toBe('stripe_session');
    expect(paymentReturn(new URLSearchParams('payment_intent=pi_1&redirect_status=succeeded'))).toBe('stripe_redirect');
    expect(paymentReturn(new URLSearchParams('cart=x'))).toBeNull();
  });

  it('describes a checkout for analytics by SKU and amounts, without personal data', () => {
    const payload = checkoutEventPayload({ final_amount: 5900, currency_code: 'EUR', items: [{ configuration_id: 'SKU-1', product_id: 3, quantity: 2, final_cost: 2950 }] as never });
    expect(payload).toEqual({ value: 5900, currency: 'EUR', items: [{ sku: 'SKU-1', product_id: 3, quantity: 2, price: 2950 }] });
  });

  it("shows a code's nominal value as a percentage or an amount", () => {
    const money = (cents: number) => `EUR ${cents / 100}`;
    const texts = { percent: '{n}% korting', amount: '{amount} korting' };
    expect(nominalValue('percent', 10, texts, money)).toBe('10% korting');
    expect(nominalValue('static', 2500, texts, money)).toBe('EUR 25 korting');
  });

  it('rejects with PaymentTimeout after 30 s, and passes an earlier answer through', async () => {
    vi.useFakeTimers();
    const slow = withTimeout(new Promise(() => undefined));
    const caught = slow.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await caught).toBeInstanceOf(PaymentTimeout);
    await expect(withTimeout(Promise.resolve('ok'))).resolves.toBe('ok');
  });

  it("tells a card or form refusal in Stripe's words, anything else and a throw plainly", () => {
    expect(stripeRefusal({ type: 'card_error', message: 'Your card was declined.' })).toEqual(['declined', 'Your card was declined.']);
    expect(stripeRefusal({ type: 'validation_error', message: 'Your card number is incomplete.' })).toEqual(['declined', 'Your card number is incomplete.']);
    expect(stripeRefusal({ type: 'card_error' })).toEqual(['declined', null]);
    expect(stripeRefusal({ type: 'api_error', message: 'Internal details' })).toEqual(['failed', null]);
    expect(thrownPaymentFailure(new PaymentTimeout())).toBe('timeout');
    expect(thrownPaymentFailure(new Error('network'))).toBe('failed');
  });
});
