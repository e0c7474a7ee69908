import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminComment } from '../../../api/contract/moderation-admin';
import { ModerationScreen } from './moderation-screen';

const comment: AdminComment = { id: 9, post: { id: 3, title: 'Je ringmaat thuis bepalen' }, author_name: 'Eva', email: 'eva@example.nl', body: 'Mooi stuk!', language: 'nl', status: 'pending', created_at: '2026-01-02T10:00:00Z' };
const page = <T,>(items: T[]) => ({ data: { items, total: items.length, page: 1, pages: 1, per_page: 25 } });
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('ModerationScreen', () => {
  it('approves a queued comment and says so; the queue is fetched again', async () => {
    let approved = false;
    const fetch = vi.fn((url: string, init?: RequestInit) => {
      if (url.startsWith('/admin/api/comments/9') && init?.method === 'PATCH') {
        approved = true;
        return json({ data: { ...comment, status: 'approved' } });
      }
      if (url.startsWith('/admin/api/comments')) return json(page(approved ? [] : [comment]));
      return json(page([]));
    });
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ModerationScreen locale="nl" />
      </QueryClientProvider>,
    );
    const item = await screen.findByRole('listitem', { name: 'Eva (eva@example.nl) op “Je ringmaat thuis bepalen”' });
    expect(within(item).getByText('Mooi stuk!')).toBeInTheDocument();
    fireEvent.click(within(item).getByRole('button', { name: 'Goedkeuren' }));
    expect(await screen.findByText('De reactie staat nu bij het artikel.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/admin/api/comments/9?lang=nl', expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ status: 'approved' }) }));
    expect(await screen.findByText('Geen reacties om te beoordelen.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Vragen' })).toHaveAttribute('aria-selected', 'false');
  });
});
