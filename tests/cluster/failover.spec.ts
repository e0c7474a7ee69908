import { expect, test } from '@playwright/test';
import { call, clusterUnderTest, INSTANCE_HEADER, sleep } from './cluster-helpers';

/*
 * An instance going away (stopped, as a deploy or a crash does) while shoppers keep coming through
 * the balancer. Runs after the other cluster files (file order), since it leaves two instances.
 */

const cluster = clusterUnderTest();

test('when an instance stops, the balancer sends everyone to the others without an error', async () => {
  const leaving = cluster.instances[2]!;
  process.kill(leaving.pid, 'SIGTERM');
  const statuses: number[] = [];
  const served = new Set<string>();
  const started = Date.now();
  // Shoppers keep coming while it stops and the health checks notice (1 s apart, two failures).
  while (Date.now() - started < 4000) {
    const answers = await Promise.all(['/over-ons', '/api/v1/languages', '/_shop/health'].map((path) => call(cluster.publicUrl, path)));
    for (const answer of answers) {
      statuses.push(answer.status);
      if (Date.now() - started > 3000) served.add(String(answer.headers[INSTANCE_HEADER]));
    }
    await sleep(50);
  }
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expect(statuses.length).toBeGreaterThan(30);
  expect([...served].sort()).toEqual(['shop-1', 'shop-2']);
});
