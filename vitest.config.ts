import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Debian's Chromium; Playwright never downloads a browser here. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker fewer than the cores: on a two-core CI machine one worker,
    // with the other core mostly idle (the main process only waits). Use them all.
    maxWorkers: availableParallelism(),
    // Stubbed globals and environment variables are put back after each test, whatever the test
    // forgets: the unit and API projects run their files without isolation (below).
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // A worker's files share one happy-dom and the libraries' modules (the project's own
          // modules are evaluated afresh for each file by tests/fresh-modules.ts; tests/setup-dom.ts
          // empties the storage, cookies and document between files): 112 → 30 s for the project,
          // which spent 81 s of its workers' time building a happy-dom per file.
          isolate: false,
          include: ['domain/**/*.test.ts', 'kit/**/*.test.{ts,tsx}', 'blocks/**/*.test.{ts,tsx}', 'registry*.test.{ts,tsx}', 'architecture.test.ts', 'host/**/*.test.{ts,tsx}', 'api/seed/**/*.test.ts'],
          setupFiles: ['./tests/fresh-modules.ts', './tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          // The libraries' modules (Drizzle, Hono, zod, PGlite's client…) are loaded once per worker
          // instead of once per file: the project's import time 94 → 14 s, its run 318 → 272 s
          // (measured before tests/fresh-modules.ts, which evaluates the project's own modules
          // afresh for each file; with it the unit + API step took 228–253 s in CI on a faster
          // machine). Each file still opens its own databases.
          isolate: false,
          setupFiles: ['./tests/fresh-modules.ts'],
          include: ['api/**/*.test.ts', 'tests/api/**/*.test.ts'],
          exclude: ['api/seed/**'],
          // Seeds one database of each kind; the suites start from copies (tests/api/harness.ts).
          globalSetup: ['./tests/api/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time (each on its own copy of the seeded databases): 466 → 370 s for the
          // unit and API step; one at a time left a core idle for most of the step.
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${root}stories` })],
        test: {
          name: 'storybook',
          // Story files share the browser's page (each story still mounts and is cleaned up on its
          // own): 158 → 68 s for the project, of which 113 s had been loading a page per file.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunch }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['./stories/vitest.setup.ts'],
        },
      },
    ],
  },
});
