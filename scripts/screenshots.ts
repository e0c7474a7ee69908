/**
 * Screenshots of the shop's main content screens at phone and desktop width, for the README and
 * for reviewing a change by eye: the home page, a journal post, the quiz (answered up to its
 * recommendation), the size guide (a 6 mm round stone), and the menus (mega menu, side menu,
 * mobile menu).
 *
 *   npx tsx scripts/screenshots.ts [--url http://127.0.0.1:3000] [--out docs/screenshots] [--format jpeg|png]
 *
 * Needs a running shop (`npm start`) and Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH).
 * Writes the viewport as JPEG (quality 80; PNG with `--format png`), named `<screen>-<phone|desktop>.jpg`.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';

const { values } = parseArgs({ options: { url: { type: 'string', default: 'http://127.0.0.1:3000' }, out: { type: 'string', default: 'docs/screenshots' }, format: { type: 'string', default: 'jpeg' } } });
const base = values.url!.replace(/\/$/, '');
const out = values.out!;
const format = values.format === 'png' ? 'png' : 'jpeg';

const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
type Width = keyof typeof widths;

interface Screen {
  name: string;
  path: string | (() => Promise<string>);
  /** What to do on the page before the picture; the page has hydrated (network idle). */
  prepare?: (page: Page, width: Width) => Promise<void>;
  only?: Width;
}

/** The first post linked from the journal's list. */
async function firstPostPath(): Promise<string> {
  const html = await (await fetch(`${base}/articles`)).text();
  const match = /href="(\/articles\/[^"/?#]+\/[^"/?#]+)"/.exec(html);
  if (!match) throw new Error('No journal post found on /articles');
  return match[1]!;
}

const screens: Screen[] = [
  { name: 'home', path: '/' },
  { name: 'journal-post', path: firstPostPath },
  {
    name: 'quiz',
    path: '/journey',
    prepare: async (page) => {
      const step = page.locator('[data-slot="quiz-step"]');
      for (let i = 0; i < 8 && (await step.isVisible()); i += 1) {
        await step.getByRole('radio').first().check();
        await step.getByRole('button', { name: /Volgende|Bekijk mijn aanbevelingen/ }).click();
      }
      await page.locator('[data-slot="quiz-result"]').waitFor();
    },
  },
  {
    name: 'size-guide',
    path: '/maatgids',
    prepare: async (page) => {
      const tables = (await (await fetch(`${base}/api/carat-tables`)).json()) as Record<string, { mm: string }[]>;
      const six = tables.round!.findIndex((entry) => Number(entry.mm) === 6);
      const selector = page.locator('[data-slot="carat-selector"]');
      await page.getByRole('radio', { name: 'Rond' }).check();
      await selector.getByRole('slider', { name: 'Afmeting' }).fill(String(six));
      await selector.scrollIntoViewIfNeeded();
    },
  },
  { name: 'mega-menu', path: '/', only: 'desktop', prepare: (page) => page.getByRole('button', { name: 'Submenu Ringen' }).click() },
  { name: 'side-menu', path: '/', only: 'desktop', prepare: (page) => page.getByRole('button', { name: 'Meer', exact: true }).click() },
  { name: 'mobile-menu', path: '/', only: 'phone', prepare: (page) => page.getByRole('button', { name: 'Menu openen' }).click() },
];

await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const screen of screens) {
    const path = typeof screen.path === 'string' ? screen.path : await screen.path();
    for (const width of Object.keys(widths) as Width[]) {
      if (screen.only && screen.only !== width) continue;
      const page = await browser.newPage({ viewport: widths[width], deviceScaleFactor: 1, reducedMotion: 'reduce' });
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await screen.prepare?.(page, width);
      await page.waitForTimeout(400);
      const file = join(out, `${screen.name}-${width}.${format === 'png' ? 'png' : 'jpg'}`);
      await page.screenshot({ path: file, type: format, ...(format === 'jpeg' ? { quality: 80 } : {}) });
      console.log(`${file}  ${path}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
