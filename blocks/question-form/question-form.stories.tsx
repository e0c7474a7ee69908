import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, waitFor } from 'storybook/test';
import type { Product } from '../../api/contract/products';
import { emptyQuestionFormBlock, malformedQuestionFormBlock, postedBodies, questionFormBlock, routeMarketingApi } from '../../stories/fixtures/marketing';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import type { BlockContext } from '../types';
import { QuestionForm } from './question-form';
import { QuestionFormSlot } from '../../kit/forms/question-form.lazy';
import { questionFormBlockSchema } from './schema';

/** What a product page hands the block: the product (only its id is read). */
const productContext = { path: '/product/solitaire-ring-aurora', searchParams: {}, params: {}, product: { id: 42 } as Product } as unknown as BlockContext;

const meta = {
  title: 'Blocks/Question form',
  component: QuestionForm,
  args: { block: questionFormBlock, locale: 'nl' },
  argTypes: { locale: { control: false, description: 'From the page; switch it with the toolbar.' }, context: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'The spec’s question form: name, e-mail and a question, all required (a red asterisk; missing ones in red), sent with POST `/questions`.',
          'On a product page (the CMS page `product`) the question carries the product’s id.',
          '',
          '`data` (all optional): `title`, `intro` (per language; default the shop’s copy, another one on a product page).',
        ].join('\n'),
      },
    },
  },
  // The island is code-split: loaded up front it renders at once.
  loaders: [async () => ({ island: await QuestionFormSlot.preload() })],
  beforeEach: () => routeMarketingApi(),
  decorators: [(Story) => <div className="py-10">{Story()}</div>],
} satisfies Meta<typeof QuestionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent without filling in: every field says it is required, in red; filled in, the question goes out. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const send = canvas.getByRole('button', { name: 'Vraag versturen' });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual(['Je naam is verplicht', 'Je e-mailadres is verplicht', 'Je vraag is verplicht']);
    for (const alert of alerts) await expect(alert).toHaveClass('text-sale');
    await expect(canvas.getByRole('textbox', { name: /Je naam/ })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: /Je naam/ }), 'Sanne de Vries');
    await userEvent.type(canvas.getByRole('textbox', { name: /Je e-mailadres/ }), 'sanne@example.nl');
    await userEvent.type(canvas.getByRole('textbox', { name: /Je vraag/ }), 'Kan ik deze ring laten graveren?');
    await userEvent.click(send);
    await expect(await canvas.findByText(/We hebben je vraag ontvangen/)).toBeVisible();
    await expect(postedBodies).toEqual([{ path: '/questions', body: { name: 'Sanne de Vries', email: 'sanne@example.nl', question: 'Kan ik deze ring laten graveren?', product_id: null } }]);
    await expect(canvas.getByRole('textbox', { name: /Je vraag/ })).toHaveValue('');
  },
};

/** On a product page: about this piece, with its id. */
export const ProductQuestion: Story = {
  args: { block: emptyQuestionFormBlock, context: productContext },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Vraag over dit sieraad' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Je naam/ }), 'Sanne');
    await userEvent.type(canvas.getByRole('textbox', { name: /Je e-mailadres/ }), 'sanne@example.nl');
    await userEvent.type(canvas.getByRole('textbox', { name: /Je vraag/ }), 'Is maat 52 op voorraad?');
    await userEvent.click(canvas.getByRole('button', { name: 'Vraag versturen' }));
    await waitFor(() => expect(postedBodies[0]?.body).toMatchObject({ product_id: 42 }));
  },
};

/** While the question is being sent: the button is busy. */
export const Loading: Story = {
  beforeEach: () => routeMarketingApi({ questions: 'pending' }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Je naam/ }), 'Sanne');
    await userEvent.type(canvas.getByRole('textbox', { name: /Je e-mailadres/ }), 'sanne@example.nl');
    await userEvent.type(canvas.getByRole('textbox', { name: /Je vraag/ }), 'Hoe lang is de levertijd?');
    await userEvent.click(canvas.getByRole('button', { name: 'Vraag versturen' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Vraag versturen/ })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The API refuses a field: its text at the field; a failure: a form error. */
export const Failed: Story = {
  beforeEach: () => routeMarketingApi({ questions: { status: 500, body: { error: { code: 'unexpected', message: 'boom' } } } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Je naam/ }), 'Sanne');
    await userEvent.type(canvas.getByRole('textbox', { name: /Je e-mailadres/ }), 'sanne@example.nl');
    await userEvent.type(canvas.getByRole('textbox', { name: /Je vraag/ }), 'Hoe lang is de levertijd?');
    await userEvent.click(canvas.getByRole('button', { name: 'Vraag versturen' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Je vraag is niet verstuurd');
  },
};

/** No texts filled in: the shop's own copy. */
export const Empty: Story = {
  args: { block: emptyQuestionFormBlock },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Stel een vraag' })).toBeVisible();
    await expect(canvas.getByText('* Verplicht veld')).toBeVisible();
  },
};

const invalidStories = invalidBlockStories({
  type: 'question-form',
  schema: questionFormBlockSchema,
  malformed: malformedQuestionFormBlock,
  component: QuestionForm,
  issuePaths: ['data.title', 'data.intro'],
});

/** A malformed block, as a shopper gets it: nothing (the page logs and drops it). */
export const Error: Story = invalidStories.Error;

/** The same malformed block in CMS preview: a loud box with the zod issues. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview;
