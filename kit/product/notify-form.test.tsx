import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validationMessages } from '../../domain/messages/validation-messages';
import { NotifyForm } from './notify-form';

const labels = {
  title: 'Mail mij als hij er weer is',
  text: 'Deze uitvoering is uitverkocht.',
  email: 'E-mailadres',
  submit: 'Houd mij op de hoogte',
  success: 'Dank je! We mailen je zodra deze uitvoering weer op voorraad is.',
  error: 'Aanmelden is niet gelukt. Probeer het opnieuw.',
  required: validationMessages.nl.required,
  invalid: validationMessages.nl.email,
  loading: 'Bezig met laden…',
};

describe('NotifyForm', () => {
  it('checks the address with the shared validation texts before sending', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<NotifyForm onSubmit={onSubmit} labels={labels} submitClassName="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Houd mij op de hoogte' }));
    expect(screen.getByRole('alert')).toHaveTextContent('E-mailadres is verplicht');
    await userEvent.type(screen.getByLabelText('E-mailadres'), 'klant@');
    await userEvent.click(screen.getByRole('button', { name: 'Houd mij op de hoogte' }));
    expect(screen.getByRole('alert')).toHaveTextContent('klant@ is ongeldig');
    expect(screen.getByLabelText('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mailadres')).toHaveAccessibleDescription('klant@ is ongeldig');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid address and shows the success text', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<NotifyForm onSubmit={onSubmit} labels={labels} submitClassName="" />);
    expect(screen.getByRole('form', { name: labels.title })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mailadres'), ' klant@example.nl ');
    await userEvent.click(screen.getByRole('button', { name: 'Houd mij op de hoogte' }));
    expect(onSubmit).toHaveBeenCalledWith('klant@example.nl');
    expect(await screen.findByRole('status')).toHaveTextContent(labels.success);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the error text when sending fails, and lets the shopper try again', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(undefined);
    render(<NotifyForm onSubmit={onSubmit} labels={labels} submitClassName="" />);
    await userEvent.type(screen.getByLabelText('E-mailadres'), 'klant@example.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Houd mij op de hoogte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(labels.error);
    await userEvent.click(screen.getByRole('button', { name: 'Houd mij op de hoogte' }));
    expect(await screen.findByRole('status')).toHaveTextContent(labels.success);
  });
});
