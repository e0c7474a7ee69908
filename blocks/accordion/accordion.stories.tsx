import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, waitFor } from 'storybook/test';
import { accordionBlock, emptyAccordionBlock, malformedAccordionBlock } from '../../stories/fixtures/content-blocks';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import { AccordionSection } from './accordion';
import { LazyFaqAccordion } from './accordion.lazy';
import { accordionBlockSchema } from './schema';

const meta = {
  // The island is code-split: loaded up front it renders at once.
  loaders: [async () => ({ island: await LazyFaqAccordion.preload() })],
  title: 'Blocks/Accordion',
  component: AccordionSection,
  args: { block: accordionBlock, locale: 'nl' },
  argTypes: { locale: { control: false, description: 'From the page; switch it with the toolbar.' } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'Questions and answers (FAQ) on the kit’s Radix Accordion, in a lazily loaded island.',
          '',
          '`data`: `title` (default “Veelgestelde vragen”) · `intro` · `items`: up to 50 of `{ title, html }` — the answer is rich text, sanitised on render ·',
          '`multiple`: several answers open at once (default `false`: opening one closes the other) · `open_first`: the first answer starts open (default `false`).',
        ].join('\n'),
      },
    },
  },
  decorators: [(Story) => <div className="py-10">{Story()}</div>],
} satisfies Meta<typeof AccordionSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three questions; a question opens its answer, another closes it again. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Veelgestelde vragen' })).toBeVisible();
    const size = canvas.getByRole('button', { name: 'Hoe weet ik mijn ringmaat?' });
    const engraving = canvas.getByRole('button', { name: 'Kan ik mijn sieraad laten graveren?' });
    await expect(size).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(size);
    await expect(size).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'maatgids' })).toBeVisible());
    await userEvent.click(engraving);
    await expect(size).toHaveAttribute('aria-expanded', 'false');
    await expect(engraving).toHaveAttribute('aria-expanded', 'true');
  },
};

/** `multiple` and `open_first`: the first answer is open, and others open beside it. */
export const SeveralOpen: Story = {
  args: { block: { ...accordionBlock, data: { ...accordionBlock.data, multiple: true, open_first: true } } },
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('button', { name: 'Hoe weet ik mijn ringmaat?' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Hoe lang heb ik bedenktijd?' }));
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Scripts and event handlers in an answer are gone; the text stays. */
export const Sanitised: Story = {
  args: { block: { ...accordionBlock, data: { ...accordionBlock.data, open_first: true, items: accordionBlock.data.items.slice(2) } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Gegraveerde sieraden ruilen we niet.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="faq-answer"] script, [data-slot="faq-answer"] [onclick]')).toBeNull();
  },
};

/** No questions: the block renders nothing. */
export const Empty: Story = {
  args: { block: emptyAccordionBlock },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories({ type: 'accordion', schema: accordionBlockSchema, malformed: malformedAccordionBlock, component: AccordionSection, issuePaths: ['data.items.0.title', 'data.items.0.html'] });

/** A malformed block, as a shopper gets it: nothing (the page logs and drops it). */
export const Error: Story = invalidStories.Error;

/** The same malformed block in CMS preview: a loud box with the zod issues. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview;
