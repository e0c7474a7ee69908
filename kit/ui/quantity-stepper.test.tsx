import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

const labels = { quantity: 'Aantal', decrease: 'Aantal verlagen', increase: 'Aantal verhogen', onlyAvailable: 'Er zijn er nog maar {max} beschikbaar' };

function Stepper({ max }: { max: number }) {
  const [value, setValue] = useState(1);
  return <QuantityStepper value={value} max={max} onChange={setValue} labels={labels} />;
}

describe('QuantityStepper', () => {
  it('counts up to the maximum and down to 1 with plus and minus', async () => {
    render(<Stepper max={3} />);
    const field = screen.getByRole('spinbutton', { name: 'Aantal' });
    const minus = screen.getByRole('button', { name: 'Aantal verlagen' });
    const plus = screen.getByRole('button', { name: 'Aantal verhogen' });
    expect(minus).toBeDisabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(field).toHaveValue(3);
    expect(plus).toBeDisabled();
    await userEvent.click(minus);
    expect(field).toHaveValue(2);
  });

  it('keeps a typed quantity within 1..max', async () => {
    render(<Stepper max={5} />);
    const field = screen.getByRole('spinbutton', { name: 'Aantal' });
    await userEvent.clear(field);
    await userEvent.type(field, '9');
    expect(field).toHaveValue(5);
  });

  it('says so when more than the maximum was typed, and stops saying it once the shopper goes lower', async () => {
    const { container } = render(<Stepper max={14} />);
    const field = screen.getByRole('spinbutton', { name: 'Aantal' });
    // A polite live region (not role=status, which the pages keep for their own messages).
    const note = container.querySelector('[data-slot="quantity-note"]')!;
    expect(note).toHaveAttribute('aria-live', 'polite');
    expect(note).toHaveTextContent('');
    await userEvent.clear(field);
    await userEvent.type(field, '99');
    expect(field).toHaveValue(14);
    expect(note).toHaveTextContent('Er zijn er nog maar 14 beschikbaar');
    await userEvent.click(screen.getByRole('button', { name: 'Aantal verlagen' }));
    expect(field).toHaveValue(13);
    expect(note).toHaveTextContent('');
  });
});
