import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validationMessages } from '../../domain/messages/validation-messages';
import type { FieldSpec } from '../../domain/forms/form-rules';
import { AccountForm, type FormOutcome } from './account-form';

const fields: FieldSpec[] = [
  { name: 'email', label: 'E-mailadres', kind: 'email', required: true, rule: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Wachtwoord', kind: 'password', required: true, rule: 'password', send: 'raw', hint: validationMessages.nl.password },
  { name: 'password_confirmation', label: 'Wachtwoord bevestigen', kind: 'password', required: true, confirms: 'password', send: 'raw' },
  { name: 'newsletter', label: 'Ik wil de nieuwsbrief', kind: 'checkbox' },
];
const labels = { submit: 'Account aanmaken', loading: 'Bezig…', required: '* Verplicht veld', title: 'Registreren' };

function setup(onSubmit = vi.fn(async (): Promise<FormOutcome> => ({ kind: 'ok', message: 'Gelukt' }))) {
  render(<AccountForm fields={fields} texts={validationMessages.nl} labels={labels} submitClassName="" onSubmit={onSubmit} />);
  return { onSubmit, submit: () => userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' })) };
}

describe('AccountForm', () => {
  it('marks required fields and shows the password requirement as a hint', () => {
    setup();
    expect(screen.getByRole('form', { name: 'Registreren' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mailadres/)).toBeRequired();
    expect(screen.getByLabelText('Ik wil de nieuwsbrief')).not.toBeRequired();
    expect(screen.getByLabelText(/^Wachtwoord\*?$/)).toHaveAccessibleDescription('Vereisten: minimaal 8 tekens');
  });

  it('shows each rule under its field, linked by aria-describedby, focuses the first and sends nothing', async () => {
    const { onSubmit, submit } = setup();
    await userEvent.type(screen.getByLabelText(/^E-mailadres/), 'klant@');
    await userEvent.type(screen.getByLabelText(/^Wachtwoord\*?$/), 'kort');
    await userEvent.type(screen.getByLabelText(/^Wachtwoord bevestigen/), 'anders');
    await submit();
    const email = screen.getByLabelText(/^E-mailadres/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('klant@ is ongeldig');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/^Wachtwoord\*?$/)).toHaveAccessibleDescription('Vereisten: minimaal 8 tekens');
    expect(screen.getByLabelText(/^Wachtwoord bevestigen/)).toHaveAccessibleDescription('De bevestiging van Wachtwoord komt niet overeen');
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    expect(onSubmit).not.toHaveBeenCalled();

    // Correcting a field clears its error as the shopper types.
    await userEvent.type(email, 'example.nl');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('sends the body and shows the success text', async () => {
    const { onSubmit, submit } = setup();
    await userEvent.type(screen.getByLabelText(/^E-mailadres/), ' klant@example.nl ');
    await userEvent.type(screen.getByLabelText(/^Wachtwoord\*?$/), 'geheim123');
    await userEvent.type(screen.getByLabelText(/^Wachtwoord bevestigen/), 'geheim123');
    await userEvent.click(screen.getByLabelText('Ik wil de nieuwsbrief'));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ email: 'klant@example.nl', password: 'geheim123', password_confirmation: 'geheim123', newsletter: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Gelukt');
  });

  it("shows the API's field errors under their fields and the others as a form error", async () => {
    const { submit } = setup(vi.fn(async (): Promise<FormOutcome> => ({ kind: 'invalid', fields: { email: 'Er bestaat al een account met dit e-mailadres', token: 'Deze link is ongeldig' } })));
    await userEvent.type(screen.getByLabelText(/^E-mailadres/), 'klant@example.nl');
    await userEvent.type(screen.getByLabelText(/^Wachtwoord\*?$/), 'geheim123');
    await userEvent.type(screen.getByLabelText(/^Wachtwoord bevestigen/), 'geheim123');
    await submit();
    expect(screen.getByLabelText(/^E-mailadres/)).toHaveAccessibleDescription('Er bestaat al een account met dit e-mailadres');
    expect(screen.getByText('Deze link is ongeldig')).toHaveAttribute('data-slot', 'form-error');
  });

  it('shows a failure as a form error', async () => {
    const { submit } = setup(vi.fn(async (): Promise<FormOutcome> => ({ kind: 'failed', message: 'Te veel pogingen' })));
    await userEvent.type(screen.getByLabelText(/^E-mailadres/), 'klant@example.nl');
    await userEvent.type(screen.getByLabelText(/^Wachtwoord\*?$/), 'geheim123');
    await userEvent.type(screen.getByLabelText(/^Wachtwoord bevestigen/), 'geheim123');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Te veel pogingen');
  });
});
