import { expect, test } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox';

test('the shop mails over SMTP: a sign-up gets its verification link in its language', async ({ request }) => {
  const email = `mail-${Date.now()}@example.com`;
  const response = await request.post('/api/v1/authorizations/sign-up?lang=en', {
    data: { email, password: 'een-lang-wachtwoord', password_confirmation: 'een-lang-wachtwoord', first_name: 'Sanne', last_name: 'de Vries' },
  });
  expect(response.status()).toBe(201);
  const mail = await waitForMail(email, /./);
  const link = linkIn(mail, '/en/verify/');
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/en\/verify\/[A-Za-z0-9_-]{20,}$/);
});
