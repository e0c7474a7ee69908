import { and, eq, inArray, isNull, or, gt, sql } from 'drizzle-orm';
import { catalogPaths } from '../../../domain/content/shop-paths';
import { isLocale, type Locale } from '../../../domain/locale';
import type { Db } from '../../db/client';
import { materialTranslations, productConfigurations, products, productTranslations, stockNotifications } from '../../db/schema/catalog';
import { plainMail, type MailContent } from '../../lib/mail-content';
import { queueMail } from '../../lib/mailer';
import type { LinkBuilder } from '../../lib/origin';
import { languageIds, languageSlugs, pickTranslations, shopInfo } from '../settings';

/** What a "back in stock" mail says: the product, its variant and where to buy it. */
export interface RestockMailValues {
  shopName: string;
  title: string;
  /** The variant in words (metal, size), when it has any. */
  variant: string | null;
  link: string;
}

const texts = {
  nl: {
    subject: (title: string) => `${title} is weer op voorraad`,
    hello: 'Hallo,',
    back: (what: string) => `Goed nieuws: ${what} is weer op voorraad. Je vroeg ons om je dat te laten weten.`,
    buy: 'Bekijk en bestel hem hier:',
    once: 'We sturen je deze e-mail één keer; OP = OP, dus wacht niet te lang.',
    signOff: 'Met vriendelijke groet,',
  },
  en: {
    subject: (title: string) => `${title} is back in stock`,
    hello: 'Hello,',
    back: (what: string) => `Good news: ${what} is back in stock. You asked us to let you know.`,
    buy: 'See it and order it here:',
    once: 'We send you this e-mail once; when they are gone, they are gone.',
    signOff: 'Kind regards,',
  },
} as const;

/** The "back in stock" mail in a language: subject, text and escaped HTML. */
export function restockMail(language: Locale, values: RestockMailValues): MailContent {
  const t = texts[language];
  const what = values.variant ? `${values.title} (${values.variant})` : values.title;
  return plainMail(language, t.subject(values.title), [{ text: t.hello }, { text: t.back(what) }, { text: t.buy }, { link: values.link }, { text: t.once }, { text: `${t.signOff}\n${values.shopName}` }]);
}

/**
 * Queues one "back in stock" mail per subscription of these configurations that has not been mailed,
 * for the configurations that can be bought now (in stock, or not tracking stock, of a published
 * product), and marks those subscriptions notified: each address is mailed once per variant. Run it
 * in the transaction that raised the stock, after the raise (the mails and the stock commit
 * together); any change that brings stock back may call it with the configurations it raised. One
 * UPDATE claims the subscriptions, so two transactions restocking at once mail nobody twice.
 * Answers how many mails it queued.
 */
export async function queueRestockMails(tx: Db, configurationIds: readonly number[], link: LinkBuilder): Promise<number> {
  if (configurationIds.length === 0) return 0;
  const buyable = tx
    .select({ id: productConfigurations.id })
    .from(productConfigurations)
    .innerJoin(products, eq(products.id, productConfigurations.productId))
    .where(and(inArray(productConfigurations.id, [...configurationIds]), eq(products.active, true), or(eq(productConfigurations.trackInventory, false), gt(productConfigurations.stockQty, 0))));
  const claimed = await tx
    .update(stockNotifications)
    .set({ notifiedAt: sql`now()` })
    .where(and(isNull(stockNotifications.notifiedAt), inArray(stockNotifications.configurationId, buyable)))
    .returning({ email: stockNotifications.email, languageId: stockNotifications.languageId, productId: stockNotifications.productId, configurationId: stockNotifications.configurationId });
  if (claimed.length === 0) return 0;

  // One statement after another: a transaction's connection runs one at a time.
  const productIds = [...new Set(claimed.map((row) => row.productId))];
  const configIds = [...new Set(claimed.map((row) => row.configurationId))];
  const slugs = await languageSlugs(tx);
  const fallback = await languageIds(tx, 'nl');
  const productRows = await tx.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.id, productIds));
  const titleRows = await tx.select({ productId: productTranslations.productId, languageId: productTranslations.languageId, title: productTranslations.title }).from(productTranslations).where(inArray(productTranslations.productId, productIds));
  const configRows = await tx.select({ id: productConfigurations.id, sku: productConfigurations.sku, size: productConfigurations.size, materialId: productConfigurations.materialId }).from(productConfigurations).where(inArray(productConfigurations.id, configIds));
  const materialIds = [...new Set(configRows.flatMap((row) => (row.materialId === null ? [] : [row.materialId])))];
  const materialRows = materialIds.length ? await tx.select().from(materialTranslations).where(inArray(materialTranslations.materialId, materialIds)) : [];
  const shopName = (await shopInfo(tx)).name;

  const slugOf = new Map(productRows.map((row) => [row.id, row.slug]));
  const configOf = new Map(configRows.map((row) => [row.id, row]));
  // Titles in each subscriber language (else the shop's default one), worked out once per language.
  const textsIn = new Map<number, { titles: Map<number, string>; materials: Map<number, string> }>();
  const textsOf = (languageId: number) => {
    let found = textsIn.get(languageId);
    if (!found) {
      const ids = { id: languageId, defaultId: fallback.defaultId };
      const titles = new Map([...pickTranslations(titleRows, (row) => row.productId, ids)].map(([id, row]) => [id, row.title]));
      const materials = new Map([...pickTranslations(materialRows, (row) => row.materialId, ids)].map(([id, row]) => [id, row.title]));
      found = { titles, materials };
      textsIn.set(languageId, found);
    }
    return found;
  };
  for (const subscription of claimed) {
    const slug = subscription.languageId === null ? undefined : slugs.get(subscription.languageId);
    const language: Locale = isLocale(slug) ? slug : 'nl';
    const { titles, materials } = textsOf(subscription.languageId ?? fallback.defaultId);
    const title = titles.get(subscription.productId) ?? slugOf.get(subscription.productId) ?? '';
    const config = configOf.get(subscription.configurationId);
    const material = config?.materialId == null ? undefined : materials.get(config.materialId);
    const variant = [material, config?.size].filter(Boolean).join(', ') || null;
    const path = `${catalogPaths.product(slugOf.get(subscription.productId) ?? '')}${config ? `?configuration_id=${encodeURIComponent(config.sku)}` : ''}`;
    const mail = restockMail(language, { shopName, title, variant, link: link(language, path) });
    await queueMail(tx, { to: subscription.email, kind: 'back_in_stock', language, ...mail });
  }
  return claimed.length;
}
