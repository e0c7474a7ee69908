import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getT } from '../../../../../../kit/i18n';
import { AccountCard, accountMetadata } from '../../../../../../kit/account/account-shell';
import { SocialCallback } from '../../../../../../kit/account/social-callback.client';
import { localeOf } from '../../../../../lib/request';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(getT(await localeOf(params))('accounts.signInTitle'));
}

/**
 * Runs while the page is parsed, before anything else of ours: moves the provider's answer (the ID
 * token) out of the address into a variable the island takes once, so the token is not shown,
 * kept in the history or copied with the link while the page loads.
 */
const TAKE_FRAGMENT = `(function(){var h=location.hash;if(h.length>1){window.__shopSocialAnswer=h.slice(1);history.replaceState(history.state,'',location.pathname+location.search);}})();`;

/**
 * `/sign-in/callback` (`/en/sign-in/callback`): the redirect_uri of social sign-in. Open whoever
 * is signed in (not guest-only: a sign-in finished here replaces the current one); everything
 * happens in the island, since the provider's answer is in the fragment, which never reaches us.
 */
export default async function SignInCallbackPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = getT(locale);
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <AccountCard title={t('accounts.signInTitle')}>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: TAKE_FRAGMENT }} />
      <SocialCallback
        locale={locale}
        labels={{
          signingIn: t('accounts.socialSigningIn'),
          backToSignIn: t('accounts.backToSignIn'),
          cancelled: t('accounts.socialCancelled'),
          expired: t('accounts.socialExpired'),
          invalid: t('accounts.socialInvalid'),
          emailUnverified: t('accounts.socialEmailUnverified'),
          emailMissing: t('accounts.socialEmailMissing'),
          network: t('accounts.networkError'),
          generic: t('accounts.genericError'),
        }}
      />
    </AccountCard>
  );
}
