import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardFixture, emptyDashboardFixture } from '../../../stories/fixtures/dashboard';
import { Dashboard } from './dashboard';
import { formatDay, niceCeiling } from './dashboard-format';

describe('Dashboard', () => {
  it('shows the figures as cards, the waiting ones linking to the order list filtered the same way', () => {
    render(<Dashboard data={dashboardFixture} locale="nl" />);
    const today = dashboardFixture.today.day;
    expect(screen.getByRole('link', { name: /^Bestellingen vandaag/ })).toHaveAttribute('href', `/admin/orders?from=${today}&to=${today}`);
    expect(screen.getByRole('link', { name: /^Wachten op betaling\s*7/ })).toHaveAttribute('href', '/admin/orders?payment_status=0');
    expect(screen.getByRole('link', { name: /^Betaald, nog te verzenden\s*12/ })).toHaveAttribute('href', '/admin/orders?payment_status=1&fulfillment_status=processing');
    expect(screen.getByRole('link', { name: /^Openstaande retouren\s*3/ })).toHaveAttribute('href', '/admin/returns');
    // The catalogue only for who may use it (the page passes its address).
    expect(screen.queryByRole('link', { name: /^Bijna uitverkocht/ })).toBeNull();
    expect(screen.getByTestId('dashboard-today-revenue')).toHaveTextContent(/EUR\s*[\d.]+,\d\d/);
  });

  it('draws 30 days as an SVG named and described for screen readers, with the same numbers in a table', () => {
    render(<Dashboard data={dashboardFixture} locale="en" />);
    const chart = screen.getByRole('img', { name: 'Revenue per day, last 30 days' });
    // One bar per day with revenue (the fixture's tenth day has none), today's marked apart.
    expect(chart.querySelectorAll('rect')).toHaveLength(29);
    expect(chart.querySelectorAll('rect.fill-brand-strong')).toHaveLength(1);
    expect(chart.querySelector('desc')?.textContent).toMatch(/^Bar chart of revenue per day from .+ to .+: EUR\s[\d,.]+ in all from \d+ paid orders; the best day was/);
    const table = screen.getByRole('table', { name: 'Orders and revenue per day, last 30 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    const first = dashboardFixture.days[0]!;
    expect(rows[0]).toHaveTextContent(formatDay(first.day, 'en', 'long'));
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([String(first.orders), String(first.paid_orders), expect.stringContaining('EUR'), expect.stringContaining('EUR')]);
  });

  it('lists low stock lowest first, and says so when nothing is low', () => {
    const { unmount } = render(<Dashboard data={dashboardFixture} locale="nl" />);
    const table = screen.getByRole('table', { name: 'Varianten met de minste voorraad' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + dashboardFixture.low_stock.items.length);
    expect(screen.getByText('14 varianten met 3 of minder op voorraad; de laagste eerst.')).toBeInTheDocument();
    unmount();
    render(<Dashboard data={emptyDashboardFixture} locale="nl" />);
    expect(screen.getByText('Geen varianten met weinig voorraad.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Omzet per dag, laatste 30 dagen' }).querySelectorAll('rect')).toHaveLength(0);
  });

  it('links low stock to the catalogue when given its address', () => {
    render(<Dashboard data={dashboardFixture} locale="en" catalogueHref="/admin/catalogue" />);
    expect(screen.getByRole('link', { name: /^Low stock\s*14/ })).toHaveAttribute('href', '/admin/catalogue');
  });
});

describe('dashboard scale and days', () => {
  it('tops the scale at a round amount at or above the highest day', () => {
    expect(niceCeiling(0)).toBe(10_000);
    expect(niceCeiling(87_300)).toBe(100_000);
    expect(niceCeiling(123_400)).toBe(200_000);
    expect(niceCeiling(230_000)).toBe(250_000);
    expect(niceCeiling(500_000)).toBe(500_000);
  });

  it('formats a day as that calendar day whatever the time zone', () => {
    expect(formatDay('2026-03-29', 'nl')).toBe('29 mrt');
    expect(formatDay('2026-03-29', 'en', 'long')).toBe('Sun 29 Mar');
  });
});
