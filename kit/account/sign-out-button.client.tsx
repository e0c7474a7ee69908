'use client';

import { useState } from 'react';
import type { Locale } from '../../domain/locale';
import { accountRequest } from '../data/account-requests';
import { announceAuthAndGo } from './auth-announce';
import { useHydrated } from '../ui/use-hydrated';

export interface SignOutButtonProps {
  locale: Locale;
  /** The home page of the language. */
  home: string;
  /** Clears a cookie the API no longer accepts (app/api/session/expired). */
  sessionExpiredPath: string;
  labels: { signOut: string; loading: string; failed: string };
  className: string;
}

/** Signs out (the API clears the cookie), tells the other tabs and opens the home page. */
export function SignOutButton({ locale, home, sessionExpiredPath, labels, className }: SignOutButtonProps) {
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle');
  const hydrated = useHydrated();

  async function signOut() {
    if (state === 'sending') return;
    setState('sending');
    const result = await accountRequest({ method: 'DELETE', path: '/authorizations', lang: locale });
    if (result.ok) return announceAuthAndGo(home);
    // An expired token: the API cannot sign it out, so the expired-session route clears the cookie.
    if (result.status === 401) return announceAuthAndGo(sessionExpiredPath);
    setState('failed');
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <button type="button" data-slot="sign-out" className={className} disabled={!hydrated} onClick={signOut} aria-busy={state === 'sending' || undefined}>
        {labels.signOut}
        {state === 'sending' ? <span className="sr-only"> {labels.loading}</span> : null}
      </button>
      {state === 'failed' ? (
        <p role="alert" className="text-sm text-sale">
          {labels.failed}
        </p>
      ) : null}
    </div>
  );
}
