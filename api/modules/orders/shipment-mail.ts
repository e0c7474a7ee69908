import type { Locale } from '../../../domain/locale';
import { trackingUrl } from '../../../domain/orders/order-rules';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../lib/mail-content';
import { queueMail } from '../../lib/mailer';
import { shopInfo } from '../settings';
import type { OrderRow } from './orders.queries';

const carrierNames: Record<string, string> = { postnl: 'PostNL', dhl: 'DHL', ups: 'UPS', dpd: 'DPD', gls: 'GLS' };

const texts = {
  nl: {
    subject: (po: string) => `Je bestelling ${po} is onderweg`,
    hello: 'Hallo,',
    sent: (po: string, carrier: string) => `Goed nieuws: je bestelling ${po} is verzonden met ${carrier}.`,
    code: (code: string) => `Je track-and-trace-code is ${code}.`,
    follow: 'Volg je pakket hier:',
    otherCarrier: 'de vervoerder',
    inParcel: 'In dit pakket:',
    more: 'De rest van je bestelling volgt in een volgend pakket.',
    signOff: 'Met vriendelijke groet,',
  },
  en: {
    subject: (po: string) => `Your order ${po} is on its way`,
    hello: 'Hello,',
    sent: (po: string, carrier: string) => `Good news: your order ${po} has been shipped with ${carrier}.`,
    code: (code: string) => `Your tracking code is ${code}.`,
    follow: 'Follow your parcel here:',
    otherCarrier: 'the carrier',
    inParcel: 'In this parcel:',
    more: 'The rest of your order follows in another parcel.',
    signOff: 'Kind regards,',
  },
} as const;

/** A parcel of a partial shipment: its lines, and whether more is to follow. */
export interface ParcelContents {
  items: { title: string; quantity: number }[];
  more: boolean;
}

/** The shipment mail of an order in its language: subject, text and escaped HTML; a partial shipment's mail names the parcel's items. */
export function shipmentMail(order: OrderRow, shopName: string, parcel?: ParcelContents) {
  const locale: Locale = order.language === 'en' ? 'en' : 'nl';
  const t = texts[locale];
  const carrier = carrierNames[order.carrier ?? ''] ?? t.otherCarrier;
  const link = trackingUrl(order.carrier, order.trackingNumber, order.shippingAddress);
  const paragraphs = [t.hello, t.sent(order.poNumber, carrier), t.code(order.trackingNumber ?? '')];
  if (parcel) paragraphs.push(`${t.inParcel} ${parcel.items.map((item) => `${item.quantity} × ${item.title}`).join(', ')}.`, ...(parcel.more ? [t.more] : []));
  const text = [...paragraphs, ...(link ? [`${t.follow} ${link}`] : []), '', t.signOff, shopName].join('\n');
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject(order.poNumber))}</title></head><body>`,
    ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(link ? [`<p>${escapeHtml(t.follow)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`] : []),
    `<p>${escapeHtml(t.signOff)}<br>${escapeHtml(shopName)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: t.subject(order.poNumber), text, html };
}

/** Queues the shipment mail in the outbox, in the transaction that marks the order shipped. */
export async function queueShipmentMail(tx: Db, order: OrderRow, parcel?: ParcelContents): Promise<void> {
  const mail = shipmentMail(order, (await shopInfo(tx)).name, parcel);
  await queueMail(tx, { to: order.contactEmail, kind: 'order_shipped', language: order.language, ...mail });
}
