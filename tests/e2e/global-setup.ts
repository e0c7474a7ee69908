import { startMailSink } from './mailbox';
import { startOidcProvider } from './oidc-provider';

/**
 * Starts what the shop under test talks to: the local SMTP sink it sends its mail to, and the local
 * OpenID provider of social sign-in (OIDC_PROVIDERS in playwright.config.ts). Playwright calls the
 * returned teardown.
 */
export default async function globalSetup() {
  const shopOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;
  const stopMail = await startMailSink();
  const stopProvider = await startOidcProvider(shopOrigin);
  return async () => {
    await Promise.all([stopMail(), stopProvider()]);
  };
}
