import { expect, type Page } from '@playwright/test';

/* The composer's steps the back-office specs share (Puck's palette, fields, autosave). */

/** Drags a block type from Puck's palette to the end of the page (Puck selects the new block). */
export async function dragBlock(page: Page, type: string) {
  const before = await page.locator('[data-block-card]').count();
  const source = page.getByTestId(`drawer-item:${type}`);
  await source.scrollIntoViewIfNeeded();
  const from = (await source.boundingBox())!;
  const zone = (await page.locator('[data-puck-dropzone]').first().boundingBox())!;
  const to = { x: zone.x + 60, y: zone.y + zone.height - 10 };
  await page.mouse.move(from.x + 20, from.y + 5);
  await page.mouse.down();
  for (let step = 1; step <= 15; step += 1) await page.mouse.move(from.x + 20 + ((to.x - from.x - 20) * step) / 15, from.y + 5 + ((to.y - from.y - 5) * step) / 15);
  await page.waitForTimeout(150);
  await page.mouse.up();
  await expect(page.locator('[data-block-card]')).toHaveCount(before + 1);
}

export const field = (page: Page, name: string) => page.locator(`[name="${name}"]:visible`);
export const saved = (page: Page) => expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved', { timeout: 10_000 });

/** The draft as the API has it (what autosave stored). */
export async function draft(page: Page, id: number): Promise<{ slug: string; translations: { nl: { title: string }; en: { title: string; slug?: string | null } }; blocks: unknown[] }> {
  const answer = await page.request.get(`/admin/api/pages/${id}`);
  return (await answer.json()).data.document;
}
/** Waits until autosave has stored the nl title. */
export const storedTitle = (page: Page, id: number, title: string) => expect.poll(async () => (await draft(page, id)).translations.nl.title, { timeout: 10_000 }).toBe(title);

/** A draft page made in the composer, open in it. */
export async function newPage(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Nieuwe pagina' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
  // Puck mounts its palette after the page's data has come: drag only once it stands still.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('drawer-item:slider')).toBeVisible();
  return Number(/(\d+)$/.exec(page.url())![1]);
}
