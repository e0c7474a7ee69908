/**
 * How much slower this machine runs than the one the e2e time budgets were set on: the time of a
 * fixed CPU loop (bench/load/run.ts `machineSpeed` counts 3·10⁸ additions; this counts 10⁸ and
 * scales) against the 250 ms it took there, never below 1. Measured once per worker.
 */
let factor: number | undefined;

export function machineSlowness(): number {
  if (factor === undefined) {
    const started = performance.now();
    let sum = 0;
    for (let index = 0; index < 100_000_000; index++) sum += index & 7;
    const speed = (performance.now() - started) * 3 + (sum % 1);
    factor = Math.max(1, speed / 250);
  }
  return factor;
}

/** A budget of `fixed` ms (a debounce, a timer) plus `work` ms of the shop's and browser's work, scaled to this machine. */
export const budget = (fixed: number, work: number) => Math.round(fixed + work * machineSlowness());
