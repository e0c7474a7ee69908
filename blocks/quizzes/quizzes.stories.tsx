import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { ComponentType } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { routeBrowserApi } from '../../stories/fixtures/catalog-api';
import { contentTransport } from '../../stories/fixtures/content-api';
import { emptyQuizzesBlock, malformedQuizzesBlock, quizzesBlock } from '../../stories/fixtures/content-blocks';
import { provideFakeShop } from '../../stories/fixtures/shop';
import { contentBlockMeta, type ContentBlockArgs } from '../../stories/content-block-meta';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import type { BlockProps } from '../types';
import { Quizzes } from './quizzes';
import { LazyQuiz } from './quizzes.lazy';
import { quizzesBlockSchema, type QuizzesBlock } from './schema';

const meta = {
  // Literal here: Storybook's indexer reads the title from the source.
  title: 'Blocks/Quizzes',
  ...contentBlockMeta({
    component: Quizzes,
    block: quizzesBlock,
    preload: () => LazyQuiz.preload(),
    description: [
      'A short quiz (the page `/journey`) that ends in products from the catalogue. One question at a time (radio answers, previous/next), then the products matching all answers and a link to the catalogue filtered the same way.',
      'An answer’s filters join those of the other answers (any value within a group, every group); when nothing matches, the last answers are dropped one by one, down to the whole catalogue.',
      '',
      '`data`: `questions`: up to 5 of `{ id, title, answers }`, each with 2–6 answers `{ id, label, filters }` — `filters`: `categories`, `collections`, `materials`, `stones`, `head_styles`, `stone_shapes` (slugs as the catalogue URL names them) and `min`, `max` (whole euros) ·',
      '`title` (default “Vind je perfecte sieraad”) · `intro` · `count`: products recommended (1–6, default 3) · `result_title` (default “Dit past bij jou”).',
    ],
  }),
  beforeEach: ({ args }) => {
    provideFakeShop();
    return routeBrowserApi(contentTransport(args.api));
  },
} satisfies Meta<ContentBlockArgs<QuizzesBlock>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three questions, then three pieces that match, and the link to all of them in the catalogue. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Vraag 1 van 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Kies eerst een antwoord.');
    await userEvent.click(canvas.getByRole('radio', { name: 'Voor elke dag' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende' }));
    await expect(canvas.getByRole('heading', { level: 3, name: 'Welk metaal draag je het liefst?' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: 'Zilver' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Tot € 250' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Bekijk mijn aanbevelingen' }));
    await expect(canvas.getByRole('heading', { level: 3, name: 'Dit past bij jou' })).toHaveFocus();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
    await expect(canvas.getByRole('link', { name: 'Bekijk alle passende sieraden' })).toHaveAttribute(
      'href',
      '/catalog?categories=rings,earrings,bracelets&materials=silver-925,gold-over-silver&max_cost_to=250',
    );
  },
};

/** Going back keeps the answer; starting again clears them. */
export const BackAndRestart: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Een aanzoek' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Vorige' }));
    await expect(canvas.getByRole('radio', { name: 'Een aanzoek' })).toBeChecked();
    for (const answer of ['Een aanzoek', 'Geelgoud', 'Meer dan € 1.000']) {
      await userEvent.click(canvas.getByRole('radio', { name: answer }));
      await userEvent.click(canvas.getByRole('button', { name: /Volgende|Bekijk mijn aanbevelingen/ }));
    }
    const result = canvasResult(canvas.getByRole('heading', { name: 'Dit past bij jou' }));
    await waitFor(() => expect(within(result).getAllByRole('article').length).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Opnieuw beginnen' }));
    await expect(canvas.getByText('Vraag 1 van 3')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Een aanzoek' })).not.toBeChecked();
  },
};

const canvasResult = (heading: HTMLElement) => heading.closest<HTMLElement>('[data-slot="quiz-result"]')!;

/** The catalogue is down at the end: a message and a retry. */
export const RecommendationFailed: Story = {
  args: { api: { catalogStatus: 500 } },
  play: async ({ canvas, userEvent }) => {
    for (const answer of ['Een cadeau', 'Witgoud of platina', '€ 250 tot € 1.000']) {
      await userEvent.click(canvas.getByRole('radio', { name: answer }));
      await userEvent.click(canvas.getByRole('button', { name: /Volgende|Bekijk mijn aanbevelingen/ }));
    }
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('De aanbevelingen konden niet worden geladen.'));
    await expect(canvas.getByRole('button', { name: 'Probeer opnieuw' })).toBeEnabled();
  },
};

/** No questions: the block renders nothing. */
export const Empty: Story = {
  args: { block: emptyQuizzesBlock },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories({
  type: 'quizzes',
  schema: quizzesBlockSchema,
  malformed: malformedQuizzesBlock,
  component: Quizzes as unknown as ComponentType<BlockProps<QuizzesBlock>>,
  issuePaths: ['data.questions.0.answers', 'data.questions.1.answers.0.id'],
});

/** A malformed block, as a shopper gets it: nothing. */
export const Error: Story = invalidStories.Error as unknown as Story;

/** The same malformed block in CMS preview. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview as unknown as Story;
