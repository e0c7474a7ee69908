import type { Metadata } from 'next';
import { getT } from '../../../../../kit/i18n';
import { localizePath } from '../../../../../kit/i18n/paths';
import { accountButtons, accountFields, errorTexts, formTexts } from '../../../../components/account/account-fields';
import { AccountFormIsland } from '../../../../components/account/account-form.client';
import { AccountCard, AccountLink, accountMetadata } from '../../../../components/account/account-shell';
import { localeOf } from '../../../../lib/request';
import { safeRedirect } from '../../../../lib/routing';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(getT(await localeOf(params))('accounts.signInTitle'));
}

/** `/sign-in?redirect=<path>`: after signing in, the page in `redirect` when it is on this site, else home. */
export default async function SignInPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const t = getT(locale);
  const target = safeRedirect((await searchParams).redirect, locale);
  return (
    <AccountCard title={t('accounts.signInTitle')} intro={t('accounts.signInIntro')}>
      <AccountFormIsland
        locale={locale}
        request={{ method: 'POST', path: '/authorizations' }}
        extra={{ delivery: 'cookie' }}
        fields={accountFields(t).signIn}
        texts={formTexts(locale)}
        labels={{ submit: t('accounts.signInSubmit'), loading: t('common.loading'), required: t('accounts.requiredNote'), title: t('accounts.signInTitle') }}
        submitClassName={accountButtons.primary}
        success={{ kind: 'auth', to: target }}
        errors={errorTexts(t)}
        footer={
          <div className="flex flex-col gap-3 border-t border-line pt-5">
            <AccountLink href={localizePath('/recover-password', locale)}>{t('accounts.forgotPassword')}</AccountLink>
            <p>
              {t('accounts.noAccount')} <AccountLink href={localizePath('/sign-up', locale)}>{t('accounts.createAccount')}</AccountLink>
            </p>
          </div>
        }
      />
    </AccountCard>
  );
}
