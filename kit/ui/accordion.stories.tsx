import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, waitFor } from 'storybook/test';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

const faq = [
  {
    value: 'levering',
    question: 'Wanneer wordt mijn bestelling geleverd?',
    answer: 'Op werkdagen voor 16:00 besteld is de volgende dag in huis. Verzending is gratis vanaf € 50.',
  },
  {
    value: 'retour',
    question: 'Kan ik mijn sieraad retourneren?',
    answer: 'Je hebt 30 dagen bedenktijd. Gegraveerde sieraden kunnen niet retour.',
  },
  {
    value: 'onderhoud',
    question: 'Hoe onderhoud ik goud en zilver?',
    answer: 'Poets met een zachte doek en bewaar elk sieraad apart in het meegeleverde zakje.',
  },
];

/** Radix's props are a union of single and multiple; the stories drive it through two plain args. */
function Faq({ multiple = false, defaultOpen = [] }: { multiple?: boolean; defaultOpen?: string[] }) {
  const items = faq.map((item) => (
    <AccordionItem key={item.value} value={item.value}>
      <AccordionTrigger>{item.question}</AccordionTrigger>
      <AccordionContent>{item.answer}</AccordionContent>
    </AccordionItem>
  ));
  return multiple ? (
    <Accordion type="multiple" defaultValue={defaultOpen}>{items}</Accordion>
  ) : (
    <Accordion type="single" collapsible defaultValue={defaultOpen[0]}>{items}</Accordion>
  );
}

const meta = {
  title: 'Kit/UI/Accordion',
  component: Faq,
  subcomponents: { Accordion, AccordionItem, AccordionTrigger, AccordionContent },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One item open at a time; opening another closes the first. */
export const Single: Story = {
  play: async ({ canvas, userEvent }) => {
    const delivery = canvas.getByRole('button', { name: /geleverd/ });
    const returns = canvas.getByRole('button', { name: /retourneren/ });
    await expect(canvas.queryByText(/volgende dag in huis/)).not.toBeVisible();

    await userEvent.click(delivery);
    await expect(delivery).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText(/volgende dag in huis/)).toBeVisible());

    await userEvent.click(returns);
    await expect(delivery).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByText(/30 dagen bedenktijd/)).toBeVisible());
    await waitFor(() => expect(canvas.getByText(/volgende dag in huis/)).not.toBeVisible());

    await userEvent.click(returns);
    await waitFor(() => expect(canvas.getByText(/30 dagen bedenktijd/)).not.toBeVisible());
  },
};

/** Several items open together. */
export const Multiple: Story = {
  args: { multiple: true, defaultOpen: ['levering'] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(/volgende dag in huis/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /onderhoud/ }));
    await waitFor(() => expect(canvas.getByText(/zachte doek/)).toBeVisible());
    await expect(canvas.getByText(/volgende dag in huis/)).toBeVisible();
  },
};

/** Closed content is out of the tab order: Tab goes from trigger to trigger. */
export const Keyboard: Story = {
  render: () => (
    <Accordion type="single" collapsible>
      <AccordionItem value="links">
        <AccordionTrigger>Klantenservice</AccordionTrigger>
        <AccordionContent>
          Lees onze <a className="text-brand underline" href="/klantenservice">veelgestelde vragen</a>.
        </AccordionContent>
      </AccordionItem>
      <AccordionItem value="next">
        <AccordionTrigger>Over ons</AccordionTrigger>
        <AccordionContent>Sinds 1962 in Amsterdam.</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('button', { name: 'Klantenservice' });
    first.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Over ons' })).toHaveFocus();

    first.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'veelgestelde vragen' })).toBeVisible());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'veelgestelde vragen' })).toHaveFocus();
  },
};
