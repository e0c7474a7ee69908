import type { Locale } from '../../../domain/locale';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../lib/mail-content';
import { queueMail } from '../../lib/mailer';
import { shopInfo } from '../settings';
import type { OrderRow } from './orders.queries';

/** What the customer hears about a return request and about money given back. */
export type ReturnMailKind = 'return_approved' | 'return_rejected' | 'return_received' | 'repaired' | 'refunded';

const money = (locale: Locale, cents: number, currency: string) => new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', { style: 'currency', currency }).format(cents / 100);

const texts = {
  nl: {
    hello: 'Hallo,',
    signOff: 'Met vriendelijke groet,',
    message: 'Ons bericht:',
    return_approved: {
      subject: (po: string) => `Je retour voor bestelling ${po} is goedgekeurd`,
      body: (po: string) => `We hebben je retouraanvraag voor bestelling ${po} goedgekeurd. Stuur de artikelen goed verpakt naar ons terug; zodra ze binnen zijn, laten we het je weten.`,
    },
    return_rejected: {
      subject: (po: string) => `Je retouraanvraag voor bestelling ${po}`,
      body: (po: string) => `We kunnen je retouraanvraag voor bestelling ${po} helaas niet goedkeuren.`,
    },
    return_received: {
      subject: (po: string) => `We hebben je retour voor bestelling ${po} ontvangen`,
      body: (po: string) => `Je retour voor bestelling ${po} is bij ons binnen. We handelen het zo snel mogelijk af.`,
    },
    repaired: {
      subject: (po: string) => `Je reparatie voor bestelling ${po} is klaar`,
      body: (po: string) => `De reparatie van je sieraad uit bestelling ${po} is klaar. We sturen het naar je terug.`,
    },
    refunded: {
      subject: (po: string) => `Terugbetaling voor bestelling ${po}`,
      body: (po: string, amount: string) => `We hebben ${amount} terugbetaald voor bestelling ${po}. Afhankelijk van je bank of betaalmethode staat het binnen enkele werkdagen op je rekening.`,
    },
  },
  en: {
    hello: 'Hello,',
    signOff: 'Kind regards,',
    message: 'Our message:',
    return_approved: {
      subject: (po: string) => `Your return for order ${po} is approved`,
      body: (po: string) => `We have approved your return request for order ${po}. Please send the items back to us well packed; we will let you know once they have arrived.`,
    },
    return_rejected: {
      subject: (po: string) => `Your return request for order ${po}`,
      body: (po: string) => `Unfortunately we cannot approve your return request for order ${po}.`,
    },
    return_received: {
      subject: (po: string) => `We have received your return for order ${po}`,
      body: (po: string) => `Your return for order ${po} has arrived. We will handle it as soon as we can.`,
    },
    repaired: {
      subject: (po: string) => `Your repair for order ${po} is ready`,
      body: (po: string) => `The repair of your jewellery from order ${po} is done. We are sending it back to you.`,
    },
    refunded: {
      subject: (po: string) => `Refund for order ${po}`,
      body: (po: string, amount: string) => `We have refunded ${amount} for order ${po}. Depending on your bank or payment method it reaches your account within a few working days.`,
    },
  },
} as const;

/** The mail in the order's language: subject, text and escaped HTML. `amount` (cents) for refunds. */
export function returnMail(order: Pick<OrderRow, 'poNumber' | 'language' | 'currencyCode'>, kind: ReturnMailKind, shopName: string, options: { message?: string | null; amount?: number } = {}) {
  const locale: Locale = order.language === 'en' ? 'en' : 'nl';
  const t = texts[locale];
  const subject = t[kind].subject(order.poNumber);
  const paragraphs = [t.hello, t[kind].body(order.poNumber, money(locale, options.amount ?? 0, order.currencyCode))];
  if (options.message) paragraphs.push(`${t.message} ${options.message}`);
  const text = [...paragraphs, '', t.signOff, shopName].join('\n');
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    ...paragraphs.map((line) => `<p>${escapeHtml(line).replaceAll('\n', '<br>')}</p>`),
    `<p>${escapeHtml(t.signOff)}<br>${escapeHtml(shopName)}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}

/** Queues the mail in the outbox, in the transaction that makes the change it tells of. */
export async function queueReturnMail(tx: Db, order: OrderRow, kind: ReturnMailKind, options: { message?: string | null; amount?: number } = {}): Promise<void> {
  const mail = returnMail(order, kind, (await shopInfo(tx)).name, options);
  await queueMail(tx, { to: order.contactEmail, kind: kind === 'refunded' ? 'order_refunded' : `order_${kind}`, language: order.language, ...mail });
}
