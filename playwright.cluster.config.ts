import { defineConfig, devices } from '@playwright/test';

/**
 * The cluster tests (tests/cluster): the API and a shopper in Chromium against three production
 * instances behind HAProxy, on PostgreSQL and Redis, all started by the global setup as
 * `npm run cluster` starts them (scripts/cluster.ts). Needs the production build, haproxy and a
 * Redis on 127.0.0.1:6379 (REDIS_URL); `npm test -- cluster` runs it.
 */
export default defineConfig({
  testDir: 'tests/cluster',
  globalSetup: './tests/cluster/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    trace: 'retain-on-failure',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'cluster', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
