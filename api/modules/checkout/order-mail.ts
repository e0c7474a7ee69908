import type { Locale } from '../../../domain/locale';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../lib/mail-content';
import { configuredShopOrigin } from '../../lib/origin';
import { queueMail } from '../../lib/mailer';
import { findOrder, readOrderLines, type OrderProductRow, type OrderRow } from '../orders';
import { issueOrderGiftCards } from './gift-card-sale';
import { bankTransferInstructions } from '../payments';
import { shopInfo } from '../settings';

const texts = {
  nl: {
    subject: (po: string, shop: string) => `Je bestelling ${po} bij ${shop}`,
    hello: 'Hallo,',
    thanks: (po: string) => `Bedankt voor je bestelling ${po}. Hieronder staat wat je hebt besteld.`,
    paid: 'We hebben je betaling ontvangen en gaan je bestelling klaarmaken.',
    unpaid: 'We verzenden je bestelling zodra de betaling binnen is.',
    subtotal: 'Subtotaal',
    discount: 'Korting',
    shipping: 'Verzending',
    giftCards: 'Betaald met cadeaukaart',
    total: 'Te betalen',
    vat: 'waarvan btw',
    address: 'Verzendadres',
    signOff: 'Met vriendelijke groet,',
    engraving: 'Gravure',
    map: 'Kaart',
  },
  en: {
    subject: (po: string, shop: string) => `Your order ${po} at ${shop}`,
    hello: 'Hello,',
    thanks: (po: string) => `Thank you for your order ${po}. This is what you ordered.`,
    paid: 'We have received your payment and are preparing your order.',
    unpaid: 'We ship your order as soon as the payment arrives.',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    giftCards: 'Paid by gift card',
    total: 'To pay',
    vat: 'incl. VAT',
    address: 'Shipping address',
    signOff: 'Kind regards,',
    engraving: 'Engraving',
    map: 'Map',
  },
} as const;

/**
 * The confirmation mail of an order in its language: subject, text and escaped HTML. A map line
 * names its place and, with the shop's origin (SHOP_ORIGIN) known, shows its merged image.
 */
export function orderConfirmation(order: OrderRow, lines: OrderProductRow[], shopName: string, instructions: string | null, origin?: string) {
  const locale: Locale = order.language === 'en' ? 'en' : 'nl';
  const t = texts[locale];
  const money = new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', { style: 'currency', currency: order.currencyCode });
  const price = (cents: number) => money.format(cents / 100);
  const lineTexts = lines.map((line) => {
    const place = line.options.map ? `${t.map}: ${line.options.map.lat.toFixed(5)}, ${line.options.map.lng.toFixed(5)}` : null;
    const extras = [line.materialTitle, line.size, line.options.engraving ? `${t.engraving}: “${line.options.engraving}”` : null, place].filter(Boolean).join(', ');
    return `${line.quantity} × ${line.title}${extras ? ` (${extras})` : ''} — ${price(line.totalAmount)}`;
  });
  const amounts: [string, string][] = [
    [t.subtotal, price(order.subtotalAmount)],
    ...(order.discountAmount ? ([[t.discount, `− ${price(order.discountAmount)}`]] as [string, string][]) : []),
    [t.shipping, price(order.shippingAmount)],
    ...(order.giftCardAmount ? ([[t.giftCards, `− ${price(order.giftCardAmount)}`]] as [string, string][]) : []),
    [t.total, `${price(order.finalAmount)} (${t.vat} ${price(order.taxAmount)})`],
  ];
  const address = order.shippingAddress
    ? [`${order.shippingAddress.first_name} ${order.shippingAddress.last_name}`, order.shippingAddress.address_line_1, order.shippingAddress.address_line_2, `${order.shippingAddress.zip} ${order.shippingAddress.city}`, order.shippingAddress.country].filter(Boolean) as string[]
    : [];
  const status = order.paymentStatus === 1 ? t.paid : t.unpaid;
  const paragraphs = [t.hello, t.thanks(order.poNumber), status, ...(instructions ? [instructions] : [])];
  const text = [
    ...paragraphs,
    '',
    ...lineTexts,
    '',
    ...amounts.map(([label, value]) => `${label}: ${value}`),
    ...(address.length ? ['', `${t.address}:`, ...address] : []),
    '',
    t.signOff,
    shopName,
  ].join('\n');
  // The merged image of a map line: only an absolute address reaches a mail reader.
  const mapImages = lines.map((line) => (origin && line.options.map && line.imageUrl?.startsWith('/') ? `${origin}${line.imageUrl}` : null));
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject(order.poNumber, shopName))}</title></head><body>`,
    ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<ul>${lineTexts.map((line, i) => `<li>${mapImages[i] ? `<img src="${escapeHtml(mapImages[i])}" width="120" height="120" alt=""><br>` : ''}${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<table>${amounts.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td align="right">${escapeHtml(value)}</td></tr>`).join('')}</table>`,
    ...(address.length ? [`<p><strong>${escapeHtml(t.address)}</strong><br>${address.map(escapeHtml).join('<br>')}</p>`] : []),
    `<p>${escapeHtml(t.signOff)}<br>${escapeHtml(shopName)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: t.subject(order.poNumber, shopName), text, html };
}

/**
 * Queues the order's confirmation in the outbox, in the caller's transaction: the one that places
 * the order or records its payment, so the mail exists exactly when that change does. A paid
 * order's gift cards (bought as products) are issued and mailed in the same step. `orderLines`:
 * the order's lines when the caller has them (the transaction that wrote them); read otherwise.
 */
export async function queueOrderConfirmation(tx: Db, orderOrId: number | OrderRow, orderLines?: OrderProductRow[]): Promise<void> {
  const order = typeof orderOrId === 'number' ? await findOrder(tx, orderOrId) : orderOrId;
  if (!order) return;
  // One after the other: a transaction's connection runs one statement at a time.
  const lines = orderLines ?? (await readOrderLines(tx, order.id));
  const instructions = order.paymentMethod === 'bank_transfer' && order.paymentStatus === 0 ? await bankTransferInstructions(tx, order) : null;
  const mail = orderConfirmation(order, lines, (await shopInfo(tx)).name, instructions, configuredShopOrigin());
  await queueMail(tx, { to: order.contactEmail, kind: 'order_confirmation', language: order.language, ...mail });
  await issueOrderGiftCards(tx, order, lines);
}
