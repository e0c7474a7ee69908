'use client';

import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../domain/locale';
import { accountRequest } from '../data/account-requests';
import { localizePath } from '../i18n/paths';
import { announceAuthAndGo } from './auth-announce';
import { safeRedirect } from '../i18n/paths';
import { takePendingSignIn } from './social-sign-in.client';
import { Notice } from '../ui/notice';

/** Why the sign-in did not complete (each has its text). */
export type SocialFailure = 'cancelled' | 'expired' | 'invalid' | 'emailUnverified' | 'emailMissing' | 'network' | 'generic';

export interface SocialCallbackProps {
  locale: Locale;
  labels: { signingIn: string; backToSignIn: string } & Record<SocialFailure, string>;
}

type Outcome = { kind: 'working' } | { kind: 'failed'; reason: SocialFailure; redirect: string };

/**
 * Finishes the sign-in this tab started: null once the API signed the shopper in (the page is being
 * left), else why not.
 */
async function completeSocialSignIn(locale: Locale): Promise<Outcome | null> {
  // The page's inline script took the fragment out of the address already; without it (a page
  // rendered without the script), take it here. Either way the token leaves the address at once.
  const stash = window as Window & { __shopSocialAnswer?: string };
  const answer = new URLSearchParams(stash.__shopSocialAnswer ?? window.location.hash.slice(1));
  delete stash.__shopSocialAnswer;
  if (window.location.hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  const pending = takePendingSignIn();
  const home = localizePath('/', locale);
  const failed = (reason: SocialFailure, redirect = pending?.redirect ?? home): Outcome => ({ kind: 'failed', reason, redirect: safeRedirect(redirect, locale) });
  if (!pending || answer.get('state') !== pending.state) return failed('expired');
  if (answer.has('error')) return failed(answer.get('error') === 'access_denied' ? 'cancelled' : 'generic');
  const idToken = answer.get('id_token');
  if (!idToken) return failed('generic');

  const result = await accountRequest({
    method: 'POST',
    path: '/authorizations/social',
    body: { provider: pending.provider, id_token: idToken, nonce: pending.nonce, delivery: 'cookie' },
    lang: locale,
  });
  if (result.ok) {
    announceAuthAndGo(safeRedirect(pending.redirect, locale));
    return null;
  }
  if (result.status === 0) return failed('network');
  if (result.code === 'invalid_id_token') return failed('invalid');
  if (result.code === 'social_email_unverified') return failed('emailUnverified');
  if (result.code === 'social_email_missing') return failed('emailMissing');
  // The provider is no longer configured (422 on `provider`): as good as an expired sign-in.
  if (result.status === 422) return failed('expired');
  return failed('generic');
}

/**
 * `/sign-in/callback`: where the provider sends the shopper back with `#id_token=…&state=…` (or
 * `#error=…&state=…`). Drops the fragment from the address at once, checks `state` against the
 * sign-in this tab started, sends the token with that sign-in's nonce to the API (which sets the
 * cookie), tells the other tabs, and opens the page the sign-in was for. Otherwise a text and a
 * link back to the sign-in page.
 */
export function SocialCallback({ locale, labels }: SocialCallbackProps) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const started = useRef(false);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Once per page (React's development double effects too): the state is single use.
    if (started.current) return;
    started.current = true;
    void completeSocialSignIn(locale).then((failure) => {
      if (failure) setOutcome(failure);
    });
  }, [locale]);

  useEffect(() => {
    if (outcome.kind === 'failed') panel.current?.focus();
  }, [outcome]);

  if (outcome.kind === 'working') {
    return (
      <Notice size="lg" role="status" data-slot="social-callback" data-state="working">
        {labels.signingIn}
      </Notice>
    );
  }
  const home = localizePath('/', locale);
  const signIn = `${localizePath('/sign-in', locale)}${outcome.redirect === home ? '' : `?redirect=${encodeURIComponent(outcome.redirect).replace(/%2F/gi, '/')}`}`;
  return (
    <div ref={panel} tabIndex={-1} data-slot="social-callback" data-state="failed" data-reason={outcome.reason} className="flex flex-col gap-4 outline-none">
      <Notice tone="error" size="lg" role="alert">
        {labels[outcome.reason]}
      </Notice>
      <a href={signIn} className="text-sm text-brand underline underline-offset-4 hover:text-brand-strong">
        {labels.backToSignIn}
      </a>
    </div>
  );
}
