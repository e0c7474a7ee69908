import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Stripe.js is never fetched in tests: the bindings are stand-ins; the element hands its callbacks to the test.
const confirmPayment = vi.fn();
const submit = vi.fn(async () => ({}));
const loadStripe = vi.fn(async () => ({}));
const element: { onReady?: (event: unknown) => void; onConfirm?: (event: unknown) => void; options?: unknown } = {};
const elementsOptions = vi.fn();
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
    elementsOptions(options);
    return <div>{children}</div>;
  },
  PaymentElement: () => null,
  ExpressCheckoutElement: (props: typeof element) => {
    Object.assign(element, props);
    return <div data-testid="express-element" />;
  },
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({ submit }),
}));

const { default: StripeExpress } = await import('./stripe-express.client');

function show(overrides: { start?: (wallet: string) => Promise<{ orderId: number; clientSecret: string }> } = {}) {
  const start = vi.fn(overrides.start ?? (async () => ({ orderId: 21, clientSecret: 'pi_9_secret_8' })));
  const onPaid = vi.fn();
  const onFailed = vi.fn();
  render(
    <StripeExpress
      publishableKey="pk_test_1"
      amount={5805}
      currency="EUR"
      locale="nl"
      labels={{ heading: 'Snel betalen met je wallet', or: 'of kies hieronder hoe je betaalt' }}
      start={start}
      returnUrl={(orderId) => `https://shop.test/checkout/success/${orderId}?cart=c4rt`}
      onPaid={onPaid}
      onFailed={onFailed}
    />,
  );
  return { start, onPaid, onFailed };
}

const confirmEvent = (expressPaymentType: string) => ({ expressPaymentType, paymentFailed: vi.fn() });

describe('StripeExpress (Apple Pay / Google Pay)', () => {
  afterEach(() => {
    confirmPayment.mockReset();
    submit.mockClear();
  });

  it("asks for the cart's amount and only the wallets, and stays hidden while the browser offers none", () => {
    show();
    expect(elementsOptions).toHaveBeenLastCalledWith({ mode: 'payment', amount: 5805, currency: 'eur', locale: 'nl' });
    expect(element.options).toMatchObject({ paymentMethods: { applePay: 'auto', googlePay: 'auto', link: 'never', paypal: 'never' } });
    act(() => element.onReady?.({ availablePaymentMethods: undefined }));
    expect(screen.queryByRole('region', { name: 'Snel betalen met je wallet' })).toBeNull();
    act(() => element.onReady?.({ availablePaymentMethods: { applePay: true, googlePay: false } }));
    expect(screen.getByRole('region', { name: 'Snel betalen met je wallet' })).toBeVisible();
  });

  it("places the order for the wallet pressed and confirms its PaymentIntent with the success page to return to", async () => {
    confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const { start, onPaid } = show();
    const event = confirmEvent('google_pay');
    element.onConfirm?.(event);
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(21));
    expect(submit).toHaveBeenCalledOnce();
    expect(start).toHaveBeenCalledWith('google_pay');
    expect(confirmPayment).toHaveBeenCalledWith({ elements: { submit }, clientSecret: 'pi_9_secret_8', confirmParams: { return_url: 'https://shop.test/checkout/success/21?cart=c4rt' }, redirect: 'if_required' });
    expect(event.paymentFailed).not.toHaveBeenCalled();
  });

  it('tells the wallet and the page when the payment fails, and never places an order for another kind of button', async () => {
    confirmPayment.mockResolvedValueOnce({ error: { type: 'card_error', message: 'Je kaart is geweigerd.' } });
    const { start, onFailed, onPaid } = show();
    const declined = confirmEvent('apple_pay');
    element.onConfirm?.(declined);
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith('declined', 'Je kaart is geweigerd.'));
    expect(declined.paymentFailed).toHaveBeenCalled();
    const link = confirmEvent('link');
    element.onConfirm?.(link);
    expect(link.paymentFailed).toHaveBeenCalled();
    expect(start).toHaveBeenCalledTimes(1);
    expect(onPaid).not.toHaveBeenCalled();
  });
});
