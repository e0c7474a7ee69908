import { expect, test } from '@playwright/test';
import { call, clusterUnderTest, INSTANCE_HEADER, sleep } from './cluster-helpers';

/*
 * Instances going away while shoppers keep coming through the balancer: one stopped as a deploy
 * stops it (SIGTERM: it drains, its health check failing while it still serves), then one that
 * crashes (SIGKILL: requests in flight are cut). Runs after cluster-api and cluster-shop (file
 * order), since it leaves one instance; the Redis outage test starts an instance of its own.
 */

const cluster = clusterUnderTest();
// Shoppers' calls: a page, an API read and the home page (the health check is the balancer's, not theirs).
const paths = ['/over-ons', '/api/v1/languages', '/'];

/** Calls the balancer for `ms`: every status, and which instances answered after `settleMs`. */
async function shopFor(ms: number, settleMs: number, during?: () => void) {
  const statuses: number[] = [];
  /** What was not a 200: when, which path, what answered (for the failure message). */
  const failures: string[] = [];
  const served = new Set<string>();
  const started = Date.now();
  let kicked = false;
  while (Date.now() - started < ms) {
    const calls = paths.map((path) => call(cluster.publicUrl, path));
    // A crash in the middle of answers on their way.
    if (during && !kicked) {
      kicked = true;
      during();
    }
    for (const [index, answer] of (await Promise.all(calls)).entries()) {
      statuses.push(answer.status);
      if (answer.status !== 200) failures.push(`${Date.now() - started} ms ${paths[index]} ${answer.status} from ${String(answer.headers[INSTANCE_HEADER])}: ${answer.text.slice(0, 80)}`);
      if (Date.now() - started > settleMs) served.add(String(answer.headers[INSTANCE_HEADER]));
    }
    await sleep(50);
  }
  return { statuses, failures, served: [...served].sort() };
}

test('when an instance stops, the balancer sends everyone to the others without an error', async () => {
  const leaving = cluster.instances[2]!;
  process.kill(leaving.pid, 'SIGTERM');
  // It drains for 3 s; the balancer's checks (1 s apart, two failures) take it out before that.
  const { statuses, failures, served } = await shopFor(5000, 4000);
  expect(failures).toEqual([]);
  expect(statuses.length).toBeGreaterThan(30);
  expect(served).toEqual(['shop-1', 'shop-2']);
});

test('when an instance crashes, what it was answering is answered by another one', async () => {
  const crashing = cluster.instances[1]!;
  const { statuses, failures, served } = await shopFor(4000, 3000, () => process.kill(crashing.pid, 'SIGKILL'));
  expect(failures).toEqual([]);
  expect(statuses.length).toBeGreaterThan(30);
  expect(served).toEqual(['shop-1']);
});
