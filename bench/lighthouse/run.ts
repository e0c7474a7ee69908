/**
 * Lighthouse (mobile, simulated throttling) on the home, catalogue and product pages of the
 * production build, plus each page's first-load JS (gzip bytes of the scripts in its HTML).
 *
 *   npx tsx bench/lighthouse/run.ts [--runs 3] [--url http://127.0.0.1:3000] [--write]
 *
 * Without --url it builds the host if there is no build, starts `next start` on an in-memory
 * PGlite shop and stops it afterwards. Chromium: CHROME_PATH, else /usr/bin/chromium. `--write`
 * records the table in bench/RESULTS.md. Target: performance ≥ 95, first-load JS ≤ 150 KB.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..', '..');
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
};
const runs = Number(option('runs') ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function waitFor(url: string, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

let server: ChildProcess | undefined;
let base = option('url');
if (!base) {
  const next = path.join(root, 'node_modules', '.bin', 'next');
  if (!existsSync(path.join(root, 'host', '.next', 'BUILD_ID'))) {
    console.log('no production build: building the host…');
    if (spawnSync(next, ['build', 'host'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  const port = 3400;
  base = `http://127.0.0.1:${port}`;
  server = spawn(next, ['start', 'host', '-p', String(port)], { cwd: root, env: { ...process.env, PGLITE_DIR: 'memory', NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore' });
  await waitFor(`${base}/api/v1/languages`, 90);
}

/** Gzip bytes of the scripts a page's HTML loads up front (module scripts; the noModule polyfill is skipped by modern browsers). */
async function firstLoadJs(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const sources = new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)].filter((match) => !/noModule/i.test(match[0])).map((match) => match[1]!));
  let bytes = 0;
  for (const source of sources) bytes += gzipSync(Buffer.from(await (await fetch(new URL(source, url))).arrayBuffer())).length;
  return bytes;
}

const product = (await (await fetch(`${base}/api/v1/system-catalog?count=1`)).json()) as { data: { slug: string }[] };
const pages = [
  { name: 'home', path: '/' },
  { name: 'catalogue', path: '/catalog' },
  { name: 'product', path: `/product/${product.data[0]!.slug}` },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const profile = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
const chrome = await chromeLauncher.launch({
  chromePath,
  userDataDir: profile,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows: string[] = [];
let failed = false;
try {
  for (const page of pages) {
    const url = `${base}${page.path}`;
    await fetch(url); // warm the server's caches; Lighthouse measures the page, not the first compile of a route
    const results: { performance: number; accessibility: number; lcp: number; tbt: number; cls: number }[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
      const lhr = result!.lhr;
      results.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      });
    }
    const js = (await firstLoadJs(url)) / 1024;
    const score = median(results.map((r) => r.performance));
    if (score < 95 || js > 150) failed = true;
    const line = `| ${page.name} (\`${page.path}\`) | ${score} (${results.map((r) => r.performance).join(', ')}) | ${median(results.map((r) => r.accessibility))} | ${(median(results.map((r) => r.lcp)) / 1000).toFixed(2)} s | ${Math.round(median(results.map((r) => r.tbt)))} ms | ${median(results.map((r) => r.cls)).toFixed(3)} | ${js.toFixed(1)} KB |`;
    rows.push(line);
    console.log(line);
  }
} finally {
  chrome.kill();
  rmSync(profile, { recursive: true, force: true });
  server?.kill();
}

const version = JSON.parse(readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version as string;
const table = [
  `Lighthouse ${version}, mobile preset (simulated throttling), median of ${runs} runs, production build on in-memory PGlite, ${new Date().toISOString().slice(0, 10)}:`,
  '',
  '| page | performance (runs) | accessibility | LCP | TBT | CLS | first-load JS (gzip) |',
  '|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');
console.log(`\n${table}`);

if (args.includes('--write')) {
  const file = path.join(root, 'bench', 'RESULTS.md');
  const current = readFileSync(file, 'utf8');
  const [open, close] = ['<!-- lighthouse:start -->', '<!-- lighthouse:end -->'];
  const start = current.indexOf(open);
  const end = current.indexOf(close);
  const section = `${open}\n${table}\n${close}`;
  writeFileSync(file, start >= 0 && end > start ? current.slice(0, start) + section + current.slice(end + close.length) : `${current.trimEnd()}\n\n## Lighthouse and first-load JS (\`npx tsx bench/lighthouse/run.ts --write\`)\n\nTargets: performance ≥ 95 on mobile, first-load JS ≤ 150 KB gzip.\n\n${section}\n`);
  console.log(`recorded in ${file}`);
}
process.exit(failed ? 1 : 0);
