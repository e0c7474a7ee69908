import type { Metadata } from 'next';
import { getT } from '../../../../../kit/i18n';
import { localizePath, safeRedirect } from '../../../../../kit/i18n/paths';
import { accountButtons, accountFields, errorTexts, formTexts } from '../../../../../kit/account/account-fields';
import { AccountFormIsland } from '../../../../../kit/account/account-form.client';
import { AccountCard, AccountLink, accountMetadata } from '../../../../../kit/account/account-shell';
import { SocialSignIn } from '../../../../../kit/account/social-sign-in.client';
import { buttonVariants } from '../../../../../kit/ui/button';
import { localeOf } from '../../../../lib/request';
import { socialProviders } from './social-providers';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(getT(await localeOf(params))('accounts.signInTitle'));
}

/**
 * `/sign-in?redirect=<path>`: after signing in, the page in `redirect` when it is on this site, else
 * home. Above the form a "Sign in with …" button per provider configured for the browser.
 */
export default async function SignInPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const t = getT(locale);
  const target = safeRedirect((await searchParams).redirect, locale);
  const providers = await socialProviders(locale);
  return (
    <AccountCard title={t('accounts.signInTitle')} intro={t('accounts.signInIntro')}>
      {providers.length > 0 ? (
        <SocialSignIn
          locale={locale}
          buttons={providers.map((provider) => ({ provider, text: t('accounts.socialSignIn', { label: provider.label }) }))}
          redirect={target}
          labels={{ or: t('accounts.socialOr'), unavailable: t('accounts.socialUnavailable') }}
          buttonClassName={`${buttonVariants({ intent: 'secondary', size: 'lg' })} w-full`}
        />
      ) : null}
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
