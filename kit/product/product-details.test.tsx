import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductDetails } from './product-details';

const sections = [
  { id: 'description', title: 'Beschrijving', content: <p>Een tijdloze solitair.</p> },
  { id: 'details', title: 'Details', content: <p>Bandbreedte 1,8 mm.</p> },
  { id: 'shipping', title: 'Verzenden & retourneren', content: <p>30 dagen bedenktijd.</p> },
];

describe('ProductDetails', () => {
  it('offers tabs with one panel shown, switched by click and arrow keys', async () => {
    render(<ProductDetails label="Over dit sieraad" sections={sections} />);
    const tablist = screen.getByRole('tablist', { name: 'Over dit sieraad' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(screen.getByRole('tabpanel', { name: 'Beschrijving' })).toHaveTextContent('Een tijdloze solitair.');

    await userEvent.click(tabs[1]!);
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[2]).toHaveFocus();
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(tabs[2]).toHaveAttribute('tabindex', '0');
    expect(tabs[0]).toHaveAttribute('tabindex', '-1');
  });

  it('has the same sections as accordions (native details), the first open', () => {
    const { container } = render(<ProductDetails label="Over dit sieraad" sections={sections} />);
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(3);
    expect(details[0]).toHaveAttribute('open');
    expect(details[1]).not.toHaveAttribute('open');
    expect(details[2]!.querySelector('summary')).toHaveTextContent('Verzenden & retourneren');
  });
});
