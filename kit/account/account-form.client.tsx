'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '../../domain/locale';
import { AccountForm, type AccountFormProps, type FormOutcome } from '../forms/account-form';
import { accountRequest, type AccountRequest, type AccountResult } from '../data/account-requests';
import { announceAuthAndGo } from './auth-announce';
import { Notice } from '../ui/notice';

/** Texts for failures the API reports by code (the UI never shows a raw API message). */
export interface AccountErrorTexts {
  invalidCredentials: string;
  tooManyAttempts: string;
  network: string;
  generic: string;
}

/** What a successful submit does. */
export type AccountSuccess =
  /** Show the text above the button (profile, password); optionally empty the form. */
  | { kind: 'status'; message: string; reset?: boolean }
  /** Replace the form by the text and links (recovery sent, password recovered). */
  | { kind: 'replace'; message: string; links?: { href: string; label: string }[] }
  /** Signed in or up: tell the other tabs and open `to` with a full page load. */
  | { kind: 'auth'; to: string };

export interface AccountFormIslandProps extends Omit<AccountFormProps, 'onSubmit' | 'cancel' | 'footer'> {
  locale: Locale;
  request: Pick<AccountRequest, 'method' | 'path'>;
  /** Sent with every submit, e.g. `{ delivery: 'cookie' }` or a link's token. */
  extra?: Record<string, unknown>;
  success: AccountSuccess;
  errors: AccountErrorTexts;
  /** A customer-area form: a 401 means the sign-in expired (spec section 8). */
  sessionExpiredPath?: string;
  footer?: ReactNode;
}

/** Turns a failed API answer into what the form shows. */
export function failureOutcome(result: Extract<AccountResult, { ok: false }>, errors: AccountErrorTexts): FormOutcome {
  if (result.status === 0) return { kind: 'failed', message: errors.network };
  if (result.code === 'invalid_credentials') return { kind: 'failed', message: errors.invalidCredentials };
  if (result.status === 429) return { kind: 'failed', message: errors.tooManyAttempts };
  if (result.status === 422 && Object.keys(result.fields).length > 0) return { kind: 'invalid', fields: result.fields };
  return { kind: 'failed', message: errors.generic };
}

/** Never settles: the page is being left, so the button stays busy and a second click sends nothing. */
const leaving = new Promise<FormOutcome>(() => undefined);

/** A customer-area form that sends itself to the API (same origin, the page's language). */
export function AccountFormIsland({ locale, request, extra, success, errors, sessionExpiredPath, footer, ...form }: AccountFormIslandProps) {
  const [done, setDone] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) panel.current?.focus();
  }, [done]);

  async function submit(body: Record<string, unknown>): Promise<FormOutcome> {
    const result = await accountRequest({ ...request, body: { ...body, ...extra }, lang: locale });
    if (!result.ok) {
      if (result.status === 401 && result.code !== 'invalid_credentials' && sessionExpiredPath) {
        window.location.assign(sessionExpiredPath);
        return leaving;
      }
      return failureOutcome(result, errors);
    }
    if (success.kind === 'auth') {
      announceAuthAndGo(success.to);
      return leaving;
    }
    if (success.kind === 'replace') {
      setDone(true);
      return { kind: 'ok' };
    }
    return { kind: 'ok', message: success.message, reset: success.reset };
  }

  if (done && success.kind === 'replace') {
    return (
      <div ref={panel} tabIndex={-1} data-slot="account-success" className="flex flex-col gap-4 outline-none">
        <Notice tone="success" size="lg" role="status">
          {success.message}
        </Notice>
        {success.links?.map((link) => (
          <a key={link.href} href={link.href} className="text-sm text-brand underline underline-offset-4 hover:text-brand-strong">
            {link.label}
          </a>
        ))}
      </div>
    );
  }
  return <AccountForm {...form} footer={footer} onSubmit={submit} />;
}
