import type { Locale } from '../../../domain/locale';
import { plainMail, type MailContent } from '../../lib/mail-content';

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
  return plainMail('nl', `${about} — ${values.name}`, [
    { text: `${values.name} <${values.email}> stelde een vraag via de website van ${values.shopName} (taal: ${values.language === 'en' ? 'Engels' : 'Nederlands'}).` },
    ...(values.product ? [{ text: `Product: ${values.product.title}` }, { link: values.product.link }] : []),
    { text: values.question },
    { text: `Beantwoord de vraag door te mailen naar ${values.email}.` },
  ]);
}
