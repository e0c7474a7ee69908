'use client';

import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../domain/locale';
import { accountRequest } from '../data/account-requests';

export interface VerifyEmailProps {
  locale: Locale;
  token: string;
  labels: { verifying: string; verified: string; invalid: string; failed: string; retry: string };
  links: { href: string; label: string }[];
  retryClassName: string;
  /** The call that takes the token: the account's address, or a newsletter subscription (`/subscribe/confirm`). */
  path?: '/users/verify-email' | '/subscribe/confirm';
}

type State = 'verifying' | 'verified' | 'invalid' | 'failed';

/**
 * Confirms the e-mail address with the link's token as soon as the page runs (a POST from the
 * page, not the GET of the link: mail scanners that open links do not use up the token).
 */
export function VerifyEmail({ locale, token, labels, links, retryClassName, path = '/users/verify-email' }: VerifyEmailProps) {
  const [state, setState] = useState<State>('verifying');
  const started = useRef(false);

  async function verify() {
    setState('verifying');
    const result = await accountRequest({ method: 'POST', path, body: { token }, lang: locale });
    if (result.ok) setState('verified');
    else setState(result.status === 0 || result.status >= 500 || result.status === 429 ? 'failed' : 'invalid');
  }

  useEffect(() => {
    // Once per page, also under React's development double effects: the token is single use.
    if (started.current) return;
    started.current = true;
    void verify();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const text = { verifying: labels.verifying, verified: labels.verified, invalid: labels.invalid, failed: labels.failed }[state];
  const tone = state === 'verified' ? 'border-success/40 text-success' : state === 'verifying' ? 'border-line text-ink-soft' : 'border-sale/40 text-sale';
  return (
    <div className="flex flex-col gap-4" data-slot="verify-email" data-state={state}>
      <p role="status" className={`border bg-surface px-4 py-4 text-sm leading-relaxed ${tone}`}>
        {text}
      </p>
      {state === 'failed' ? (
        <button type="button" className={retryClassName} onClick={() => void verify()}>
          {labels.retry}
        </button>
      ) : null}
      {state === 'verified' || state === 'invalid'
        ? links.map((link) => (
            <a key={link.href} href={link.href} className="text-sm text-brand underline underline-offset-4 hover:text-brand-strong">
              {link.label}
            </a>
          ))
        : null}
    </div>
  );
}
