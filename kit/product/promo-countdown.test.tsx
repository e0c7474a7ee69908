import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PromoCountdown } from './promo-countdown';

const labels = { title: 'Aanbieding eindigt over', day: '{count} dag', days: '{count} dagen', hours: 'uur', minutes: 'min', seconds: 'sec' };
const now = Date.parse('2026-05-01T10:00:00Z');

describe('PromoCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());

  it('renders the time left from the server clock and ticks every second', () => {
    render(<PromoCountdown endsAt="2026-05-03T11:02:03Z" now={now} labels={labels} />);
    const countdown = screen.getByText('Aanbieding eindigt over').parentElement!;
    expect(countdown).toHaveTextContent('2 dagen 01uur 02min 03sec');
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown).toHaveTextContent('2 dagen 01uur 02min 02sec');
  });

  it('says "1 dag" for one day and hides once the sale has ended', () => {
    const { container } = render(<PromoCountdown endsAt="2026-05-02T10:00:02Z" now={now} labels={labels} />);
    expect(container).toHaveTextContent('1 dag 00uur 00min 02sec');
    act(() => vi.advanceTimersByTime(86_402_000));
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing for a sale that has already ended', () => {
    const { container } = render(<PromoCountdown endsAt="2026-04-01T00:00:00Z" now={now} labels={labels} />);
    expect(container).toBeEmptyDOMElement();
  });
});
