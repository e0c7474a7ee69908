import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminVariant, AdminVariantPage } from '../../../api/contract/catalogue-admin';
import { CatalogueScreen } from './catalogue-screen';

const variant = (overrides: Partial<AdminVariant>): AdminVariant => ({
  configuration_id: 1,
  sku: 'RING-1-52',
  product_id: 10,
  product_slug: 'ring-een',
  title: 'Ring Een',
  material: 'Geelgoud',
  size: '52',
  track_inventory: true,
  stock_qty: 0,
  cost: 129_900,
  price: 129_900,
  product_active: true,
  sale_value: 0,
  sale_ends_at: null,
  ...overrides,
});

const page: AdminVariantPage = {
  items: [variant({}), variant({ configuration_id: 2, sku: 'RING-1-54', size: '54', stock_qty: 4 }), variant({ configuration_id: 3, sku: 'KETTING-2', product_id: 11, product_slug: 'ketting', title: 'Ketting Twee', material: null, size: null, product_active: false, sale_value: 20, cost: 50_000, price: 40_000 })],
  total: 3,
  page: 1,
  pages: 1,
  per_page: 50,
};

type Answer = { status: number; body: unknown };
let patches: unknown[] = [];
let patchAnswer: Answer = { status: 200, body: { data: { changed: 1, restock_mails: 2 } } };

beforeEach(() => {
  patches = [];
  patchAnswer = { status: 200, body: { data: { changed: 1, restock_mails: 2 } } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        patches.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify(patchAnswer.body), { status: patchAnswer.status });
      }
      expect(url).toMatch(/^\/admin\/api\/catalogue\/variants\?/);
      return new Response(JSON.stringify({ data: page }), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CatalogueScreen locale="nl" />
    </QueryClientProvider>,
  );
}

describe('CatalogueScreen', () => {
  it('groups variants under their product with its state, and edits stock and price in place', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Varianten met voorraad en prijs, per product' });
    expect(within(table).getByRole('rowheader', { name: /Ketting Twee\s*Niet gepubliceerd\s*20% korting/ })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Afprijzing en publicatie van Ring Een' })).toBeInTheDocument();
    expect(screen.getByLabelText('Prijs in euro van RING-1-52')).toHaveValue('1299.00');
    expect(screen.getByRole('button', { name: 'Wijzigingen opslaan' })).toBeDisabled();
  });

  it('sends only the changed rows and fields, and says what the save did', async () => {
    renderScreen();
    fireEvent.change(await screen.findByLabelText('Voorraad van RING-1-52'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Prijs in euro van KETTING-2'), { target: { value: '450' } });
    // Typed back to what it was: no longer a change.
    fireEvent.change(screen.getByLabelText('Voorraad van RING-1-54'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Voorraad van RING-1-54'), { target: { value: '4' } });
    expect(screen.getByText('2 varianten gewijzigd en nog niet opgeslagen')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({ rows: [{ configuration_id: 1, stock_qty: 5 }, { configuration_id: 3, cost: 45_000 }] });
    expect(await screen.findByText('Opgeslagen. Varianten gewijzigd: 1; weer-op-voorraad-e-mails: 2.')).toBeInTheDocument();
  });

  it('marks a value it cannot send at its row, and a refusal of the API at the row it names', async () => {
    renderScreen();
    const stock = await screen.findByLabelText('Voorraad van RING-1-52');
    fireEvent.change(stock, { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
    expect(await screen.findByText('RING-1-52: Vul een heel getal van 0 of meer in')).toBeInTheDocument();
    expect(stock).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toHaveLength(0);

    patchAnswer = { status: 422, body: { error: { code: 'validation_failed', message: 'x', fields: { 'rows.1.cost': 'Te hoog' } } } };
    fireEvent.change(stock, { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Prijs in euro van RING-1-54'), { target: { value: '99999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    const cost = screen.getByLabelText('Prijs in euro van RING-1-54');
    await waitFor(() => expect(cost).toHaveAttribute('aria-invalid', 'true'));
    expect(cost).toHaveAccessibleDescription('Te hoog');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([expect.stringMatching(/^Niet opgeslagen.*RING-1-54: Te hoog$/), 'Te hoog']);
    // Nothing was saved: the edits stay.
    expect(stock).toHaveValue('3');
  });
});

describe('CSV import', () => {
  it('sends the chosen file as text/csv and lists each problem by row and column', async () => {
    const sent: { type: string | null; body: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method !== 'POST') return new Response(JSON.stringify({ data: page }), { status: 200 });
        sent.push({ type: new Headers(init.headers).get('content-type'), body: String(init.body) });
        const fields = { header: 'Kopregel fout', 'rows.3.sku': 'Onbekende SKU "X"', 'rows.4': '3 velden in plaats van 4' };
        return new Response(JSON.stringify({ error: { code: 'validation_failed', message: 'x', fields } }), { status: 422 });
      }),
    );
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Importeren' }));
    expect(await screen.findByText('Kies eerst een CSV-bestand.')).toBeInTheDocument();
    const input = screen.getByLabelText('CSV-bestand importeren');
    fireEvent.change(input, { target: { files: [new File(['sku,stock_qty\r\nX,1\r\n'], 'voorraad.csv', { type: 'text/csv' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Importeren' }));
    const alert = await screen.findByText('Niets geïmporteerd: het bestand heeft fouten.');
    expect(sent).toEqual([{ type: 'text/csv; charset=utf-8', body: 'sku,stock_qty\r\nX,1\r\n' }]);
    expect(within(alert.parentElement!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Kopregel: Kopregel fout', 'Regel 3, kolom sku: Onbekende SKU "X"', 'Regel 4: 3 velden in plaats van 4']);
  });
});

describe('CatalogueScreen accessibility', () => {
  it('has no axe violations with the product panel open', async () => {
    const { default: axe } = await import('axe-core');
    const { container } = renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Afprijzing en publicatie van Ketting Twee' }));
    await screen.findByRole('heading', { level: 2, name: 'Afprijzing en publicatie van Ketting Twee' });
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });
});
