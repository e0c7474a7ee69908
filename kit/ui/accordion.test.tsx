import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

function Faq(props: { type?: 'single' | 'multiple'; onValueChange?: (value: string) => void }) {
  const items = (
    <>
      <AccordionItem value="levering">
        <AccordionTrigger>Levering</AccordionTrigger>
        <AccordionContent>Morgen in huis.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="retour">
        <AccordionTrigger>Retour</AccordionTrigger>
        <AccordionContent>30 dagen bedenktijd.</AccordionContent>
      </AccordionItem>
    </>
  );
  return props.type === 'multiple' ? (
    <Accordion type="multiple">{items}</Accordion>
  ) : (
    <Accordion type="single" collapsible onValueChange={props.onValueChange}>
      {items}
    </Accordion>
  );
}

const contentOf = (trigger: HTMLElement) =>
  trigger.closest('[data-slot="accordion-item"]')?.querySelector('[data-slot="accordion-content"]');

describe('Accordion', () => {
  it('starts closed and opens an item on click', async () => {
    render(<Faq />);
    const trigger = screen.getByRole('button', { name: 'Levering' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(contentOf(trigger)).toHaveAttribute('data-state', 'closed');

    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(contentOf(trigger)).toHaveAttribute('data-state', 'open');
    expect(trigger).toHaveAttribute('aria-controls', contentOf(trigger)?.id);
    expect(contentOf(trigger)).toHaveTextContent('Morgen in huis.');
  });

  it('keeps one item open in single mode and can close it again', async () => {
    const onValueChange = vi.fn();
    render(<Faq onValueChange={onValueChange} />);
    const delivery = screen.getByRole('button', { name: 'Levering' });
    const returns = screen.getByRole('button', { name: 'Retour' });
    await userEvent.click(delivery);
    await userEvent.click(returns);
    expect(delivery).toHaveAttribute('aria-expanded', 'false');
    expect(returns).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(returns);
    expect(returns).toHaveAttribute('aria-expanded', 'false');
    expect(onValueChange.mock.calls.map(([v]) => v)).toEqual(['levering', 'retour', '']);
  });

  it('opens several items in multiple mode', async () => {
    render(<Faq type="multiple" />);
    await userEvent.click(screen.getByRole('button', { name: 'Levering' }));
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(2);
  });

  it('toggles with the keyboard', async () => {
    render(<Faq />);
    const trigger = screen.getByRole('button', { name: 'Levering' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('styles the closed state with data-state, so closed content is hidden and collapsed', () => {
    render(<Faq />);
    const content = contentOf(screen.getByRole('button', { name: 'Levering' }));
    expect(content).toHaveClass('data-[state=closed]:invisible', 'data-[state=open]:grid-rows-[1fr]');
    expect(content).toHaveAttribute('data-slot', 'accordion-content');
  });
});
