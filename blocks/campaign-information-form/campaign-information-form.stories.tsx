import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, waitFor } from 'storybook/test';
import { campaign, campaignInformationFormBlock, emptyCampaignInformationFormBlock, malformedCampaignInformationFormBlock, postedBodies, routeMarketingApi } from '../../stories/fixtures/marketing';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import { QuestionFormSlot } from '../../kit/forms/question-form.lazy';
import type { BlockProps } from '../types';
import { CampaignInformationFormView } from './campaign-information-form';
import { campaignInformationFormBlockSchema, type CampaignInformationFormBlock } from './schema';

// The block itself is an async server component that looks the running campaign up; the stories
// show what it renders with one (or none).
const meta = {
  title: 'Blocks/Campaign information form',
  component: CampaignInformationFormView,
  args: { block: campaignInformationFormBlock, locale: 'nl', campaign },
  argTypes: { locale: { control: false }, campaign: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'The spec’s campaign information form: the running discount campaign’s text and a question form about it (POST `/questions`, the campaign named in front of the question). Nothing without a campaign.',
          '',
          '`data` (all optional): `title`, `intro` (per language; default the shop’s copy).',
        ].join('\n'),
      },
    },
  },
  loaders: [async () => ({ island: await QuestionFormSlot.preload() })],
  beforeEach: () => routeMarketingApi(),
  decorators: [(Story) => <div className="py-10">{Story()}</div>],
} satisfies Meta<typeof CampaignInformationFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The campaign's banner text, then the form; the question goes out with the campaign as its subject. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Vragen over de welkomstkorting?' })).toBeVisible();
    await expect(canvas.getByText('WELKOM10')).toBeVisible();
    const send = canvas.getByRole('button', { name: 'Vraag versturen' });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await expect(canvas.getAllByRole('alert')).toHaveLength(3);
    await userEvent.type(canvas.getByRole('textbox', { name: /Je naam/ }), 'Sanne');
    await userEvent.type(canvas.getByRole('textbox', { name: /Je e-mailadres/ }), 'sanne@example.nl');
    await userEvent.type(canvas.getByRole('textbox', { name: /Je vraag/ }), 'Geldt de code ook voor maatwerk?');
    await userEvent.click(send);
    await expect(await canvas.findByText(/We hebben je vraag ontvangen/)).toBeVisible();
    await expect(postedBodies[0]?.body).toEqual({ name: 'Sanne', email: 'sanne@example.nl', question: 'Vraag over de actie (#1)\n\nGeldt de code ook voor maatwerk?', product_id: null });
  },
};

/** No texts filled in: the shop's own copy. */
export const ShopCopy: Story = {
  args: { block: emptyCampaignInformationFormBlock },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Vragen over de actie?' })).toBeVisible();
  },
};

/** No campaign running: nothing. */
export const Empty: Story = {
  args: { campaign: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block]')).toBeNull();
  },
};

const invalidStories = invalidBlockStories<CampaignInformationFormBlock>({
  type: 'campaign-information-form',
  schema: campaignInformationFormBlockSchema,
  malformed: malformedCampaignInformationFormBlock,
  component: ({ block, locale }: BlockProps<CampaignInformationFormBlock>) => <CampaignInformationFormView block={block} locale={locale} campaign={campaign} />,
  issuePaths: ['data.title'],
});

/** A malformed block, as a shopper gets it: nothing (the page logs and drops it). */
export const Error: Story = invalidStories.Error;

/** The same malformed block in CMS preview: a loud box with the zod issues. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview;
