import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationMessages } from '../../domain/messages/validation-messages';
import { CommentFormIsland, commentOutcome, type CommentTexts } from './comment-form.client';

const messages: CommentTexts = { pending: 'Pending', postGone: 'Gone', tooManyAttempts: 'Slow down', network: 'Offline', generic: 'Failed' };
const failure = (status: number, code: string, fields: Record<string, string> = {}) => ({ ok: false as const, status, code, message: 'raw', fields });

describe('commentOutcome', () => {
  it("shows the API's review notice, or the page's own text without one", () => {
    expect(commentOutcome({ ok: true, status: 202, data: { message: 'Na controle zichtbaar' } }, messages)).toEqual({ kind: 'ok', message: 'Na controle zichtbaar' });
    expect(commentOutcome({ ok: true, status: 202, data: {} }, messages)).toEqual({ kind: 'ok', message: 'Pending' });
  });

  it('maps failures by status to the page texts, never the raw message', () => {
    expect(commentOutcome(failure(422, 'validation_failed', { email: 'x is ongeldig' }), messages)).toEqual({ kind: 'invalid', fields: { email: 'x is ongeldig' } });
    expect(commentOutcome(failure(429, 'too_many_attempts'), messages)).toEqual({ kind: 'failed', message: 'Slow down' });
    expect(commentOutcome(failure(404, 'blog_post_not_found'), messages)).toEqual({ kind: 'failed', message: 'Gone' });
    expect(commentOutcome(failure(0, 'network_error'), messages)).toEqual({ kind: 'failed', message: 'Offline' });
    expect(commentOutcome(failure(500, 'unexpected'), messages)).toEqual({ kind: 'failed', message: 'Failed' });
  });
});

describe('CommentFormIsland', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the comment to the post in the page language and shows the answer', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ data: { accepted: true, status: 'pending', message: 'Thanks, after review.' } }), { status: 202 }));
    vi.stubGlobal('fetch', fetcher);
    render(
      <CommentFormIsland
        locale="en"
        slug="the-four-cs-of-a-diamond"
        messages={messages}
        fields={{
          name: { name: 'name', label: 'Name', kind: 'text', required: true },
          email: { name: 'email', label: 'Email', kind: 'email', required: true, rule: 'email' },
          body: { name: 'body', label: 'Comment', kind: 'text', required: true, min: 2 },
        }}
        texts={validationMessages.en}
        labels={{ title: 'Leave a comment', submit: 'Post comment', loading: '…', required: '*' }}
        submitClassName=""
      />,
    );
    await userEvent.type(screen.getByLabelText(/^Name/), 'Emily');
    await userEvent.type(screen.getByLabelText(/^Email/), 'emily@example.com');
    await userEvent.type(screen.getByLabelText(/^Comment/), 'Very clear.');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Thanks, after review.')).toBeInTheDocument();
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/blog/posts/the-four-cs-of-a-diamond/comments?lang=en');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Emily', email: 'emily@example.com', body: 'Very clear.' });
  });
});
