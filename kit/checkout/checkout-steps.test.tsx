import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getT } from '../i18n';
import { CheckoutSteps, checkoutStepsLabels } from './checkout-steps';

const labels = checkoutStepsLabels(getT('nl'));

describe('CheckoutSteps', () => {
  it('marks the current step and links back to a finished one', () => {
    render(<CheckoutSteps current={2} hrefs={{ 1: '/checkout' }} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Stappen van het afrekenen' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    expect(nav.querySelector('[aria-current="step"]')).toHaveTextContent('Betalen');
    expect(within(nav).getByRole('link', { name: /Gegevens \(afgerond\)/ })).toHaveAttribute('href', '/checkout');
  });

  it('has no links on the first step', () => {
    render(<CheckoutSteps current={1} labels={labels} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
