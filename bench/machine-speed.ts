/** Milliseconds for a fixed CPU loop: the machine's speed today (lower is faster). */
export function machineSpeed(): number {
  const started = performance.now();
  let sum = 0;
  for (let index = 0; index < 300_000_000; index++) sum += index & 7;
  if (sum < 0) console.log(sum);
  return Math.round(performance.now() - started);
}
