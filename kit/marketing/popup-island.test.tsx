import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DiscountCampaign, Popup } from '../../api/contract/marketing';
import { campaign, sizeTipPopup, welcomePopup } from '../../stories/fixtures/marketing';
import { PopupIsland, type PopupRoute } from './popup-island.client';

let answers: { popups: Popup[]; campaign: DiscountCampaign | null };
const asked: string[] = [];
const original = globalThis.fetch;

beforeEach(() => {
  localStorage.clear();
  asked.length = 0;
  answers = { popups: [welcomePopup, sizeTipPopup], campaign };
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.local');
    asked.push(`${url.pathname}${url.search}`);
    const data = url.pathname === '/api/v1/popups' ? answers.popups.filter((p) => p.pages.length === 0 || p.pages.some((l) => l.page_link === url.searchParams.get('url'))) : answers.campaign;
    return new Response(JSON.stringify({ data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = original;
});

const labels = { close: 'Sluiten', campaignTitle: 'Onze actie' };
const subscription = {
  labels: { email: 'Je e-mailadres', placeholder: '', submit: 'Aanmelden', loading: '…', required: '{{field}} is verplicht', invalid: '{{value}} is ongeldig', successTitle: 'Bedankt', success: 'Bevestig je aanmelding.', ok: 'OK', close: 'Sluiten', failed: 'Mislukt', tooManyAttempts: 'Te veel', network: 'Geen verbinding' },
  submitClassName: 'button',
};

/** A route that began `ago` ms ago (the island waits until 4 s after it began). */
function island(path: string, ago: number, index = 0) {
  const routes = { current: [{ path, index, at: Date.now() - ago }] as PopupRoute[] };
  return render(<PopupIsland locale="nl" path={path} routes={routes} labels={labels} buttonClassName="button" subscription={subscription} />);
}

const records = () => JSON.parse(localStorage.getItem('popups') ?? '{}') as Record<string, { frequency: number; last_opened_at: number }>;

describe('PopupIsland', () => {
  it('waits until 4 s after the route began, then opens the welcome popup with its form and records it', async () => {
    island('/over-ons', 3800);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(asked).toEqual([]);
    const dialog = await screen.findByRole('dialog', { name: 'Welkom bij Juwelier Aurum' });
    expect(asked).toContain('/api/v1/popups?url=%2Fover-ons&lang=nl');
    expect(dialog.querySelector('[data-slot="popup-content"]')?.innerHTML).toBe(welcomePopup.content);
    expect(screen.getByRole('textbox', { name: /Je e-mailadres/ })).toBeInTheDocument();
    expect(records()['popup:1']).toMatchObject({ frequency: 1 });
  });

  it('shows a ONCE popup once: with the record, nothing opens', async () => {
    localStorage.setItem('popups', JSON.stringify({ 'popup:1': { frequency: 1, last_opened_at: 1 } }));
    island('/over-ons', 4000);
    await waitFor(() => expect(asked.some((url) => url.startsWith('/api/v1/popups'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the catalogue's daily tip once the welcome popup was seen; its button closes it", async () => {
    localStorage.setItem('popups', JSON.stringify({ 'popup:1': { frequency: 1, last_opened_at: 1 } }));
    island('/catalog', 4000);
    await screen.findByRole('dialog', { name: 'Twijfel je over je maat?' });
    await userEvent.click(screen.getByRole('link', { name: 'Naar de maatgids' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(records()['popup:2']).toMatchObject({ frequency: 4 });
  });

  it("falls back to the campaign's popup where the server has none", async () => {
    answers = { popups: [], campaign };
    island('/', 4000);
    const dialog = await screen.findByRole('dialog', { name: 'Onze actie' });
    expect(dialog).toHaveAttribute('data-kind', 'campaign');
    expect(dialog).toHaveTextContent('WELKOM10');
    expect(records()['campaign:1']).toMatchObject({ frequency: 1 });
  });

  it('opens nothing over another open dialog', async () => {
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    other.setAttribute('data-state', 'open');
    document.body.append(other);
    island('/over-ons', 4000);
    await waitFor(() => expect(asked.some((url) => url.startsWith('/api/v1/popups'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Welkom bij Juwelier Aurum' })).toBeNull();
    expect(records()).toEqual({});
    other.remove();
  });
});
