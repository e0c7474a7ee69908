export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until `endsAt` (ISO date-time) at `now` (ms); null when past or not a date. */
export function timeLeft(endsAt: string, now: number): TimeLeft | null {
  const end = Date.parse(endsAt);
  if (Number.isNaN(end)) return null;
  const total = Math.floor((end - now) / 1000);
  if (total <= 0) return null;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}
