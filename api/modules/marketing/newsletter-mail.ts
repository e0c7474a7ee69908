import type { Locale } from '../../../domain/locale';
import { SUBSCRIPTION_TOKEN_TTL_DAYS } from '../../contract/marketing';
import { plainMail, type MailContent } from '../../lib/mail-content';

/** The double opt-in mail of the newsletter, in the subscriber's language. */
export function subscriptionMail(language: Locale, values: { link: string; shopName: string }): MailContent {
  const { link, shopName: shop } = values;
  if (language === 'en') {
    return plainMail(language, `Confirm your subscription to the ${shop} newsletter`, [
      { text: 'Hello,' },
      { text: `Someone — hopefully you — asked to receive the ${shop} newsletter at this address. Please confirm with this link:` },
      { link },
      { text: `The link works for ${SUBSCRIPTION_TOKEN_TTL_DAYS} days. If you did not ask for this, ignore this e-mail: you will not receive anything.` },
      { text: `Kind regards,\n${shop}` },
    ]);
  }
  return plainMail(language, `Bevestig je inschrijving voor de nieuwsbrief van ${shop}`, [
    { text: 'Hallo,' },
    { text: `Iemand — hopelijk jij — wil de nieuwsbrief van ${shop} op dit adres ontvangen. Bevestig je inschrijving met deze link:` },
    { link },
    { text: `De link werkt ${SUBSCRIPTION_TOKEN_TTL_DAYS} dagen. Heb je dit niet gevraagd? Dan kun je deze e-mail negeren: je ontvangt niets.` },
    { text: `Met vriendelijke groet,\n${shop}` },
  ]);
}
