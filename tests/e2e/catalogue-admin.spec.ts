import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Product } from '../../api/contract/products';
import { DEMO_STAFF } from '../../api/seed/demo-staff';
import { linkIn, waitForMail } from './mailbox';
import { signInStaff, staffOrigin } from './staff-helpers';

/**
 * Catalogue operations in the back office: a shopper asks to be mailed when a sold-out variant is
 * back, a merchandiser restocks it with a CSV import, and the shopper's mail arrives (SMTP sink,
 * tests/e2e/mailbox.ts). A wrong file is refused with its problems listed by row. axe on the screen.
 */
const merchandiser = DEMO_STAFF.find((member) => member.role === 'merchandiser')!;

/** The product the product-page specs use (tests/e2e/product-helpers.ts): left alone here. */
const USED_ELSEWHERE = new Set(['cocktailring-heritage-robijn']);

/**
 * A sold-out variant of a product not on sale (the sale specs look for sold-out sale products),
 * from the end of the catalogue's first page (the other specs take what they need from its start).
 */
async function soldOutVariant(request: APIRequestContext): Promise<{ product: Product; sku: string }> {
  const list = (await (await request.get('/api/v1/system-catalog?count=100')).json()) as { data: { slug: string }[] };
  for (const { slug } of [...list.data].reverse()) {
    if (USED_ELSEWHERE.has(slug)) continue;
    const response = await request.get(`/api/v1/products/${slug}`);
    if (!response.ok()) continue;
    const product = ((await response.json()) as { data: Product }).data;
    if (product.sale || product.digital || product.embedded) continue;
    const config = product.configurations.find((c) => c.track_inventory && c.stock_qty <= 0 && c.cost > 0);
    if (config) return { product, sku: config.configuration_id };
  }
  throw new Error('no sold-out variant of a product not on sale in the seed');
}

/** Chooses a CSV file in the import form and sends it; the screen's answer is announced. */
async function importCsv(office: Page, name: string, text: string) {
  await office.getByLabel('CSV-bestand importeren').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
  await office.getByRole('button', { name: 'Importeren', exact: true }).click();
}

test('a CSV restock mails the "notify me" subscriber of the sold-out variant', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const { product, sku } = await soldOutVariant(page.request);
  const email = `terug.${Date.now().toString(36)}@example.nl`;

  // The shopper asks to be told, on the product page of the sold-out variant (a client island: wait for it).
  await page.goto(`/product/${product.slug}?configuration_id=${encodeURIComponent(sku)}`, { waitUntil: 'networkidle' });
  await expect(page.locator('[data-slot="stock-status"]')).toHaveText('Uitverkocht');
  const form = page.getByRole('form', { name: 'Mail mij als hij er weer is' });
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByRole('button', { name: 'Houd mij op de hoogte' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We mailen je zodra' })).toBeVisible();

  // The merchandiser finds the variant in the back office.
  const office = await (await browser.newContext({ baseURL: staffOrigin })).newPage();
  await signInStaff(office, merchandiser);
  await office.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Voorraad en prijzen' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Voorraad en prijzen' })).toBeVisible();
  // The search and the import are client islands: use them once they have hydrated.
  await office.waitForLoadState('networkidle');
  await office.getByRole('searchbox', { name: 'Zoeken op SKU of producttitel' }).fill(sku);
  const stock = office.getByRole('textbox', { name: `Voorraad van ${sku}`, exact: true });
  await expect(stock).toHaveValue('0');
  expect((await new AxeBuilder({ page: office }).analyze()).violations).toEqual([]);

  // A wrong file changes nothing and says what is wrong, row by row.
  await importCsv(office, 'fout.csv', `sku,stock_qty\r\n${sku},-3\r\nGEEN-SKU-${Date.now()},1\r\n`);
  const refused = office.getByRole('alert').filter({ hasText: 'Niets geïmporteerd: het bestand heeft fouten.' });
  await expect(refused).toContainText('Regel 2, kolom stock_qty: De voorraad kan niet negatief zijn');
  await expect(refused).toContainText('Regel 3, kolom sku: Onbekende SKU');
  await expect(stock).toHaveValue('0');
  expect((await new AxeBuilder({ page: office }).analyze()).violations).toEqual([]);

  // The restock: the variant is back, the list shows it, and the subscriber's mail arrives.
  await importCsv(office, 'voorraad.csv', `sku,stock_qty\r\n${sku},3\r\n`);
  await expect(office.getByRole('status').filter({ hasText: /^Geïmporteerd\. Regels gelezen: 1; varianten gewijzigd: 1; weer-op-voorraad-e-mails: [1-9]\d*\.$/ })).toBeVisible();
  await expect(stock).toHaveValue('3');
  const mail = await waitForMail(email, /is weer op voorraad$/, 20_000);
  expect(linkIn(mail, `/product/${product.slug}`)).toContain(`?configuration_id=${encodeURIComponent(sku)}`);

  // Sold out again, as the seed had it, for the specs that follow.
  await importCsv(office, 'terug.csv', `sku,stock_qty\r\n${sku},0\r\n`);
  await expect(office.getByRole('status').filter({ hasText: /^Geïmporteerd\. Regels gelezen: 1; varianten gewijzigd: 1; weer-op-voorraad-e-mails: 0\.$/ })).toBeVisible();
  await office.context().close();
});
