import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { accordionBlock } from '../../stories/fixtures/content-blocks';
import { AccordionSection } from './accordion';
import { LazyFaqAccordion } from './accordion.lazy';
import { accordionBlockSchema } from './schema';

beforeAll(async () => {
  await LazyFaqAccordion.preload();
});

describe('accordionBlockSchema', () => {
  it('defaults to no items, one answer open at a time, all closed', () => {
    expect(accordionBlockSchema.parse({ id: 1, type: 'accordion', data: {} }).data).toEqual({ items: [], multiple: false, open_first: false });
  });

  it('rejects items without a title or with non-text answers', () => {
    const result = accordionBlockSchema.safeParse({ id: 1, type: 'accordion', data: { items: [{ title: ' ', html: 1 }] } });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['data.items.0.html', 'data.items.0.title']);
  });
});

describe('AccordionSection', () => {
  it('renders each question as a button in an h3 that opens its answer', async () => {
    render(<AccordionSection block={accordionBlock} locale="nl" />);
    expect(screen.getByRole('region', { name: 'Veelgestelde vragen' })).toHaveAttribute('data-block', 'accordion');
    const questions = screen.getAllByRole('heading', { level: 3 });
    expect(questions.map((q) => q.textContent)).toEqual(['Hoe weet ik mijn ringmaat?', 'Kan ik mijn sieraad laten graveren?', 'Hoe lang heb ik bedenktijd?']);
    const button = screen.getByRole('button', { name: 'Kan ik mijn sieraad laten graveren?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('gratis')).toBeInTheDocument();
  });

  it('sanitises the answers', () => {
    const { container } = render(<AccordionSection block={accordionBlock} locale="nl" />);
    const html = [...container.querySelectorAll('[data-slot="faq-answer"]')].map((answer) => answer.innerHTML).join('');
    expect(html).not.toMatch(/script|onclick|steal/);
    expect(html).toContain('Gegraveerde sieraden ruilen we niet.');
  });

  it('opens the first answer with open_first, and has an English default title', () => {
    render(<AccordionSection block={{ ...accordionBlock, data: { ...accordionBlock.data, title: undefined, open_first: true } }} locale="en" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hoe weet ik mijn ringmaat?' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders nothing without items', () => {
    const { container } = render(<AccordionSection block={accordionBlockSchema.parse({ id: 2, type: 'accordion', data: {} })} locale="nl" />);
    expect(container).toBeEmptyDOMElement();
  });
});
