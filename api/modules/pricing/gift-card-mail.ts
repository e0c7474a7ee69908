import { DISCOUNT_TYPE } from '../../../domain/checkout/checkout-rules';
import type { Locale } from '../../../domain/locale';
import type { Db } from '../../db/client';
import { plainMail, type MailContent } from '../../lib/mail-content';
import { queueMail } from '../../lib/mailer';
import { shopInfo } from '../settings';
import type { GiftCardRow } from './pricing.service';

/** What a gift card mail says about one card. */
type MailedCard = Pick<GiftCardRow, 'code' | 'giftCardType' | 'value' | 'expiresAt' | 'currencyCode'>;

const texts = {
  nl: {
    subject: (shop: string, many: boolean) => (many ? `Je cadeaukaarten van ${shop}` : `Je cadeaukaart van ${shop}`),
    hello: 'Hallo,',
    bought: (po: string, many: boolean) => `Bedankt voor je bestelling ${po}. ${many ? 'Hier zijn de cadeaukaarten' : 'Hier is de cadeaukaart'} die je hebt gekocht:`,
    given: (shop: string, many: boolean) => `${shop} stuurt je ${many ? 'deze cadeaukaarten' : 'deze cadeaukaart'}:`,
    percent: (value: number) => `${value}% korting op één bestelling`,
    until: (date: string) => `geldig tot en met ${date}`,
    noEnd: 'zonder einddatum',
    how: 'Vul de code bij het afrekenen in bij “Cadeaukaart”. Wat je van een bedrag niet in één keer gebruikt, blijft op de kaart staan.',
    keep: 'Bewaar deze e-mail goed: met de code kan iedereen met de kaart betalen.',
    signOff: 'Met vriendelijke groet,',
  },
  en: {
    subject: (shop: string, many: boolean) => (many ? `Your gift cards from ${shop}` : `Your gift card from ${shop}`),
    hello: 'Hello,',
    bought: (po: string, many: boolean) => `Thank you for your order ${po}. ${many ? 'Here are the gift cards' : 'Here is the gift card'} you bought:`,
    given: (shop: string, many: boolean) => `${shop} sends you ${many ? 'these gift cards' : 'this gift card'}:`,
    percent: (value: number) => `${value}% off one order`,
    until: (date: string) => `valid until ${date}`,
    noEnd: 'no end date',
    how: 'Enter the code under “Gift card” when you check out. What you do not use of an amount at once stays on the card.',
    keep: 'Keep this e-mail safe: anyone with the code can pay with the card.',
    signOff: 'Kind regards,',
  },
} as const;

/** The mail that hands over gift card codes, in `language`: bought with order `poNumber`, or given by the shop. */
export function giftCardMail(language: Locale, cards: readonly MailedCard[], shopName: string, poNumber: string | null): MailContent {
  const t = texts[language];
  const tag = language === 'nl' ? 'nl-NL' : 'en-GB';
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'Europe/Amsterdam' });
  const many = cards.length > 1;
  const cardLines = cards.map((card) => {
    const worth = card.giftCardType === DISCOUNT_TYPE.percent ? t.percent(card.value) : new Intl.NumberFormat(tag, { style: 'currency', currency: card.currencyCode }).format(card.value / 100);
    return `${card.code} — ${worth}, ${card.expiresAt ? t.until(date.format(card.expiresAt)) : t.noEnd}`;
  });
  return plainMail(language, t.subject(shopName, many), [
    { text: t.hello },
    { text: poNumber ? t.bought(poNumber, many) : t.given(shopName, many) },
    { text: cardLines.join('\n') },
    { text: t.how },
    { text: t.keep },
    { text: `${t.signOff}\n${shopName}` },
  ]);
}

/** Queues the gift card mail in the caller's transaction: the one that issues the cards, so the mail exists exactly when they do. */
export async function queueGiftCardMail(tx: Db, mail: { to: string; language: string; cards: readonly MailedCard[]; poNumber: string | null }): Promise<void> {
  const language: Locale = mail.language === 'en' ? 'en' : 'nl';
  const content = giftCardMail(language, mail.cards, (await shopInfo(tx)).name, mail.poNumber);
  await queueMail(tx, { to: mail.to, kind: 'gift_card', language, ...content });
}
