import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderList, type OrderListRow } from './order-list';

const labels = { list: 'Je bestellingen', number: 'Bestelnummer', date: 'Datum', total: 'Totaal', payment: 'Betaalstatus', fulfillment: 'Verzendstatus', link: 'Bekijk bestelling' };
const row: OrderListRow = {
  id: 7, number: 'AU-2026-000007', date: '22.11.2026', dateTime: '2026-11-22', total: 'EUR 129,00',
  payment: { label: 'Niet betaald', tone: 'attention' }, fulfillment: { label: 'In behandeling', tone: 'attention' },
  href: '/profile/orders/7', linkName: 'Bekijk bestelling AU-2026-000007',
};

describe('OrderList', () => {
  it('shows number, date, total and both statuses, and links each order by its number', () => {
    render(<OrderList rows={[row]} labels={labels} />);
    const item = within(screen.getByRole('list', { name: 'Je bestellingen' })).getByRole('listitem');
    expect(item).toHaveTextContent('BestelnummerAU-2026-000007');
    expect(item.querySelector('time')).toHaveAttribute('dateTime', '2026-11-22');
    expect(item.querySelector('[data-slot="order-payment-status"]')).toHaveTextContent('Niet betaald');
    expect(item.querySelector('[data-tone="attention"]')).not.toBeNull();
    expect(within(item).getByRole('link', { name: 'Bekijk bestelling AU-2026-000007' })).toHaveAttribute('href', '/profile/orders/7');
  });

  it('leaves out the total and payment columns when a row has none (the tracking list)', () => {
    render(<OrderList rows={[{ ...row, total: undefined, payment: undefined }]} labels={labels} />);
    expect(screen.queryByText('Totaal')).toBeNull();
    expect(screen.queryByText('Betaalstatus')).toBeNull();
    expect(screen.getByText('In behandeling')).toBeInTheDocument();
  });
});
