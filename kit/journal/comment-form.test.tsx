import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validationMessages } from '../../domain/messages/validation-messages';
import type { FormOutcome } from '../forms/account-form';
import { CommentForm, type CommentFormProps } from './comment-form';

const fields: CommentFormProps['fields'] = {
  name: { name: 'name', label: 'Name', kind: 'text', required: true, max: 100, half: true },
  email: { name: 'email', label: 'Email address', kind: 'email', required: true, rule: 'email', half: true },
  body: { name: 'body', label: 'Comment', kind: 'text', required: true, min: 2, max: 20 },
};
const labels = { title: 'Leave a comment', submit: 'Post comment', loading: 'Loading…', required: '* Required field' };

function setup(outcome: FormOutcome = { kind: 'ok', message: 'It will appear once reviewed.' }) {
  const onSubmit = vi.fn(async (): Promise<FormOutcome> => outcome);
  render(<CommentForm fields={fields} texts={validationMessages.en} labels={labels} submitClassName="" onSubmit={onSubmit} />);
  const fill = async (name: string, email: string, body: string) => {
    if (name) await userEvent.type(screen.getByLabelText(/^Name/), name);
    if (email) await userEvent.type(screen.getByLabelText(/^Email address/), email);
    if (body) await userEvent.type(screen.getByLabelText(/^Comment/), body);
  };
  return { onSubmit, fill, submit: () => userEvent.click(screen.getByRole('button', { name: 'Post comment' })) };
}

describe('CommentForm', () => {
  it('is a named form with name, e-mail and a comment text area, all required', () => {
    setup();
    expect(screen.getByRole('form', { name: 'Leave a comment' })).toHaveAttribute('method', 'post');
    expect(screen.getByLabelText(/^Comment/).tagName).toBe('TEXTAREA');
    for (const label of [/^Name/, /^Email address/, /^Comment/]) expect(screen.getByLabelText(label)).toBeRequired();
  });

  it('checks the spec rules before sending: required, e-mail, length', async () => {
    const { onSubmit, fill, submit } = setup();
    await fill('', 'anna@', 'x'.repeat(21));
    await submit();
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Email address/)).toHaveAccessibleDescription('anna@ is incorrect');
    expect(screen.getByLabelText(/^Comment/)).toHaveAccessibleDescription('Comment must have no more than 20 characters');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field error as soon as the field is right', async () => {
    const { submit } = setup();
    await submit();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Anna');
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^Comment/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends trimmed values and replaces the form by the answer, focused', async () => {
    const { onSubmit, fill, submit } = setup();
    await fill(' Anna ', 'anna@example.com', 'Lovely piece.');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Anna', email: 'anna@example.com', body: 'Lovely piece.' });
    const notice = await screen.findByText('It will appear once reviewed.');
    expect(notice).toHaveFocus();
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the API field errors on their fields and other ones as the form error', async () => {
    const { fill, submit } = setup({ kind: 'invalid', fields: { body: 'Body is required', post: 'Gone' } });
    await fill('Anna', 'anna@example.com', 'Hi');
    await submit();
    expect(screen.getByLabelText(/^Comment/)).toHaveAccessibleDescription('Body is required');
    expect(screen.getByText('Gone')).toHaveAttribute('data-slot', 'form-error');
  });

  it('keeps the form with a failure message', async () => {
    const { fill, submit } = setup({ kind: 'failed', message: 'Try again later.' });
    await fill('Anna', 'anna@example.com', 'Hi');
    await submit();
    expect(screen.getByText('Try again later.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('form')).toBeInTheDocument();
  });
});
