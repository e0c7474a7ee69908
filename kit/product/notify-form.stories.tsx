import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, fn } from 'storybook/test';
import { validationMessages } from '../../domain/messages/validation-messages';
import { buttonVariants } from '../ui/button';
import { NotifyForm } from './notify-form';

const meta = {
  title: 'Kit/Product/Notify form',
  component: NotifyForm,
  args: {
    onSubmit: fn(() => Promise.resolve()),
    submitClassName: `${buttonVariants({ intent: 'primary', size: 'lg' })} w-full`,
    labels: {
      title: 'Mail mij als hij er weer is',
      text: 'Deze uitvoering is uitverkocht. Laat je e-mailadres achter, dan laten we het weten zodra hij weer op voorraad is.',
      email: 'E-mailadres',
      submit: 'Houd mij op de hoogte',
      success: 'Dank je! We mailen je zodra deze uitvoering weer op voorraad is.',
      error: 'Aanmelden is niet gelukt. Probeer het opnieuw.',
      required: validationMessages.nl.required,
      invalid: validationMessages.nl.email,
      loading: 'Bezig met laden…',
    },
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof NotifyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wrong address gets the shared validation text; a good one the thank-you. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const email = canvas.getByLabelText('E-mailadres');
    await userEvent.type(email, 'klant@');
    await userEvent.click(canvas.getByRole('button', { name: 'Houd mij op de hoogte' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('klant@ is ongeldig');
    await userEvent.type(email, 'example.nl');
    await userEvent.click(canvas.getByRole('button', { name: 'Houd mij op de hoogte' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('klant@example.nl');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Dank je!');
  },
};

/** The API fails: an error text, the form stays. */
export const Failure: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('503'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('E-mailadres'), 'klant@example.nl');
    await userEvent.click(canvas.getByRole('button', { name: 'Houd mij op de hoogte' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Aanmelden is niet gelukt');
  },
};
