import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Stripe.js is never fetched in tests: the bindings are stand-ins that confirm as told.
const confirmPayment = vi.fn();
const loadStripe = vi.fn(async () => ({}));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <div data-testid="elements">{children}</div>,
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({}),
}));

const { default: StripePayment } = await import('./stripe-payment.client');

function pay(overrides: { onPaid?: () => void; onFailed?: (reason: string, message: string | null) => void } = {}) {
  const onPaid = overrides.onPaid ?? vi.fn();
  const onFailed = overrides.onFailed ?? vi.fn();
  render(
    <StripePayment
      publishableKey="pk_test_1"
      clientSecret="pi_1_secret_2"
      locale="nl"
      returnUrl="https://shop.test/checkout/success/21?cart=c4rt"
      labels={{ pay: 'EUR 58,05 betalen', paying: 'Bezig met betalen…', heading: 'Betaalgegevens' }}
      className="btn"
      onPaid={onPaid}
      onFailed={onFailed}
    />,
  );
  return { onPaid, onFailed };
}

describe('StripePayment', () => {
  afterEach(() => {
    vi.useRealTimers();
    confirmPayment.mockReset();
  });

  it('loads Stripe.js once per key and confirms with the success page as the return URL', async () => {
    confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const { onPaid } = pay();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1');
    await userEvent.click(screen.getByRole('button', { name: 'EUR 58,05 betalen' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledOnce());
    expect(confirmPayment).toHaveBeenCalledWith({ elements: {}, confirmParams: { return_url: 'https://shop.test/checkout/success/21?cart=c4rt' }, redirect: 'if_required' });
  });

  it("passes a declined card's own message on; other errors without one", async () => {
    confirmPayment.mockResolvedValueOnce({ error: { type: 'card_error', message: 'Je kaart is geweigerd.' } });
    const { onFailed } = pay();
    await userEvent.click(screen.getByRole('button', { name: 'EUR 58,05 betalen' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith('declined', 'Je kaart is geweigerd.'));
    confirmPayment.mockResolvedValueOnce({ error: { type: 'api_error', message: 'internal' } });
    await userEvent.click(screen.getByRole('button', { name: 'EUR 58,05 betalen' }));
    await waitFor(() => expect(onFailed).toHaveBeenLastCalledWith('failed', null));
  });

  it('reports a timeout when Stripe has not answered in 30 s (spec: paymentTimeoutMessage)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    confirmPayment.mockReturnValue(new Promise(() => undefined));
    const { onFailed } = pay();
    await userEvent.click(screen.getByRole('button', { name: 'EUR 58,05 betalen' }));
    expect(screen.getByRole('button', { name: 'Bezig met betalen…' })).toHaveAttribute('aria-busy', 'true');
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith('timeout', null));
  });
});
