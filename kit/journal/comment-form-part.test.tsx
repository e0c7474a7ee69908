import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationMessages } from '../../domain/messages/validation-messages';
import { CommentFormPart } from './comment-form-part';

const props = {
  id: 'comment-form',
  locale: 'en' as const,
  slug: 'the-four-cs-of-a-diamond',
  messages: { pending: 'Pending', postGone: 'Gone', tooManyAttempts: 'Slow down', network: 'Offline', generic: 'Failed' },
  fields: {
    name: { name: 'name', label: 'Name', kind: 'text' as const, required: true },
    email: { name: 'email', label: 'Email', kind: 'email' as const, required: true, rule: 'email' as const },
    body: { name: 'body', label: 'Comment', kind: 'text' as const, required: true, min: 2 },
  },
  texts: validationMessages.en,
  labels: { title: 'Leave a comment', submit: 'Post comment', loading: '…', required: '*' },
  submitClassName: '',
};

describe('CommentFormPart', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("stands as the server's copy (button disabled), then the island keeps what was typed and the focus, and posts", async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ data: { accepted: true, status: 'pending', message: 'Thanks, after review.' } }), { status: 202 }));
    vi.stubGlobal('fetch', fetcher);
    render(<CommentFormPart props={props} />);
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeDisabled();
    const body = screen.getByLabelText(/^Comment/);
    expect(body).toHaveAttribute('id', 'comment-form-body');
    // Typed before the code arrived; reaching into the form loads it.
    fireEvent.change(body, { target: { value: 'Very clear.' } });
    act(() => body.focus());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Post comment' })).toBeEnabled());
    expect(screen.getByLabelText(/^Comment/)).toHaveValue('Very clear.');
    // The island gives the focus back in an effect after it mounts.
    await waitFor(() => expect(screen.getByLabelText(/^Comment/)).toHaveFocus());
    await userEvent.type(screen.getByLabelText(/^Name/), 'Emily');
    await userEvent.type(screen.getByLabelText(/^Email/), 'emily@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Thanks, after review.')).toBeInTheDocument();
    const [, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Emily', email: 'emily@example.com', body: 'Very clear.' });
  });
});
