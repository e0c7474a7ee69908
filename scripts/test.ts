/**
 * `npm test`: every check, in the order that fails fastest. Prints each step's time and a
 * closing summary line; exits non-zero on the first failing step.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1' };
const only = process.argv.slice(2);
/** `npm test -- e2e build`: only the steps whose names contain one of the words. */
const selected = (name: string) => !only.length || only.some((word) => name.includes(word));

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

/**
 * Stages run one after another; a stage's lanes run side by side (the machine has two cores), the
 * steps of a lane one after another.
 */
type Stage = Step[][];

const typecheck: Step = { name: 'typecheck', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] };
const stages: Stage[] = [
  // Both single-threaded.
  [[typecheck], [{ name: 'lint (incl. layer imports)', command: bin('eslint'), args: ['--max-warnings', '0', '.'] }]],
  [[{ name: 'unit, component and API tests (PGlite + PostgreSQL)', command: bin('vitest'), args: ['run', '--project', 'unit', '--project', 'api'] }]],
  [
    [
      { name: 'storybook build', command: bin('storybook'), args: ['build', '-c', 'stories', '--disable-telemetry', '--quiet', '-o', 'storybook-static'] },
      { name: 'story tests (Chromium, axe)', command: bin('vitest'), args: ['run', '--project', 'storybook'] },
    ],
  ],
  // When the typecheck step runs, it covers the host: the build skips its own check. Beside the
  // story tests it gained nothing (both slowed down: story tests 251 → 347 s, build 86 → ~280 s).
  [[{ name: 'production build', command: bin('next'), args: ['build', 'host'], env: { SHOP_BUILD_SKIP_TYPECHECK: selected(typecheck.name) ? '1' : '0' } }]],
  // One run, one Playwright worker, one shop. Two shards side by side (each with shops of its own
  // through E2E_PORT, E2E_MAIL_PORT, E2E_OIDC_PORT, E2E_TILE_PORT) saturated both cores, and
  // timing-bound specs timed out (a debounce budget, 30 s tests).
  [[{ name: 'e2e (Playwright, Chromium)', command: bin('playwright'), args: ['test'] }]],
  // Three instances of the build behind HAProxy, on PostgreSQL and Redis (scripts/cluster.ts).
  [[{ name: 'cluster: API and browser subset (3 instances, HAProxy, Redis, PostgreSQL)', command: bin('playwright'), args: ['test', '-c', 'playwright.cluster.config.ts'] }]],
];

/**
 * Runs a step; a step running beside another one has its output collected and printed whole
 * when it ends, so the two do not interleave.
 */
function run(step: Step, buffered: boolean): Promise<{ name: string; seconds: number; ok: boolean; output: string }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: root, env: { ...env, ...step.env }, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const done = (ok: boolean) => resolve({ name: step.name, seconds: (Date.now() - started) / 1000, ok, output });
    child.on('error', (error) => {
      output += String(error);
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

const results: { name: string; seconds: number; ok: boolean }[] = [];
for (const stage of stages) {
  const lanes = stage.map((lane) => lane.filter((step) => selected(step.name))).filter((lane) => lane.length);
  if (!lanes.length) continue;
  if (lanes.length === 1) {
    for (const step of lanes[0]!) {
      console.log(`\n▶ ${step.name}`);
      const result = await run(step, false);
      results.push(result);
      if (!result.ok) break;
    }
  } else {
    console.log(`\n▶ ${lanes.map((lane) => lane.map((step) => step.name).join(' → ')).join(' ‖ ')} (side by side)`);
    // A lane stops at its first failing step; its output is printed whole when the lane ends.
    const laneResults = await Promise.all(
      lanes.map(async (lane) => {
        const done: Awaited<ReturnType<typeof run>>[] = [];
        for (const step of lane) {
          const result = await run(step, true);
          done.push(result);
          if (!result.ok) break;
        }
        return done;
      }),
    );
    for (const result of laneResults.flat()) {
      console.log(`\n▶ ${result.name}\n${result.output.trimEnd()}`);
      results.push(result);
    }
  }
  if (results.some((result) => !result.ok)) break;
}

console.log('\nnpm test summary');
for (const result of results) console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.seconds.toFixed(1).padStart(6)} s  ${result.name}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
