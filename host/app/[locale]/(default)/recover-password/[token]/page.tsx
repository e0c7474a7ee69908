import type { Metadata } from 'next';
import { getT } from '../../../../../../kit/i18n';
import { localizePath } from '../../../../../../kit/i18n/paths';
import { accountButtons, accountFields, errorTexts, formTexts } from '../../../../../../kit/account/account-fields';
import { AccountFormIsland } from '../../../../../../kit/account/account-form.client';
import { AccountCard, AccountLink, accountMetadata } from '../../../../../../kit/account/account-shell';
import { localeOf } from '../../../../../lib/request';

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(getT(await localeOf(params))('accounts.resetTitle'));
}

/** `/recover-password/{token}`: the link from the recovery mail; a new password, then sign in. */
export default async function ResetPasswordPage({ params }: Props) {
  const locale = await localeOf(params);
  const { token } = await params;
  const t = getT(locale);
  const signIn = localizePath('/sign-in', locale);
  return (
    <AccountCard title={t('accounts.resetTitle')} intro={t('accounts.resetIntro')}>
      <AccountFormIsland
        locale={locale}
        request={{ method: 'PATCH', path: '/users/recover-password' }}
        extra={{ token }}
        fields={accountFields(t).resetPassword}
        texts={formTexts(locale)}
        labels={{ submit: t('accounts.resetSubmit'), loading: t('common.loading'), required: t('accounts.requiredNote'), title: t('accounts.resetTitle') }}
        submitClassName={accountButtons.primary}
        success={{ kind: 'replace', message: t('accounts.passwordRecovered'), links: [{ href: signIn, label: t('accounts.signInTitle') }] }}
        errors={errorTexts(t)}
        footer={
          <p className="border-t border-line pt-5">
            <AccountLink href={localizePath('/recover-password', locale)}>{t('accounts.forgotPassword')}</AccountLink>
          </p>
        }
      />
    </AccountCard>
  );
}
