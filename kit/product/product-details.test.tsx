import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TabListSlot } from '../ui/tab-list.lazy';
import { ProductDetails } from './product-details';

const sections = [
  { id: 'description', title: 'Beschrijving', content: <p>Een tijdloze solitair.</p> },
  { id: 'details', title: 'Details', content: <p>Bandbreedte 1,8 mm.</p> },
  { id: 'shipping', title: 'Verzenden & retourneren', content: <p>30 dagen bedenktijd.</p> },
];

describe('ProductDetails', () => {
  it("renders the tab list with the first tab selected and every panel once, before the list's code is there", () => {
    const { container } = render(<ProductDetails label="Over dit sieraad" sections={sections} />);
    const tabs = within(screen.getByRole('tablist', { name: 'Over dit sieraad' })).getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    // The panels are the server's HTML (the stylesheet shows the selected one): each once, labelled by its tab.
    const panels = container.querySelectorAll('[role="tabpanel"]');
    expect([...panels].map((p) => p.getAttribute('data-tab-panel'))).toEqual(['1', '2', '3']);
    expect(panels[1]).toHaveAttribute('aria-labelledby', tabs[1]!.id);
    expect(tabs[1]).toHaveAttribute('aria-controls', panels[1]!.id);
    expect(container.querySelectorAll('[role="tab"]')).toHaveLength(3);
  });

  it("offers tabs switched by click and arrow keys once the list's code is there", async () => {
    await TabListSlot.preload();
    render(<ProductDetails label="Over dit sieraad" sections={sections} />);
    const tablist = screen.getByRole('tablist', { name: 'Over dit sieraad' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(screen.getByRole('tabpanel', { name: 'Beschrijving' })).toHaveTextContent('Een tijdloze solitair.');

    await userEvent.click(tabs[1]!);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'false');
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
