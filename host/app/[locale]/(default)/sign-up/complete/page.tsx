import type { Metadata } from 'next';
import { getT } from '../../../../../../kit/i18n';
import { localizePath } from '../../../../../../kit/i18n/paths';
import { AccountCard, AccountLink, accountMetadata } from '../../../../../../kit/account/account-shell';
import { getBootstrap } from '../../../../../lib/api';
import { localeOf } from '../../../../../lib/request';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(getT(await localeOf(params))('accounts.signUpTitle'));
}

/**
 * Where sign-up lands (a full page load, so the header shows the new sign-in): the registration
 * success text. Not guest-only: the shopper is signed in by now.
 */
export default async function SignUpCompletePage({ params }: Props) {
  const locale = await localeOf(params);
  const t = getT(locale);
  const shop = (await getBootstrap(locale)).settings.company_name;
  return (
    <AccountCard title={t('accounts.welcomeTitle', { shop })}>
      <div className="flex flex-col gap-5">
        <p role="status" className="border border-success/40 bg-canvas px-4 py-4 text-sm leading-relaxed text-success">
          {t('accounts.registered')}
        </p>
        <div className="flex flex-col gap-3 text-sm">
          <AccountLink href={localizePath('/profile', locale)}>{t('accounts.toProfile')}</AccountLink>
          <AccountLink href={localizePath('/catalog', locale)}>{t('accounts.continueShopping')}</AccountLink>
        </div>
      </div>
    </AccountCard>
  );
}
