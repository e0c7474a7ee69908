import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { accountFieldMessages } from '../../../domain/messages/account-messages';
import type { Locale } from '../../../domain/locale';
import { SUBSCRIPTION_MAIL_INTERVAL_MINUTES, SUBSCRIPTION_TOKEN_TTL_DAYS, type SubscribeRequest } from '../../contract/marketing';
import type { ValidationLanguage } from '../../../domain/messages/validation-messages';
import type { Db } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/marketing';
import { hashToken, newToken } from '../../lib/auth';
import { queueMail } from '../../lib/mailer';
import { countAttempt, THROTTLE_LIMITS } from '../../lib/throttle';
import { invalidField } from '../../lib/errors';
import type { LinkBuilder } from '../../lib/origin';
import { shopInfo } from '../settings';
import { subscriptionMail } from './newsletter-mail';

/** The storefront page a confirmation link opens. */
export const SUBSCRIPTION_CONFIRM_PATH = '/newsletter/confirm';

const interval = (text: string) => sql.raw(`interval '${text}'`);

/**
 * Signs an address up for the newsletter with double opt-in. The caller answers the same whatever
 * happens here, so nobody learns whether an address is subscribed. A confirmation link goes out
 * when the address is not confirmed yet, at most once per SUBSCRIPTION_MAIL_INTERVAL_MINUTES (a
 * new link replaces the previous one). One conditional update decides, so two requests at once
 * send one mail. Counted per client address like sign-ins.
 */
export async function subscribe(db: Db, input: SubscribeRequest, locale: Locale, address: string, link: LinkBuilder): Promise<void> {
  await countAttempt(db, [{ key: `subscribe:address:${address}`, limit: THROTTLE_LIMITS.address }]);
  await db
    .insert(newsletterSubscriptions)
    .values({ email: input.email, language: locale, source: input.source ?? null })
    .onConflictDoNothing();
  const { token, hash } = newToken();
  // The new link and its mail commit together.
  await db.transaction(async (tx) => {
    const [due] = await tx
      .update(newsletterSubscriptions)
      .set({
        status: 'pending',
        language: locale,
        ...(input.source ? { source: input.source } : {}),
        tokenHash: hash,
        tokenExpiresAt: sql`now() + ${interval(`${SUBSCRIPTION_TOKEN_TTL_DAYS} days`)}`,
        mailedAt: sql`now()`,
      })
      .where(
        and(
          eq(newsletterSubscriptions.email, input.email),
          ne(newsletterSubscriptions.status, 'confirmed'),
          or(isNull(newsletterSubscriptions.mailedAt), lte(newsletterSubscriptions.mailedAt, sql`now() - ${interval(`${SUBSCRIPTION_MAIL_INTERVAL_MINUTES} minutes`)}`)),
        ),
      )
      .returning({ id: newsletterSubscriptions.id });
    if (!due) return;
    const shop = await shopInfo(tx);
    const content = subscriptionMail(locale, { link: link(locale, `${SUBSCRIPTION_CONFIRM_PATH}/${token}`), shopName: shop.name });
    await queueMail(tx, { to: input.email, kind: 'newsletter_confirm', language: locale, ...content });
  });
}

/** Confirms a subscription with the token of its link (single use; 422 on `token` otherwise). */
export async function confirmSubscription(db: Db, token: string, lang: ValidationLanguage): Promise<void> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: 'confirmed', confirmedAt: sql`now()`, tokenHash: null, tokenExpiresAt: null })
    .where(and(eq(newsletterSubscriptions.tokenHash, hashToken(token)), eq(newsletterSubscriptions.status, 'pending'), gt(newsletterSubscriptions.tokenExpiresAt, sql`now()`)))
    .returning({ id: newsletterSubscriptions.id });
  if (!row) throw invalidField('token', accountFieldMessages[lang].tokenInvalid);
}
