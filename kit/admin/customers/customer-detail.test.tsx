import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCustomer } from '../../../api/contract/customers-admin';
import { CustomerDetail } from './customer-detail';

const customer: AdminCustomer = {
  id: 42,
  email: 'anna@example.nl',
  first_name: 'Anna',
  last_name: 'de Vries',
  phone: null,
  gender: 0,
  language: 'nl',
  email_verified: true,
  created_at: '2026-01-02T10:00:00Z',
  updated_at: '2026-01-03T10:00:00Z',
  has_password: true,
  identities: [{ provider: 'Google', issuer: 'https://accounts.google.com', linked_at: '2026-01-02T10:00:00Z' }],
  addresses: [{ id: 1, first_name: 'Anna', last_name: 'de Vries', company: null, address_line_1: 'Kerkstraat 1', address_line_2: null, city: 'Utrecht', state: null, zip: '3511 AB', country: 'NL', phone: null, is_default: true }],
  orders: [
    { id: 7, po_number: 'AU-2026-000007', created_at: '2026-01-05T10:00:00Z', final_amount: 12995, currency_code: 'EUR', payment_status: 1, fulfillment_status: 'shipped', guest: false },
    { id: 5, po_number: 'AU-2026-000005', created_at: '2026-01-04T10:00:00Z', final_amount: 4500, currency_code: 'EUR', payment_status: 0, fulfillment_status: 'processing', guest: true },
  ],
  orders_total: 2,
  newsletter: { account_opt_in: false, subscription: { status: 'confirmed', language: 'nl', source: null, created_at: '2026-01-02T10:00:00Z', confirmed_at: '2026-01-02T11:00:00Z' } },
};

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('CustomerDetail', () => {
  it('shows orders linking to their order page, addresses, sign-in, newsletter and the export link', () => {
    render(wrap(<CustomerDetail customer={customer} locale="nl" />));
    const orders = screen.getByRole('table', { name: 'Bestellingen van deze klant' });
    expect(within(orders).getByRole('link', { name: 'AU-2026-000007' })).toHaveAttribute('href', '/admin/orders/7');
    expect(within(orders).getByText('als gast geplaatst')).toBeInTheDocument();
    expect(screen.getByText('Kerkstraat 1')).toBeInTheDocument();
    expect(screen.getByText(/^Google, gekoppeld op/)).toBeInTheDocument();
    expect(screen.getByText(/^Bevestigd, aangemeld op/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gegevens downloaden (JSON)' })).toHaveAttribute('href', '/admin/api/customers/42/export');
  });

  it('erases only once the address is typed again, and says what was kept', async () => {
    const fetch = vi.fn(() => answer(200, { data: { customer_id: 42, orders_anonymised: 2 } }));
    vi.stubGlobal('fetch', fetch);
    render(wrap(<CustomerDetail customer={customer} locale="en" />));
    fireEvent.click(screen.getByRole('button', { name: 'Erase customer…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Erase this customer for good?' });
    const field = within(dialog).getByLabelText(/Customer’s e-mail address/);
    fireEvent.change(field, { target: { value: 'someone@example.nl' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase for good' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Type exactly this customer’s e-mail address.');
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: ' Anna@Example.nl ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase for good' }));
    await waitFor(() => expect(screen.getByText('The customer has been erased. 2 order(s) were kept without personal data.')).toBeInTheDocument());
    expect(fetch).toHaveBeenCalledWith('/admin/api/customers/42/erase?lang=en', expect.objectContaining({ method: 'POST', body: JSON.stringify({ confirm_email: 'Anna@Example.nl' }) }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the refusal when the shop still owes the customer an order', async () => {
    vi.stubGlobal('fetch', vi.fn(() => answer(409, { error: { code: 'customer_has_open_orders', message: 'x' } })));
    render(wrap(<CustomerDetail customer={customer} locale="nl" />));
    fireEvent.click(screen.getByRole('button', { name: 'Klant wissen…' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText(/E-mailadres van de klant/), { target: { value: 'anna@example.nl' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Definitief wissen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Deze klant heeft nog een betaalde bestelling');
    // The page behind the modal is still the customer's (inert while the dialog is open).
    expect(screen.getByRole('heading', { name: 'Gegevens', hidden: true })).toBeInTheDocument();
  });
});
