import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductPrice } from './product-price';

const labels = { price: 'Prijs', regularPrice: 'Normale prijs', salePrice: 'Aanbiedingsprijs' };

describe('ProductPrice', () => {
  it('shows one price when not on sale', () => {
    const { container } = render(<ProductPrice final="EUR 245,00" labels={labels} />);
    expect(container).toHaveTextContent('Prijs EUR 245,00');
    expect(container.querySelector('s')).toBeNull();
  });

  it('on sale: strikes the regular price through and shows the save badge, each named for screen readers', () => {
    const { container } = render(<ProductPrice final="EUR 1.196,00" regular="EUR 1.495,00" from="vanaf" save={{ text: '−20%', label: '20 procent korting' }} labels={labels} />);
    expect(container.querySelector('s')).toHaveTextContent('EUR 1.495,00');
    expect(container).toHaveTextContent('vanaf Aanbiedingsprijs EUR 1.196,00 Normale prijs EUR 1.495,00');
    expect(screen.getByText('−20%')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('(20 procent korting)')).toHaveClass('sr-only');
  });
});
