import type { Locale } from '../../../domain/locale';
import { SUBSCRIPTION_TOKEN_TTL_DAYS } from '../../contract/content-features';
import { escapeHtml } from '../accounts/mail-templates';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A plain mail: paragraphs of text, and lines that are links; every value escaped in the HTML. */
function compose(language: Locale, subject: string, blocks: ({ text: string } | { link: string })[]): MailContent {
  const text = [...blocks.map((block) => ('link' in block ? block.link : block.text)), ''].join('\n\n');
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    ...blocks.map((block) => {
      if ('link' in block) return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a></p>`;
      return `<p>${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
    }),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

/** The double opt-in mail of the newsletter, in the subscriber's language. */
export function subscriptionMail(language: Locale, values: { link: string; shopName: string }): MailContent {
  const { link, shopName: shop } = values;
  if (language === 'en') {
    return compose(language, `Confirm your subscription to the ${shop} newsletter`, [
      { text: 'Hello,' },
      { text: `Someone — hopefully you — asked to receive the ${shop} newsletter at this address. Please confirm with this link:` },
      { link },
      { text: `The link works for ${SUBSCRIPTION_TOKEN_TTL_DAYS} days. If you did not ask for this, ignore this e-mail: you will not receive anything.` },
      { text: `Kind regards,\n${shop}` },
    ]);
  }
  return compose(language, `Bevestig je inschrijving voor de nieuwsbrief van ${shop}`, [
    { text: 'Hallo,' },
    { text: `Iemand — hopelijk jij — wil de nieuwsbrief van ${shop} op dit adres ontvangen. Bevestig je inschrijving met deze link:` },
    { link },
    { text: `De link werkt ${SUBSCRIPTION_TOKEN_TTL_DAYS} dagen. Heb je dit niet gevraagd? Dan kun je deze e-mail negeren: je ontvangt niets.` },
    { text: `Met vriendelijke groet,\n${shop}` },
  ]);
}

export interface QuestionMailValues {
  shopName: string;
  name: string;
  email: string;
  question: string;
  /** The language the shopper wrote in (answer in it). */
  language: Locale;
  product: { title: string; link: string } | null;
}

/** A shopper's question for the shop's own address, in Dutch (the shop's language). */
export function questionMail(values: QuestionMailValues): MailContent {
  const about = values.product ? `Vraag over ${values.product.title}` : 'Vraag via de website';
  return compose('nl', `${about} — ${values.name}`, [
    { text: `${values.name} <${values.email}> stelde een vraag via de website van ${values.shopName} (taal: ${values.language === 'en' ? 'Engels' : 'Nederlands'}).` },
    ...(values.product ? [{ text: `Product: ${values.product.title}` }, { link: values.product.link }] : []),
    { text: values.question },
    { text: `Beantwoord de vraag door te mailen naar ${values.email}.` },
  ]);
}
