import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The customer area: profile, password change and shipping addresses. */

const PASSWORD = 'Sieraad-2024';
let serial = 0;

async function signUpViaApi(page: Page) {
  const email = `profile.${Date.now().toString(36)}.${++serial}@example.nl`;
  const response = await page.request.post('/api/v1/authorizations/sign-up?lang=nl', {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD, first_name: 'Anna', last_name: 'de Vries', delivery: 'cookie' },
  });
  expect(response.status()).toBe(201);
  return email;
}

test.describe('customer area (desktop)', () => {
  test('profile: details and password change, with the success texts and a server field error', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByText('Je e-mailadres is nog niet bevestigd.', { exact: false })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    const details = page.getByRole('form', { name: 'Mijn gegevens' });
    await expect(details.getByLabel(/^Voornaam/)).toHaveValue('Anna');
    await details.getByLabel(/^Voornaam/).fill('Annemarie');
    await details.getByLabel('Telefoonnummer').fill('+(31) 20 123 4567');
    await details.getByLabel('Vrouw').check();
    await details.getByLabel(/^Taal van onze e-mails/).selectOption('en');
    await details.getByRole('button', { name: 'Opslaan' }).click();
    await expect(details.getByRole('status')).toHaveText('Je gegevens zijn bijgewerkt.');

    await page.reload();
    await expect(details.getByLabel(/^Voornaam/)).toHaveValue('Annemarie');
    await expect(details.getByLabel('Vrouw')).toBeChecked();
    await expect(details.getByLabel(/^Taal van onze e-mails/)).toHaveValue('en');

    const password = page.getByRole('form', { name: 'Wachtwoord wijzigen' });
    await password.getByLabel(/^Huidig wachtwoord/).fill('niet-het-wachtwoord');
    await password.getByLabel(/^Nieuw wachtwoord\*?$/).fill('Nieuw-2025!');
    await password.getByLabel(/^Nieuw wachtwoord bevestigen/).fill('Nieuw-2025!');
    await password.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(password.getByLabel(/^Huidig wachtwoord/)).toHaveAccessibleDescription('Het huidige wachtwoord is onjuist');
    await password.getByLabel(/^Huidig wachtwoord/).fill(PASSWORD);
    await password.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(password.getByRole('status')).toHaveText('Je wachtwoord is gewijzigd.');
    await expect(password.getByLabel(/^Huidig wachtwoord/)).toHaveValue('');
  });

  test('shipping addresses: add, edit, cancel a delete, delete', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/profile/shipping-addresses');
    await expect(page.getByText('Je hebt nog geen verzendadressen opgeslagen.')).toBeVisible();
    // The system dialog (for the delete confirmation) is mounted once the shop runtime has started.
    const started = page.waitForRequest(/\/api\/v1\/events\/frontend-event/);

    await page.getByRole('button', { name: 'Adres toevoegen' }).click();
    const form = page.getByRole('form', { name: 'Nieuw adres' });
    const country = form.getByLabel(/^Land/);
    await expect(country).toHaveValue('NL');
    const options = await country.locator('option').allTextContents();
    expect(options).toHaveLength(24);
    expect(options[0]).toBe('Nederland');
    expect(options).toContain('Ελλάδα');
    expect(options).toContain('Österreich');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await form.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(form.getByLabel(/^Straat en huisnummer/)).toHaveAccessibleDescription('Straat en huisnummer is verplicht');
    await expect(form.getByLabel(/^Postcode/)).toHaveAccessibleDescription('Postcode is verplicht');
    await form.getByLabel(/^Straat en huisnummer/).fill('Prinsengracht 512');
    await form.getByLabel(/^Postcode/).fill('1017 KH');
    await form.getByLabel(/^Plaats/).fill('Amsterdam');
    await form.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Het adres is toegevoegd.' })).toBeVisible();
    const card = page.locator('[data-slot="address-card"]');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Prinsengracht 512');
    await expect(card).toContainText('Nederland');
    await expect(card).toContainText('Standaardadres');

    await card.getByRole('button', { name: 'Adres van Anna de Vries wijzigen' }).click();
    const edit = page.getByRole('form', { name: 'Adres wijzigen' });
    await expect(edit.getByLabel(/^Straat en huisnummer/)).toHaveValue('Prinsengracht 512');
    await edit.getByLabel(/^Plaats/).fill('Berlin');
    await edit.getByLabel(/^Postcode/).fill('10115');
    await edit.getByLabel(/^Land/).selectOption('DE');
    await edit.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Het adres is gewijzigd.' })).toBeVisible();
    await expect(card).toContainText('10115 Berlin');
    await expect(card).toContainText('Deutschland');

    await started;
    await card.getByRole('button', { name: 'Adres van Anna de Vries verwijderen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Adres verwijderen' });
    await expect(dialog).toContainText('Wil je dit adres verwijderen?');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(1);

    await card.getByRole('button', { name: 'Adres van Anna de Vries verwijderen' }).click();
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Het adres is verwijderd.' })).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('Je hebt nog geen verzendadressen opgeslagen.')).toBeVisible();

    await page.reload();
    await expect(page.getByText('Je hebt nog geen verzendadressen opgeslagen.')).toBeVisible();
  });
});
