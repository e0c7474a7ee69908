import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, fn } from 'storybook/test';
import { validationMessages } from '../../domain/messages/validation-messages';
import { buttonVariants } from '../ui/button';
import { orderLinesFixture } from '../../stories/fixtures/orders';
import { ReturnForm, type ReturnOutcome } from './return-form';

const { required, max, invalid, maxValue } = validationMessages.nl;

const meta = {
  title: 'Kit/Orders/Return form',
  component: ReturnForm,
  args: {
    orderId: 5,
    lines: orderLinesFixture.map((line) => ({
      id: line.id,
      max: line.returnable_quantity,
      title: line.title,
      image: line.image,
      details: [line.material_title, line.size ? `Maat ${line.size}` : null].filter(Boolean).join(' · '),
      note: `Nog ${line.returnable_quantity} te retourneren, tot en met 16.01.2027`,
    })),
    types: [
      { value: '1', label: 'Retourneren en terugbetalen' },
      { value: '2', label: 'Repareren of maat aanpassen' },
    ],
    reasons: [
      { value: 'size', label: 'Past niet' },
      { value: 'damaged', label: 'Beschadigd ontvangen' },
    ],
    texts: { required, max, invalid, maxValue, noItems: 'Vul bij minstens één artikel een aantal in.' },
    labels: {
      title: 'Retour aanvragen', type: 'Wat wil je?', reason: 'Reden', chooseReason: 'Kies een reden', items: 'Artikelen',
      itemsHint: 'Vul bij elk artikel in hoeveel stuks je wilt terugsturen (0 laat het artikel hier).', quantity: 'Aantal', quantityOf: 'Aantal van {title}',
      comment: 'Toelichting', commentHint: 'Optioneel, bijvoorbeeld de gewenste maat.', submit: 'Aanvraag versturen', loading: 'Bezig met laden…', required: '* Verplicht veld',
    },
    submitClassName: buttonVariants({ intent: 'primary', size: 'lg' }),
    onSubmit: fn(async (): Promise<ReturnOutcome> => ({ kind: 'ok' })),
  },
  decorators: [(Story) => <div className="max-w-3xl border border-line bg-surface p-8">{Story()}</div>],
} satisfies Meta<typeof ReturnForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A missing reason and no chosen item are named; a filled form is sent. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aanvraag versturen' }));
    await expect(canvas.getByRole('combobox', { name: /^Reden/ })).toHaveAccessibleDescription('Reden is verplicht');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Reden/ }), 'size');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Aantal van Klassieke trouwring Bridal 3 mm' }), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Aanvraag versturen' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ order_id: 5, type: 1, reason: 'size', items: [{ order_product_id: 7, quantity: 1 }] });
  },
};

/** The API's refusal lands on the line's quantity. */
export const Error: Story = {
  args: { onSubmit: fn(async (): Promise<ReturnOutcome> => ({ kind: 'invalid', fields: { 'quantity.7': 'Van dit artikel kunnen er nog hoogstens 0 worden geretourneerd' } })) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Reden/ }), 'size');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Aantal van Klassieke trouwring Bridal 3 mm' }), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Aanvraag versturen' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Aantal van Klassieke trouwring Bridal 3 mm' })).toHaveAccessibleDescription(/hoogstens 0 worden geretourneerd$/);
  },
};

/** No line left to return: only the notes, no quantities. */
export const Empty: Story = { args: { lines: [] } };
