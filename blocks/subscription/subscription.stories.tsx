import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { emptySubscriptionBlock, malformedSubscriptionBlock, postedBodies, routeMarketingApi, subscriptionBlock } from '../../stories/fixtures/marketing';
import { invalidBlockStories } from '../../stories/invalid-block-stories';
import { subscriptionBlockSchema } from './schema';
import { NewsletterFooter } from '../../kit/marketing/newsletter';
import { Subscription } from './subscription';
import { SubscriptionSlot } from '../../kit/marketing/newsletter.lazy';

const email = () => screen.getByRole('textbox', { name: /Je e-mailadres/ });
const submit = () => screen.getByRole('button', { name: 'Aanmelden' });

const meta = {
  title: 'Blocks/Subscription',
  component: Subscription,
  args: { block: subscriptionBlock, locale: 'nl' },
  argTypes: { locale: { control: false, description: 'From the page; switch it with the toolbar.' } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'The newsletter sign-up (spec: "subscription" block, also the `footer-form` block the layout shows in the footer). POST `/subscribe`; a success opens the thank-you popup.',
          'The server renders the form disabled; the island takes over when the browser is idle or the shopper reaches into the form (here: loaded up front).',
          '',
          '`data` (all optional): `title`, `intro`, `note` (per language; default the shop’s copy) · `source`: a short word for the shop’s statistics (default `block`).',
        ].join('\n'),
      },
    },
  },
  // The island is code-split: loaded up front it takes over at once.
  loaders: [async () => ({ island: await SubscriptionSlot.preload() })],
  beforeEach: () => routeMarketingApi(),
  decorators: [(Story) => <div className="py-10">{Story()}</div>],
} satisfies Meta<typeof Subscription>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wrong address gets the shared validation text in red; a good one is sent with the block's source. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Blijf op de hoogte' })).toBeVisible();
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    await expect(canvas.getByRole('alert')).toHaveTextContent('Je e-mailadres is verplicht');
    await expect(email()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email(), 'klant@');
    await userEvent.click(submit());
    await expect(canvas.getByRole('alert')).toHaveTextContent('klant@ is ongeldig');
    await userEvent.type(email(), 'example.nl');
    await userEvent.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Bedankt voor je aanmelding' });
    await expect(dialog).toHaveTextContent('Klik op de link in die mail');
    await expect(postedBodies).toEqual([{ path: '/subscribe', body: { email: 'klant@example.nl', source: 'block' } }]);
  },
};

/** The thank-you popup: focus inside, closed with its button (or Escape); the form is empty again. */
export const Success: Story = {
  play: async ({ userEvent }) => {
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.type(email(), 'klant@example.nl');
    await userEvent.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Bedankt voor je aanmelding' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(email()).toHaveValue('');
  },
};

/** While the address is being sent: the button is busy and says so to screen readers. */
export const Loading: Story = {
  beforeEach: () => routeMarketingApi({ subscribe: 'pending' }),
  play: async ({ userEvent }) => {
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.type(email(), 'klant@example.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Aanmelden/ })).toHaveAttribute('aria-busy', 'true'));
    await expect(screen.getByRole('button', { name: /Aanmelden/ })).toHaveTextContent('Bezig met laden…');
  },
};

/** Too many sign-ups from this address: a form error, no popup. */
export const Failed: Story = {
  beforeEach: () => routeMarketingApi({ subscribe: { status: 429, body: { error: { code: 'too_many_attempts', message: 'Too many' } } } }),
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.type(email(), 'klant@example.nl');
    await userEvent.click(submit());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Te veel pogingen');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The API refuses the address: its field text (the shared validation text) under the field. */
export const Refused: Story = {
  beforeEach: () => routeMarketingApi({ subscribe: { status: 422, body: { error: { code: 'validation_failed', message: 'x', fields: { email: 'klant@example is ongeldig' } } } } }),
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.type(email(), 'klant@example.nl');
    await userEvent.click(submit());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('klant@example is ongeldig');
  },
};

/** As the footer shows the `footer-form` block: a small heading, the same form. */
export const Footer: Story = {
  render: ({ locale }) => (
    <div className="mx-auto max-w-md bg-surface p-6 text-sm text-ink-soft">
      <NewsletterFooter blockId={subscriptionBlock.id} data={subscriptionBlock.data} locale={locale} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Blijf op de hoogte' })).toBeVisible();
    await waitFor(() => expect(submit()).toBeEnabled());
  },
};

/** No texts filled in: the shop's own copy. */
export const Empty: Story = {
  args: { block: emptySubscriptionBlock },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Blijf op de hoogte' })).toBeVisible();
    await expect(canvas.getByText(/altijd weer afmelden/)).toBeVisible();
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Your email address/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeVisible();
  },
};

const invalidStories = invalidBlockStories({
  type: 'subscription',
  schema: subscriptionBlockSchema,
  malformed: malformedSubscriptionBlock,
  component: Subscription,
  issuePaths: ['data.title', 'data.source'],
});

/** A malformed block, as a shopper gets it: nothing (the page logs and drops it). */
export const Error: Story = invalidStories.Error;

/** The same malformed block in CMS preview: a loud box with the zod issues. */
export const ErrorInPreview: Story = invalidStories.ErrorInPreview;
