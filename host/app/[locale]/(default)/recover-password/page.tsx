import type { Metadata } from 'next';
import { getT } from '../../../../../kit/i18n';
import { localizePath } from '../../../../../kit/i18n/paths';
import { accountButtons, accountFields, errorTexts, formTexts } from '../../../../../kit/account/account-fields';
import { AccountFormIsland } from '../../../../../kit/account/account-form.client';
import { AccountCard, AccountLink, accountMetadata } from '../../../../../kit/account/account-shell';
import { localeOf } from '../../../../lib/request';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(getT(await localeOf(params))('accounts.recoverTitle'));
}

/** `/recover-password`: asks for a link. The answer is the same whether the address has an account or not. */
export default async function RecoverPasswordPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = getT(locale);
  const signIn = localizePath('/sign-in', locale);
  return (
    <AccountCard title={t('accounts.recoverTitle')} intro={t('accounts.recoverIntro')}>
      <AccountFormIsland
        locale={locale}
        request={{ method: 'PATCH', path: '/users/recover-password' }}
        fields={accountFields(t).recover}
        texts={formTexts(locale)}
        labels={{ submit: t('accounts.recoverSubmit'), loading: t('common.loading'), required: t('accounts.requiredNote'), title: t('accounts.recoverTitle') }}
        submitClassName={accountButtons.primary}
        success={{ kind: 'replace', message: t('accounts.recoverySent'), links: [{ href: signIn, label: t('accounts.backToSignIn') }] }}
        errors={errorTexts(t)}
        footer={
          <p className="border-t border-line pt-5">
            <AccountLink href={signIn}>{t('accounts.backToSignIn')}</AccountLink>
          </p>
        }
      />
    </AccountCard>
  );
}
