import type { Metadata } from 'next';
import { getT } from '../../../../../../kit/i18n';
import { localizePath } from '../../../../../../kit/i18n/paths';
import { accountButtons } from '../../../../../../kit/account/account-fields';
import { AccountCard, accountMetadata } from '../../../../../../kit/account/account-shell';
import { VerifyEmail } from '../../../../../../kit/account/verify-email.client';
import { localeOf } from '../../../../../lib/request';
import { isSignedIn } from '../../../../../lib/session';

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(getT(await localeOf(params))('accounts.verifyTitle'));
}

/** `/verify/{token}`: the link from the verification mail; the page confirms the address when it runs. */
export default async function VerifyPage({ params }: Props) {
  const locale = await localeOf(params);
  const { token } = await params;
  const t = getT(locale);
  const account = (await isSignedIn())
    ? { href: localizePath('/profile', locale), label: t('accounts.toProfile') }
    : { href: localizePath('/sign-in', locale), label: t('accounts.signInTitle') };
  return (
    <AccountCard title={t('accounts.verifyTitle')}>
      <VerifyEmail
        locale={locale}
        token={token}
        labels={{
          verifying: t('accounts.verifying'),
          verified: t('accounts.emailVerified'),
          invalid: t('accounts.verifyInvalid'),
          failed: t('accounts.genericError'),
          retry: t('accounts.retry'),
        }}
        links={[account, { href: localizePath('/catalog', locale), label: t('accounts.continueShopping') }]}
        retryClassName={accountButtons.primary}
      />
    </AccountCard>
  );
}
