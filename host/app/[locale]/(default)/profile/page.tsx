import type { Metadata } from 'next';
import { getT } from '../../../../../kit/i18n';
import { accountButtons, accountFields, errorTexts, formTexts } from '../../../../../kit/account/account-fields';
import { AccountFormIsland } from '../../../../../kit/account/account-form.client';
import { accountMetadata, ProfileShell } from '../../../../../kit/account/account-shell';
import { localeOf } from '../../../../lib/request';
import { currentUser } from '../../../../lib/session';
import { sessionExpiredPath } from '../../../../../kit/account/session-expired';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(getT(await localeOf(params))('accounts.profileTitle'));
}

const section = 'flex flex-col gap-5 border border-line bg-surface p-5 sm:p-8';
const heading = 'font-display text-2xl text-ink md:text-3xl';

/** `/profile`: the customer's details, the e-mail confirmation state and the password change. */
export default async function ProfilePage({ params }: Props) {
  const locale = await localeOf(params);
  const t = getT(locale);
  const user = await currentUser(locale);
  const fields = accountFields(t);
  const common = {
    locale,
    texts: formTexts(locale),
    submitClassName: accountButtons.primary,
    errors: errorTexts(t),
    sessionExpiredPath: sessionExpiredPath(locale),
  };
  const labels = (title: string, submit = t('accounts.save')) => ({ submit, loading: t('common.loading'), required: t('accounts.requiredNote'), title });

  return (
    <ProfileShell locale={locale} email={user.email} current="details">
      <div className="flex max-w-3xl flex-col gap-8">
        {user.email_verified ? null : (
          <section aria-labelledby="verify-heading" className="flex flex-col gap-3 border border-brand/30 bg-brand-soft p-5">
            <h2 id="verify-heading" className="sr-only">
              {t('accounts.verifyTitle')}
            </h2>
            <p className="text-sm leading-relaxed text-ink">{t('accounts.unverified')}</p>
            <AccountFormIsland
              {...common}
              request={{ method: 'POST', path: '/users/verify-email' }}
              fields={[]}
              labels={labels(t('accounts.verifyTitle'), t('accounts.resendVerification'))}
              submitClassName={accountButtons.small}
              success={{ kind: 'status', message: t('accounts.verificationResent') }}
            />
          </section>
        )}
        <section aria-labelledby="details-heading" className={section}>
          <h2 id="details-heading" className={heading}>
            {t('accounts.details')}
          </h2>
          <dl className="text-sm">
            <dt className="text-xs tracking-[0.14em] text-ink-muted uppercase">{t('accounts.email')}</dt>
            <dd className="mt-1 break-all text-ink">{user.email}</dd>
          </dl>
          <AccountFormIsland
            {...common}
            request={{ method: 'PUT', path: '/users' }}
            fields={fields.profile}
            initial={{
              first_name: user.first_name,
              last_name: user.last_name,
              phone: user.phone ?? '',
              gender: String(user.gender),
              language: user.language,
              newsletter: user.newsletter,
            }}
            labels={labels(t('accounts.details'))}
            success={{ kind: 'status', message: t('accounts.profileUpdated') }}
          />
        </section>
        <section aria-labelledby="password-heading" className={section}>
          <h2 id="password-heading" className={heading}>
            {t('accounts.changePassword')}
          </h2>
          <AccountFormIsland
            {...common}
            request={{ method: 'PATCH', path: '/users/change-password' }}
            fields={fields.changePassword}
            labels={labels(t('accounts.changePassword'), t('accounts.changePassword'))}
            success={{ kind: 'status', message: t('accounts.passwordUpdated'), reset: true }}
          />
        </section>
      </div>
    </ProfileShell>
  );
}
