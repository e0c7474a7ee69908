import type { Metadata } from 'next';
import { getT } from '../../../../../kit/i18n';
import { localizePath } from '../../../../../kit/i18n/paths';
import { accountButtons, accountFields, errorTexts, formTexts } from '../../../../../kit/account/account-fields';
import { AccountFormIsland } from '../../../../../kit/account/account-form.client';
import { AccountCard, AccountLink, accountMetadata } from '../../../../../kit/account/account-shell';
import { localeOf } from '../../../../lib/request';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(getT(await localeOf(params))('accounts.signUpTitle'));
}

/** `/sign-up`: the account is made and signed in at once; the welcome page says to follow the e-mail. */
export default async function SignUpPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = getT(locale);
  return (
    <AccountCard title={t('accounts.signUpTitle')} intro={t('accounts.signUpIntro')}>
      <AccountFormIsland
        locale={locale}
        request={{ method: 'POST', path: '/authorizations/sign-up' }}
        extra={{ delivery: 'cookie' }}
        fields={accountFields(t).signUp}
        texts={formTexts(locale)}
        labels={{ submit: t('accounts.signUpSubmit'), loading: t('common.loading'), required: t('accounts.requiredNote'), title: t('accounts.signUpTitle') }}
        submitClassName={accountButtons.primary}
        success={{ kind: 'auth', to: localizePath('/sign-up/complete', locale) }}
        errors={errorTexts(t)}
        footer={
          <p className="border-t border-line pt-5">
            {t('accounts.haveAccount')} <AccountLink href={localizePath('/sign-in', locale)}>{t('accounts.signInTitle')}</AccountLink>
          </p>
        }
      />
    </AccountCard>
  );
}
