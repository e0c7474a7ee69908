import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SoldBar } from './sold-bar';
import { StockStatus } from './stock-status';

describe('StockStatus', () => {
  it('announces the text as a status and carries the state for styling', () => {
    render(<StockStatus status="low_stock" text="Nog maar 2 op voorraad" />);
    expect(screen.getByRole('status')).toHaveTextContent('Nog maar 2 op voorraad');
    expect(screen.getByRole('status')).toHaveAttribute('data-status', 'low_stock');
  });
});

describe('SoldBar', () => {
  it('is a meter of sold pieces out of the edition', () => {
    render(<SoldBar sold={18} made={25} title="Gelimiteerde oplage" text="18 van 25 verkocht" />);
    const meter = screen.getByRole('meter', { name: 'Gelimiteerde oplage' });
    expect(meter).toHaveAttribute('aria-valuenow', '18');
    expect(meter).toHaveAttribute('aria-valuemax', '25');
    expect(meter).toHaveAttribute('aria-valuetext', '18 van 25 verkocht');
    expect(meter.firstElementChild).toHaveStyle({ width: '72%' });
  });
});
