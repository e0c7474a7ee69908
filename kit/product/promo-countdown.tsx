'use client';

import { useEffect, useState } from 'react';
import { timeLeft } from './countdown';

export interface PromoCountdownProps {
  /** End of the sale, ISO date-time. */
  endsAt: string;
  /** The server's clock when the page was made: the first render matches the server HTML. */
  now: number;
  labels: {
    title: string;
    /** Days, with `{count}`; `days` for several, `day` for one. */
    day: string;
    days: string;
    hours: string;
    minutes: string;
    seconds: string;
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** Time left in a sale, ticking every second; renders nothing once the sale has ended. */
export function PromoCountdown({ endsAt, now, labels }: PromoCountdownProps) {
  const [clock, setClock] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setClock(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = timeLeft(endsAt, clock);
  if (!left) return null;

  const units = [
    [two(left.hours), labels.hours],
    [two(left.minutes), labels.minutes],
    [two(left.seconds), labels.seconds],
  ] as const;
  return (
    <div data-slot="promo-countdown" className="flex flex-wrap items-center gap-x-3 gap-y-1 border border-sale/30 bg-surface px-4 py-3 text-sm">
      <span className="text-ink-soft">{labels.title}</span>
      {/* Spoken once a minute at most: the ticking seconds are hidden from screen readers. */}
      <span className="font-medium text-sale tabular-nums">
        {left.days > 0 ? <span>{(left.days === 1 ? labels.day : labels.days).replace('{count}', String(left.days))} </span> : null}
        {units.map(([value, unit], i) => (
          <span key={unit} aria-hidden={i === 2 ? true : undefined}>
            {value}
            <span className="ml-0.5 text-xs font-normal text-ink-muted">{unit}</span>
            {i < 2 ? ' ' : null}
          </span>
        ))}
      </span>
    </div>
  );
}
