import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { discountedCheckoutCart } from '../../stories/fixtures/cart';
import { getT } from '../i18n';
import { CheckoutDiscount, checkoutDiscountLabels, type CheckoutDiscountProps } from './checkout-discount';

const labels = checkoutDiscountLabels(getT('nl'));

function Field(props: Partial<CheckoutDiscountProps>) {
  const [value, setValue] = useState('');
  return (
    <CheckoutDiscount applied={null} value={value} onValueChange={setValue} onApply={vi.fn()} onSkip={vi.fn()} onRemove={vi.fn()} currency="EUR" locale="nl" labels={labels} {...props} />
  );
}

describe('CheckoutDiscount', () => {
  it('applies the typed code with the button or Enter; the button waits for a code', async () => {
    const onApply = vi.fn();
    render(<Field onApply={onApply} />);
    expect(screen.getByRole('button', { name: 'Toepassen' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Kortingscode' }), ' welkom10 {Enter}');
    expect(onApply).toHaveBeenCalledWith('welkom10');
  });

  it("shows 'Kortingscode is ongeldig' linked to the field, with the way on without a discount", async () => {
    const onSkip = vi.fn();
    render(<Field error="Kortingscode is ongeldig" onSkip={onSkip} />);
    const input = screen.getByRole('textbox', { name: 'Kortingscode' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Kortingscode is ongeldig');
    expect(screen.getByRole('alert')).toHaveTextContent('Kortingscode is ongeldig');
    await userEvent.click(screen.getByRole('button', { name: 'Doorgaan zonder korting' }));
    expect(onSkip).toHaveBeenCalledOnce();
  });

  it('is busy while the code is checked', () => {
    render(<Field value="WELKOM10" onValueChange={vi.fn()} loading />);
    const button = screen.getByRole('button', { name: /Toepassen/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
  });

  it('shows an applied code with its value and a remove button named after it', async () => {
    const onRemove = vi.fn();
    render(<Field applied={discountedCheckoutCart.discount} onRemove={onRemove} />);
    expect(screen.getByText('WELKOM10')).toBeInTheDocument();
    expect(screen.getByText('10% korting')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Verwijder kortingscode WELKOM10' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('shows a static code as an amount', () => {
    render(<Field applied={{ code: 'AURUM25', discount_type: 'static', used_discount_amount: 2500, base_discount_amount: 2500 }} />);
    expect(screen.getByText(/EUR\s25,00 korting/)).toBeInTheDocument();
  });
});
