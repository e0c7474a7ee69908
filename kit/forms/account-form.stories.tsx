import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, fn } from 'storybook/test';
import { validationMessages } from '../../domain/messages/validation-messages';
import type { FieldSpec } from '../../domain/forms/form-rules';
import { buttonVariants } from '../ui/button';
import { AccountForm, type FormOutcome } from './account-form';

const fields: FieldSpec[] = [
  { name: 'first_name', label: 'Voornaam', kind: 'text', required: true, half: true, autoComplete: 'given-name' },
  { name: 'last_name', label: 'Achternaam', kind: 'text', required: true, half: true, autoComplete: 'family-name' },
  { name: 'email', label: 'E-mailadres', kind: 'email', required: true, rule: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Telefoonnummer', kind: 'tel', rule: 'phone', placeholder: '+31XXXXXXXXX' },
  { name: 'password', label: 'Wachtwoord', kind: 'password', required: true, rule: 'password', send: 'raw', hint: validationMessages.nl.password },
  { name: 'password_confirmation', label: 'Wachtwoord bevestigen', kind: 'password', required: true, confirms: 'password', send: 'raw' },
  { name: 'newsletter', label: 'Ja, stuur mij de nieuwsbrief', kind: 'checkbox' },
];

const meta = {
  title: 'Kit/Forms/Account form',
  component: AccountForm,
  args: {
    fields,
    texts: validationMessages.nl,
    labels: { submit: 'Account aanmaken', loading: 'Bezig met laden…', required: '* Verplicht veld', title: 'Account aanmaken' },
    submitClassName: buttonVariants({ intent: 'primary', size: 'lg' }),
    onSubmit: fn(async (): Promise<FormOutcome> => ({ kind: 'ok', message: 'Je account is aangemaakt.' })),
  },
  decorators: [(Story) => <div className="max-w-xl border border-line bg-surface p-8">{Story()}</div>],
} satisfies Meta<typeof AccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty required fields and a short password get the spec's texts; a valid form is sent. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account aanmaken' }));
    await expect(canvas.getByLabelText(/^Voornaam/)).toHaveAccessibleDescription('Voornaam is verplicht');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/^Voornaam/), 'Anna');
    await userEvent.type(canvas.getByLabelText(/^Achternaam/), 'de Vries');
    await userEvent.type(canvas.getByLabelText(/^E-mailadres/), 'anna@example.nl');
    await userEvent.type(canvas.getByLabelText(/^Wachtwoord\*?$/), 'Sieraad-2024');
    await userEvent.type(canvas.getByLabelText(/^Wachtwoord bevestigen/), 'Sieraad-2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Account aanmaken' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await expect(await canvas.findByText('Je account is aangemaakt.')).toBeVisible();
  },
};

/** The API's field messages go under their fields; others become the form's error. */
export const ServerErrors: Story = {
  args: {
    fields: fields.slice(2, 3),
    onSubmit: fn(async (): Promise<FormOutcome> => ({ kind: 'invalid', fields: { email: 'Er bestaat al een account met dit e-mailadres' } })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^E-mailadres/), 'anna@example.nl');
    await userEvent.click(canvas.getByRole('button', { name: 'Account aanmaken' }));
    await expect(canvas.getByLabelText(/^E-mailadres/)).toHaveAccessibleDescription('Er bestaat al een account met dit e-mailadres');
  },
};
