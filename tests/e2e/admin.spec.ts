import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO_STAFF } from '../../api/seed/demo-staff';
import { signInStaff, staffOrigin as origin } from './staff-helpers';

/**
 * The back office in the browser: staff sign-in (the demo accounts of README.md), the page list
 * with its filters, the audit log for admins only, sign-out, a customer kept out, and a page
 * published through the back office's API showing on the storefront in nl and en.
 */
const merchandiser = DEMO_STAFF.find((member) => member.role === 'merchandiser')!;
const admin = DEMO_STAFF.find((member) => member.role === 'admin')!;

test.describe('back office', () => {
  test('a merchandiser signs in, finds pages by search and filters, and has no audit log', async ({ page }) => {
    await page.goto('/admin/sign-in');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByLabel(/e-mail/i).fill(merchandiser.email);
    await page.getByLabel(/^(password|wachtwoord)/i).fill('not the password at all');
    await page.getByRole('button', { name: /sign in|inloggen/i }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(/incorrect|onjuist/);
    await expect(page).toHaveURL(`${origin}/admin/sign-in`);

    await signInStaff(page, merchandiser, { from: '/admin' });
    await expect(page.getByRole('heading', { level: 1, name: "Pagina's" })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: /Home/ })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await expect(page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Logboek' })).toHaveCount(0);

    await page.getByLabel('Zoeken').fill('about');
    await page.getByLabel('Taal').selectOption('en');
    await page.getByRole('button', { name: 'Filteren' }).click();
    await expect(page).toHaveURL(/q=about/);
    await expect(page.getByRole('rowheader')).toHaveText(['About us']);

    await page.goto('/admin/audit');
    await expect(page).toHaveURL(`${origin}/admin`);
    // The staff cookie is the back office's alone: the storefront never receives it.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'staff_session_v1')!;
    expect(cookie).toMatchObject({ path: '/admin', httpOnly: true, sameSite: 'Strict' });
  });

  test('an admin reads the audit log and signs out', async ({ page }) => {
    await signInStaff(page, admin, { from: '/admin' });
    await page.getByRole('link', { name: 'Logboek' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Logboek' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'staff.sign_in' }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: admin.email }).first()).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(`${origin}/admin/sign-in`);
    await page.goto('/admin');
    await expect(page).toHaveURL(`${origin}/admin/sign-in`);
  });

  test('a signed-in customer cannot reach the back office', async ({ page }) => {
    const email = `klant.${Date.now().toString(36)}@example.nl`;
    const signedUp = await page.request.post('/api/v1/authorizations/sign-up?lang=nl', {
      data: { email, password: 'Sieraad-2024', password_confirmation: 'Sieraad-2024', first_name: 'Anna', last_name: 'de Vries', delivery: 'cookie' },
    });
    expect(signedUp.status()).toBe(201);
    await page.goto('/admin');
    await expect(page).toHaveURL(`${origin}/admin/sign-in`);
    const api = await page.request.get('/admin/api/pages');
    expect(api.status()).toBe(401);
    const direct = await page.request.get('/api/v1/admin/pages', { headers: { authorization: `Bearer ${(await page.context().cookies()).find((c) => c.name === 'access_token_v1')!.value}` } });
    expect(direct.status()).toBe(401);
  });

  test('a page published in the back office is live on the storefront in nl and en within 2 s', async ({ page }) => {
    await signInStaff(page, merchandiser, { from: '/admin' });
    const slug = `herfst-${Date.now().toString(36)}`;
    const headers = { origin };
    const document = {
      slug,
      layout: 'default',
      translations: { nl: { title: 'Herfstcollectie', meta_description: null, meta_title: null }, en: { title: 'Autumn collection', meta_description: null, meta_title: null } },
      blocks: [
        { key: 'text', type: 'rich-text', data: { nl: { title: 'Warm goud', html: '<p>Voor de lange avonden.</p>' }, en: { title: 'Warm gold', html: '<p>For the long evenings.</p>' } } },
        { key: 'catalog', type: 'shared-catalog', data: { nl: { title: 'Bruidscollectie', collections: ['bridal'], count: 4 }, en: { title: 'Bridal collection', collections: ['bridal'], count: 4 } } },
      ],
    };
    const created = await page.request.post('/admin/api/pages', { headers, data: { document } });
    expect(created.status()).toBe(201);
    const { id, lock_version } = (await created.json()).data;
    // Not live yet: the storefront's page cache keeps nothing of a draft.
    expect((await page.request.get(`/${slug}`)).status()).toBe(404);
    const published = await page.request.post(`/admin/api/pages/${id}/publish`, { headers, data: { lock_version } });
    expect(published.status()).toBe(200);
    const start = Date.now();
    await expect.poll(async () => (await page.request.get(`/${slug}`)).status(), { timeout: 2000, intervals: [100] }).toBe(200);
    console.log(`publish to live: ${Date.now() - start} ms`);
    await page.goto(`/${slug}`);
    await expect(page.getByRole('heading', { name: 'Warm goud' })).toBeVisible();
    await page.goto(`/en/${slug}`);
    await expect(page.getByRole('heading', { name: 'Warm gold' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bridal collection' })).toBeVisible();
  });

  test('a merchandiser edits the main menu: an address outside the shop is refused at its field, and the shop shows the saved menu', async ({ page }) => {
    await signInStaff(page, merchandiser, { from: '/admin' });
    await page.getByRole('link', { name: "Menu's" }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Menu's" })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    const main = page.getByRole('region', { name: 'Hoofdmenu' });
    const count = await main.getByRole('group', { name: /^Onderdeel \d+$/ }).count();
    await main.getByRole('button', { name: 'Onderdeel toevoegen', exact: true }).click();
    const entry = main.getByRole('group', { name: `Onderdeel ${count + 1}` });
    await entry.getByLabel('Titel (Nederlands)').fill('Herfstcollectie');
    await entry.getByLabel('Titel (Engels)').fill('Autumn collection');
    await entry.getByLabel(/^Adres/).fill('javascript:alert(1)');
    await main.getByRole('button', { name: 'Menu opslaan' }).click();
    await expect(entry.getByLabel(/^Adres/)).toHaveAttribute('aria-invalid', 'true');
    await entry.getByLabel(/^Adres/).fill('/catalog?collections=bridal');
    for (let moves = 0; moves < count; moves += 1) await main.getByRole('button', { name: 'Omhoog: Herfstcollectie' }).click();
    await main.getByRole('button', { name: 'Menu opslaan' }).click();
    await expect(main.getByRole('status')).toContainText('Opgeslagen');
    await expect
      .poll(async () => {
        const html = await (await page.request.get('/')).text();
        return html.includes('Herfstcollectie');
      }, { timeout: 5000 })
      .toBe(true);
    expect(await (await page.request.get('/en')).text()).toContain('Autumn collection');

    // The menu as it was, for the specs after this one.
    await main.getByRole('button', { name: 'Verwijderen: Herfstcollectie' }).click();
    await main.getByRole('button', { name: 'Menu opslaan' }).click();
    await expect(main.getByRole('status')).toContainText('Opgeslagen');
    await expect.poll(async () => (await (await page.request.get('/')).text()).includes('Herfstcollectie'), { timeout: 5000 }).toBe(false);
  });
});

