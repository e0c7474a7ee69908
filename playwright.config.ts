import { defineConfig, devices } from '@playwright/test';
import { MAIL_PORT } from './tests/e2e/mailbox';
import { oidcProvidersEnv } from './tests/e2e/oidc-provider';
import { shopServerArgs } from './scripts/shop-server';

const port = Number(process.env.E2E_PORT ?? 3100);
/** A second shop, with card payments against the Stripe fake (tests/e2e/shop-with-stripe.ts), for `*.payments.spec.ts`. */
const paymentsPort = port + 1;

/**
 * Every test starts as a shopper who has already seen the seeded popups (the welcome popup and the
 * campaign's, once; today's catalogue tip): a modal opening 4 s into a test would take its clicks.
 * The ids are those of a freshly seeded shop. tests/e2e/popups.spec.ts starts without the records.
 */
const seenPopups = JSON.stringify(
  Object.fromEntries(
    [
      ['popup:1', 1],
      ['popup:2', 4],
      ['campaign:1', 1],
    ].map(([key, frequency]) => [key, { frequency, last_opened_at: Date.now() }]),
  ),
);

/** The desktop specs (not the phone's or the card-payment shop's), split between `desktop` and `clock`. */
const desktopSpecs = {
  workers: 1,
  use: { ...devices['Desktop Chrome'], channel: undefined },
  testIgnore: [/.*\.phone\.spec\.ts/, /.*\.payments\.spec\.ts/],
};

/** A production shop on an in-memory embedded database, mailing to the tests' SMTP server. */
function shopEnv(listen: number, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PORT: String(listen),
    NODE_ENV: 'production',
    PGLITE_DIR: 'memory',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: '',
    SMTP_URL: `smtp://127.0.0.1:${MAIL_PORT}`,
    SHOP_ORIGIN: `http://127.0.0.1:${listen}`,
    // Map jewellery's tiles come from the local tile server tests/e2e/map-jewellery.spec.ts starts.
    MAP_TILE_URL: `http://127.0.0.1:${process.env.E2E_TILE_PORT ?? 3999}/tiles/{z}/{x}/{y}.png`,
    ...extra,
  };
}

/** e2e against the production build in Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: 'tests/e2e',
  // A local SMTP server receives the shop's mail (verification, recovery links) for the tests, and a
  // local OpenID provider signs the shoppers of social sign-in in (tests/e2e/oidc-provider.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  // Two workers, but one per project and the projects one after another (dependencies below),
  // except `clock`: the few tests that mostly wait on the wall clock (a popup's 4 s delay, the
  // publish scheduler's next minute, the authenticator's next 30 s step) run in it beside
  // `desktop`. Two busy workers side by side (two shards, each with its own shops) saturated both
  // cores and timing-bound specs timed out; a waiting one costs the other little.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    storageState: { cookies: [], origins: [{ origin: `http://127.0.0.1:${port}`, localStorage: [{ name: 'popups', value: seenPopups }] }] },
    // Recorded on the retry only: recording every test (screencast, snapshots) cost 8 % of the run.
    trace: 'on-first-retry',
    // Less for the browser to paint on a two-core CI machine: no autoplaying slider or slide-in
    // animations (the components honour the setting; their motion is covered by the story tests).
    reducedMotion: 'reduce',
    // One browser context per worker, reset by Playwright between tests (cookies, local and session
    // storage, IndexedDB, service workers, extra pages, routes, init scripts, the clock; the storage
    // state above re-applied) instead of a new context per test: the run 620 → 520 s on this
    // machine (desktop 507 → 427 s). A context was ~0.25 s of the browser's CPU to make, and each
    // test's first page then fetched and compiled every chunk again. No spec grants permissions or
    // sets geolocation, offline or extra headers on its context (the reset leaves those); a spec
    // with other context options (test.use) gets a fresh context, as before.
    reuseContext: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', ...desktopSpecs, grepInvert: /@clock/ },
    // Tests tagged @clock: they must not share data another spec changes meanwhile.
    { name: 'clock', ...desktopSpecs, grep: /@clock/ },
    {
      name: 'payments',
      workers: 1,
      dependencies: ['desktop'],
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${paymentsPort}`,
        storageState: { cookies: [], origins: [{ origin: `http://127.0.0.1:${paymentsPort}`, localStorage: [{ name: 'popups', value: seenPopups }] }] },
      },
      testMatch: /.*\.payments\.spec\.ts/,
    },
    // A phone's CSS pixels and touch; painted at 1× (layout is the same, a third of the pixels).
    { name: 'phone', workers: 1, dependencies: ['payments'], use: { ...devices['Pixel 7'], deviceScaleFactor: 1, channel: undefined }, testMatch: /.*\.phone\.spec\.ts/ },
  ],
  webServer: [
    {
      command: ['node', ...shopServerArgs('.')].join(' '),
      url: `http://127.0.0.1:${port}/api/v1/languages`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: shopEnv(port, { OIDC_PROVIDERS: oidcProvidersEnv() }),
      stdout: 'pipe',
    },
    {
      command: ['node', ...shopServerArgs('.', 'tests/e2e/shop-with-stripe.ts')].join(' '),
      url: `http://127.0.0.1:${paymentsPort}/api/v1/languages`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: shopEnv(paymentsPort),
      stdout: 'pipe',
    },
  ],
});
