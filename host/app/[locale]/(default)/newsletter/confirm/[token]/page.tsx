import type { Metadata } from 'next';
import { getT } from '../../../../../../../kit/i18n';
import { localizePath } from '../../../../../../../kit/i18n/paths';
import { accountButtons } from '../../../../../../../kit/account/account-fields';
import { AccountCard, accountMetadata } from '../../../../../../../kit/account/account-shell';
import { VerifyEmail } from '../../../../../../../kit/account/verify-email.client';
import { localeOf } from '../../../../../../lib/request';

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(getT(await localeOf(params))('marketing.newsletterConfirmTitle'));
}

/**
 * `/newsletter/confirm/{token}`: the link of the newsletter's double opt-in mail. The page confirms
 * when it runs (a POST, so mail scanners opening the link do not use the token up).
 */
export default async function NewsletterConfirmPage({ params }: Props) {
  const locale = await localeOf(params);
  const { token } = await params;
  const t = getT(locale);
  return (
    <AccountCard title={t('marketing.newsletterConfirmTitle')}>
      <VerifyEmail
        locale={locale}
        token={token}
        path="/subscribe/confirm"
        labels={{
          verifying: t('marketing.newsletterConfirming'),
          verified: t('marketing.newsletterConfirmed'),
          invalid: t('marketing.newsletterConfirmInvalid'),
          failed: t('accounts.genericError'),
          retry: t('accounts.retry'),
        }}
        links={[{ href: localizePath('/catalog', locale), label: t('accounts.continueShopping') }]}
        retryClassName={accountButtons.primary}
      />
    </AccountCard>
  );
}
