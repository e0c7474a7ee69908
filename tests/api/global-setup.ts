import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../../api/db/setup';
import { adminQuery, PG_SERVER, postgresReachable } from './postgres-server';

/**
 * Migrates and seeds one database of each kind before the API tests, so that each suite starts
 * from a copy instead of seeding its own (19 suites × 2 databases): a PGlite data folder as a
 * tarball in the temp folder, and a PostgreSQL template database. The copies are complete
 * databases; what a suite changes stays in its copy.
 */
export default async function setup(project: TestProject) {
  const cleanups: (() => Promise<void>)[] = [];

  const pglite = await prepareDatabase({ pgliteDir: 'memory' });
  try {
    const file = path.join(tmpdir(), `shop-test-pglite-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    await writeFile(file, Buffer.from(await (await pglite.snapshot!()).arrayBuffer()));
    project.provide('pgliteSnapshot', file);
    cleanups.push(() => rm(file, { force: true }));
  } finally {
    await pglite.close();
  }

  if (await postgresReachable()) {
    const name = `shop_test_template_${randomBytes(6).toString('hex')}`;
    const url = new URL(PG_SERVER);
    url.pathname = `/${name}`;
    const template = await prepareDatabase({ url: url.toString() });
    // A template may have no connections while it is copied.
    await template.close();
    project.provide('postgresTemplate', name);
    cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }

  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}
