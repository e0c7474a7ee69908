import { RECOVERY_TOKEN_TTL_MINUTES, VERIFICATION_TOKEN_TTL_HOURS } from '../../../domain/accounts/account-rules';
import type { Locale } from '../../../domain/locale';
import { escapeHtml } from '../../lib/mail-content';

export type AccountMailKind = 'verify_email' | 'recover_password';

export interface AccountMailValues {
  firstName: string;
  link: string;
  shopName: string;
}

interface Template {
  subject: string;
  greeting: (name: string) => string;
  /** Paragraphs before and after the link. */
  before: string[];
  after: string[];
  signOff: string;
}

const templates: Record<AccountMailKind, Record<Locale, (shop: string) => Template>> = {
  verify_email: {
    nl: (shop) => ({
      subject: `Bevestig je e-mailadres bij ${shop}`,
      greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
      before: [`Bevestig het e-mailadres van je account bij ${shop} met deze link:`],
      after: [`De link werkt ${VERIFICATION_TOKEN_TTL_HOURS} uur en één keer. Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.`],
      signOff: 'Met vriendelijke groet,',
    }),
    en: (shop) => ({
      subject: `Confirm your e-mail address at ${shop}`,
      greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
      before: [`Please confirm the e-mail address of your ${shop} account with this link:`],
      after: [`The link works for ${VERIFICATION_TOKEN_TTL_HOURS} hours, once. If you did not create an account, you can ignore this e-mail.`],
      signOff: 'Kind regards,',
    }),
  },
  recover_password: {
    nl: (shop) => ({
      subject: `Een nieuw wachtwoord voor ${shop}`,
      greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
      before: [`Je hebt gevraagd om een nieuw wachtwoord voor je account bij ${shop}. Kies een nieuw wachtwoord met deze link:`],
      after: [`De link werkt ${RECOVERY_TOKEN_TTL_MINUTES} minuten en één keer. Heb je dit niet gevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft hetzelfde.`],
      signOff: 'Met vriendelijke groet,',
    }),
    en: (shop) => ({
      subject: `A new password for ${shop}`,
      greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
      before: [`You asked for a new password for your ${shop} account. Choose a new password with this link:`],
      after: [`The link works for ${RECOVERY_TOKEN_TTL_MINUTES} minutes, once. If you did not ask for this, you can ignore this e-mail: your password stays the same.`],
      signOff: 'Kind regards,',
    }),
  },
};

/** An account mail in the customer's language: subject, plain text and simple HTML (every value escaped). */
export function accountMail(kind: AccountMailKind, language: Locale, values: AccountMailValues): { subject: string; text: string; html: string } {
  const t = templates[kind][language](values.shopName);
  const greeting = t.greeting(values.firstName.trim());
  const text = [greeting, '', ...t.before, values.link, '', ...t.after, '', t.signOff, values.shopName, ''].join('\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const link = escapeHtml(values.link);
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head><body>`,
    paragraph(greeting),
    ...t.before.map(paragraph),
    `<p><a href="${link}">${link}</a></p>`,
    ...t.after.map(paragraph),
    `<p>${escapeHtml(t.signOff)}<br>${escapeHtml(values.shopName)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: t.subject, text, html };
}
