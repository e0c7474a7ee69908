import { machineSpeed } from '../../bench/machine-speed';

/**
 * How much slower this machine runs than the one the e2e time budgets were set on: the benches'
 * fixed CPU loop (bench/machine-speed.ts) against the 250 ms it took there, never below 1.
 * Measured once per worker.
 */
let factor: number | undefined;

export function machineSlowness(): number {
  factor ??= Math.max(1, machineSpeed() / 250);
  return factor;
}

/** A budget of `fixed` ms (a debounce, a timer) plus `work` ms of the shop's and browser's work, scaled to this machine. */
export const budget = (fixed: number, work: number) => Math.round(fixed + work * machineSlowness());
