import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validationMessages } from '../../domain/messages/validation-messages';
import { ReturnForm, type ReturnFormLine, type ReturnOutcome } from './return-form';

const { required, max, invalid, maxValue } = validationMessages.nl;
const lines: ReturnFormLine[] = [
  { id: 7, max: 1, title: 'Trouwring Bridal', image: null, details: '14 karaat geelgoud · Maat 48', note: 'Nog 1 te retourneren, tot en met 16.01.2027' },
  { id: 8, max: 2, title: 'Oorknopjes Aurora', image: null, details: '', note: 'Nog 2 te retourneren, tot en met 12.12.2026' },
  { id: 9, max: 0, title: 'Cadeaubon', image: null, details: '', note: 'Kan niet meer worden geretourneerd' },
];
const labels = {
  title: 'Retour aanvragen', type: 'Wat wil je?', reason: 'Reden', chooseReason: 'Kies een reden', items: 'Artikelen',
  itemsHint: 'Vul bij elk artikel in hoeveel stuks.', quantity: 'Aantal', quantityOf: 'Aantal van {title}', comment: 'Toelichting',
  commentHint: 'Optioneel.', submit: 'Aanvraag versturen', loading: 'Bezig…', required: '* Verplicht veld',
};

function setup(onSubmit = vi.fn(async (): Promise<ReturnOutcome> => ({ kind: 'ok' }))) {
  render(
    <ReturnForm
      orderId={5}
      lines={lines}
      types={[{ value: '1', label: 'Retourneren en terugbetalen' }, { value: '2', label: 'Repareren of maat aanpassen' }]}
      reasons={[{ value: 'size', label: 'Past niet' }, { value: 'damaged', label: 'Beschadigd ontvangen' }]}
      texts={{ required, max, invalid, maxValue, noItems: 'Vul bij minstens één artikel een aantal in.' }}
      labels={labels}
      submitClassName=""
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, submit: () => userEvent.click(screen.getByRole('button', { name: 'Aanvraag versturen' })) };
}

describe('ReturnForm', () => {
  it('offers refund (chosen) or repair, a quantity per returnable line only, and says why another line cannot go back', () => {
    setup();
    expect(screen.getByRole('radio', { name: 'Retourneren en terugbetalen' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Aantal van Trouwring Bridal' })).toHaveAccessibleDescription('Nog 1 te retourneren, tot en met 16.01.2027');
    expect(screen.getByRole('spinbutton', { name: 'Aantal van Oorknopjes Aurora' })).toHaveAttribute('max', '2');
    expect(screen.queryByRole('spinbutton', { name: 'Aantal van Cadeaubon' })).toBeNull();
    expect(screen.getByText('Kan niet meer worden geretourneerd')).toBeInTheDocument();
  });

  it('names a missing reason and no chosen item, focuses the first, and sends nothing', async () => {
    const { onSubmit, submit } = setup();
    await submit();
    expect(screen.getByRole('combobox', { name: /^Reden/ })).toHaveAccessibleDescription('Reden is verplicht');
    expect(screen.getByRole('combobox', { name: /^Reden/ })).toHaveFocus();
    expect(screen.getByRole('group', { name: /^Artikelen/ })).toHaveAccessibleDescription('Vul bij elk artikel in hoeveel stuks. Vul bij minstens één artikel een aantal in.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a quantity within what is left', async () => {
    const { onSubmit, submit } = setup();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Reden/ }), 'size');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Aantal van Oorknopjes Aurora' }), '3');
    await submit();
    expect(screen.getByRole('spinbutton', { name: 'Aantal van Oorknopjes Aurora' })).toHaveAccessibleDescription(/Aantal van Oorknopjes Aurora mag hoogstens 2 zijn$/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends type, reason, the chosen lines and the comment; shows the API field errors on their fields', async () => {
    const onSubmit = vi.fn(async (): Promise<ReturnOutcome> => ({ kind: 'invalid', fields: { 'quantity.8': 'Nog hoogstens 1' }, message: 'Deze bestelling is nog niet bezorgd' }));
    const { submit } = setup(onSubmit);
    await userEvent.click(screen.getByRole('radio', { name: 'Repareren of maat aanpassen' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Reden/ }), 'damaged');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Aantal van Oorknopjes Aurora' }), '2');
    await userEvent.type(screen.getByRole('textbox', { name: 'Toelichting' }), ' Slotje los ');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ order_id: 5, type: 2, reason: 'damaged', comment: 'Slotje los', items: [{ order_product_id: 8, quantity: 2 }] });
    expect(screen.getByRole('spinbutton', { name: 'Aantal van Oorknopjes Aurora' })).toHaveAccessibleDescription(/Nog hoogstens 1$/);
    expect(screen.getByText('Deze bestelling is nog niet bezorgd')).toHaveAttribute('role', 'alert');
  });
});
