/**
 * `npm test`: every check, in the order that fails fastest. Prints each step's time and a
 * closing summary line; exits non-zero on the first failing step.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1' };

const steps: { name: string; command: string; args: string[] }[] = [
  { name: 'typecheck', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint (incl. layer imports)', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
  { name: 'unit, component and API tests (PGlite + PostgreSQL)', command: bin('vitest'), args: ['run', '--project', 'unit', '--project', 'api'] },
  { name: 'storybook build', command: bin('storybook'), args: ['build', '-c', 'stories', '--disable-telemetry', '--quiet', '-o', 'storybook-static'] },
  { name: 'story tests (Chromium, axe)', command: bin('vitest'), args: ['run', '--project', 'storybook'] },
  { name: 'production build', command: bin('next'), args: ['build', 'host'] },
  { name: 'e2e (Playwright, Chromium)', command: bin('playwright'), args: ['test'] },
];

const only = process.argv.slice(2);
const results: { name: string; seconds: number; ok: boolean }[] = [];
for (const step of steps) {
  if (only.length && !only.some((word) => step.name.includes(word))) continue;
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const run = spawnSync(step.command, step.args, { cwd: root, env, stdio: 'inherit' });
  const ok = run.status === 0;
  results.push({ name: step.name, seconds: (Date.now() - started) / 1000, ok });
  if (!ok) break;
}

console.log('\nnpm test summary');
for (const result of results) console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.seconds.toFixed(1).padStart(6)} s  ${result.name}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
