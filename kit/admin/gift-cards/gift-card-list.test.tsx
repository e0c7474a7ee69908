import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminGiftCard, AdminGiftCardDetail } from '../../../api/contract/gift-cards-admin';
import { GiftCardList } from './gift-card-list';

const card: AdminGiftCard = {
  id: 7,
  code: 'K7QX-2M9F-RT4W-8HCN',
  gift_card_type: 'static',
  value: 5000,
  balance: 1500,
  spent: 3500,
  uses_count: 1,
  currency_code: 'EUR',
  expires_at: '2028-01-01T00:00:00Z',
  active: true,
  state: 'usable',
  recipient_email: null,
  sold_with: { order_id: 12, po_number: 'AU-2026-000012' },
  lock_version: 3,
  created_at: '2026-01-01T10:00:00Z',
  updated_at: '2026-01-02T10:00:00Z',
};
const detail: AdminGiftCardDetail = { ...card, uses: [{ order_id: 40, po_number: 'AU-2026-000040', amount: 3500, created_at: '2026-02-01T12:00:00Z' }], uses_total: 1 };
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const page = { data: { items: [card], total: 1, page: 1, pages: 1, per_page: 25 } };

afterEach(() => vi.unstubAllGlobals());

function renderList(handle: (url: string, init?: RequestInit) => Promise<Response> | undefined) {
  const fetch = vi.fn((url: string, init?: RequestInit) => handle(url, init) ?? json(page));
  vi.stubGlobal('fetch', fetch);
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <GiftCardList locale="nl" />
    </QueryClientProvider>,
  );
  return { fetch, ...view };
}

const bodyOf = (fetch: ReturnType<typeof vi.fn>, method: string) => JSON.parse(String((fetch.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === method)?.[1] as RequestInit).body));

describe('GiftCardList', () => {
  it('makes a card with a random code: the amount in euros is sent in cents, a refused field is marked, then the new code is announced', async () => {
    let tries = 0;
    const { fetch } = renderList((url, init) => {
      if (url.startsWith('/admin/api/gift-cards?') && init?.method === 'POST') {
        tries += 1;
        return tries === 1
          ? json({ error: { code: 'validation_failed', message: 'x', fields: { value: 'Bedrag moet minimaal 1 zijn' } } }, 422)
          : json({ data: { ...card, id: 8, code: 'NEW2-CARD-CODE-2345', balance: 2550, spent: 0, sold_with: null } }, 201);
      }
      return undefined;
    });
    expect(await screen.findByRole('rowheader', { name: card.code })).toBeInTheDocument();
    const row = screen.getByRole('rowheader', { name: card.code }).closest('tr')!;
    expect(within(row).getByText('AU-2026-000012')).toBeInTheDocument();
    expect(within(row).getByText('Bruikbaar')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Nieuwe cadeaukaart' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Bedrag in euro/ }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cadeaukaart maken' }));
    expect(await screen.findByText('Bedrag moet minimaal 1 zijn')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Bedrag in euro/ })).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(screen.getByRole('textbox', { name: /Bedrag in euro/ }), { target: { value: '25,50' } });
    fireEvent.change(screen.getByRole('textbox', { name: /E-mailadres van de ontvanger/ }), { target: { value: 'eva@example.nl' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cadeaukaart maken' }));
    expect(await screen.findByText('Cadeaukaart NEW2-CARD-CODE-2345 is gemaakt.')).toBeInTheDocument();
    const sent = fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST').map(([, init]) => JSON.parse(String((init as RequestInit).body)));
    expect(sent[1]).toEqual({ code: null, gift_card_type: 'static', value: 2550, expires_at: null, recipient_email: 'eva@example.nl', language: 'nl' });
  });

  it('opens a card with its uses, and adjusts the balance with a reason and the version it was loaded with', async () => {
    const { fetch } = renderList((url, init) => {
      if (url.startsWith('/admin/api/gift-cards/7') && init?.method === 'PUT') return json({ data: { ...detail, balance: 1000, lock_version: 4 } });
      if (url.startsWith('/admin/api/gift-cards/7')) return json({ data: detail });
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: `Bekijken ${card.code}` }));
    expect(await screen.findByRole('heading', { level: 2, name: `Cadeaukaart ${card.code}` })).toBeInTheDocument();
    const uses = screen.getByRole('table', { name: `Bestellingen die met cadeaukaart ${card.code} zijn betaald` });
    expect(within(uses).getByRole('link', { name: 'AU-2026-000040' })).toHaveAttribute('href', '/admin/orders/40');
    fireEvent.change(screen.getByRole('textbox', { name: /Bedrag in euro \(\+ of -\)/ }), { target: { value: '-5,00' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Reden' }), { target: { value: 'Dubbel geboekt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opgeslagen.')).toBeInTheDocument();
    expect(bodyOf(fetch, 'PUT')).toEqual({ lock_version: 3, expires_at: '2028-01-01T00:00:00Z', active: true, recipient_email: null, adjustment: { amount: -500, reason: 'Dubbel geboekt' } });
  });

  it('has no axe violations with a card open', async () => {
    const { default: axe } = await import('axe-core');
    const { container } = renderList((url) => (url.startsWith('/admin/api/gift-cards/7') ? json({ data: detail }) : undefined));
    fireEvent.click(await screen.findByRole('button', { name: `Bekijken ${card.code}` }));
    await screen.findByRole('heading', { level: 2, name: `Cadeaukaart ${card.code}` });
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });
});
