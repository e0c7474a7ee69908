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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['domain/**/*.test.ts', 'kit/**/*.test.{ts,tsx}', 'blocks/**/*.test.{ts,tsx}', 'registry*.test.{ts,tsx}', 'architecture.test.ts', 'host/**/*.test.{ts,tsx}', 'api/seed/**/*.test.ts'],
          setupFiles: ['./tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
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
