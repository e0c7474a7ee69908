import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, fn } from 'storybook/test';
import { validationMessages } from '../../domain/messages/validation-messages';
import { buttonVariants } from '../ui/button';
import type { FormOutcome } from '../forms/account-form';
import { CommentForm, type CommentFormProps } from './comment-form';

const fields: CommentFormProps['fields'] = {
  name: { name: 'name', label: 'Naam', kind: 'text', required: true, max: 100, autoComplete: 'name', half: true },
  email: { name: 'email', label: 'E-mailadres', kind: 'email', required: true, rule: 'email', max: 254, autoComplete: 'email', half: true },
  body: { name: 'body', label: 'Reactie', kind: 'text', required: true, min: 2, max: 2000 },
};

const pending = 'Bedankt voor je reactie! Hij verschijnt zodra we hem hebben bekeken.';

const meta = {
  title: 'Kit/Journal/Comment form',
  component: CommentForm,
  args: {
    fields,
    texts: validationMessages.nl,
    labels: { title: 'Laat een reactie achter', submit: 'Reactie plaatsen', loading: 'Bezig met laden…', required: '* Verplicht veld' },
    submitClassName: buttonVariants({ intent: 'primary' }),
    onSubmit: fn(async (): Promise<FormOutcome> => ({ kind: 'ok', message: pending })),
  },
  decorators: [(Story) => <div className="max-w-[720px] border border-line bg-surface p-8">{Story()}</div>],
} satisfies Meta<typeof CommentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's rules before sending; a sent comment gives way to the review notice. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reactie plaatsen' }));
    await expect(canvas.getByLabelText(/^Naam/)).toHaveAccessibleDescription('Naam is verplicht');
    await expect(canvas.getByLabelText(/^Reactie/)).toHaveAccessibleDescription('Reactie is verplicht');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/^Naam/), 'Anna');
    await userEvent.type(canvas.getByLabelText(/^E-mailadres/), 'anna@example.nl');
    await userEvent.type(canvas.getByLabelText(/^Reactie/), 'Heel duidelijk uitgelegd!');
    await userEvent.click(canvas.getByRole('button', { name: 'Reactie plaatsen' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Anna', email: 'anna@example.nl', body: 'Heel duidelijk uitgelegd!' });
    await expect(await canvas.findByText(pending)).toHaveFocus();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** The API's 422 field messages show under their fields, like the account forms. */
export const ServerErrors: Story = {
  args: { onSubmit: fn(async (): Promise<FormOutcome> => ({ kind: 'invalid', fields: { email: 'anna@example is ongeldig' } })) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Naam/), 'Anna');
    await userEvent.type(canvas.getByLabelText(/^E-mailadres/), 'anna@example.nl');
    await userEvent.type(canvas.getByLabelText(/^Reactie/), 'Mooi');
    await userEvent.click(canvas.getByRole('button', { name: 'Reactie plaatsen' }));
    await expect(canvas.getByLabelText(/^E-mailadres/)).toHaveAccessibleDescription('anna@example is ongeldig');
    await expect(canvas.getByLabelText(/^E-mailadres/)).toHaveFocus();
  },
};

/** A failure without fields (too many comments, no connection) shows above the button. */
export const Failed: Story = {
  args: { onSubmit: fn(async (): Promise<FormOutcome> => ({ kind: 'failed', message: 'Je reactie kon niet worden geplaatst. Probeer het later opnieuw.' })) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Naam/), 'Anna');
    await userEvent.type(canvas.getByLabelText(/^E-mailadres/), 'anna@example.nl');
    await userEvent.type(canvas.getByLabelText(/^Reactie/), 'Mooi');
    await userEvent.click(canvas.getByRole('button', { name: 'Reactie plaatsen' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Je reactie kon niet worden geplaatst.');
    await expect(canvas.getByRole('form', { name: 'Laat een reactie achter' })).toBeVisible();
  },
};
