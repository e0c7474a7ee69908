import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ParcelInfo, TrackingTimeline } from './tracking-timeline';

describe('TrackingTimeline', () => {
  it('lists the events newest first and marks the current step', () => {
    render(
      <TrackingTimeline
        labels={{ heading: 'Verloop', empty: 'Nog niets' }}
        events={[
          { key: 'b', label: 'Onderweg', date: '23.11.2026', time: '06:47', dateTime: '2026-11-23T05:47:00Z', location: 'Sorteercentrum Amsterdam' },
          { key: 'a', label: 'Verzonden', date: '22.11.2026', time: '18:47', dateTime: '2026-11-22T17:47:00Z', location: null },
        ]}
      />,
    );
    const steps = screen.getAllByRole('listitem');
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).toHaveTextContent('Onderweg23.11.2026 06:47 · Sorteercentrum Amsterdam');
    expect(steps[1]).not.toHaveAttribute('aria-current');
    expect(steps[1]!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-22T17:47:00Z');
  });

  it('says so when there is no history', () => {
    render(<TrackingTimeline labels={{ heading: 'Verloop', empty: 'Nog niets' }} events={[]} />);
    expect(screen.getByText('Nog niets')).toBeInTheDocument();
  });
});

describe('ParcelInfo', () => {
  it("links the carrier's page in a new window and says so", () => {
    const labels = { carrier: 'Vervoerder', trackingNumber: 'Code', trackAt: 'Volg je pakket bij PostNL', newWindow: '(opent in een nieuw venster)', shippedAt: 'Verzonden op', deliveredAt: 'Bezorgd op' };
    render(<ParcelInfo carrier="PostNL" trackingNumber="3SAURM0005530" trackingUrl="https://jouw.postnl.nl/track-and-trace/3SAURM0005530" shippedAt="22.11.2026" deliveredAt={null} labels={labels} />);
    const link = screen.getByRole('link', { name: 'Volg je pakket bij PostNL (opent in een nieuw venster)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('3SAURM0005530')).toBeInTheDocument();
    expect(screen.queryByText('Bezorgd op')).toBeNull();
  });
});
