'use client';

import { useState, type FormEvent } from 'react';
import { Field, fieldControlClass } from '../ui/field';
import { Notice } from '../ui/notice';
import type { TotpSetup } from '../../api/contract/staff';
import type { Locale } from '../../domain/locale';
import { adminFetch } from './admin-api';
import type { adminMessages } from './messages';

type Texts = (typeof adminMessages)['nl']['account'];

/**
 * The set-up's QR code: the API's SVG markup as an image (an image cannot run anything in it, and a
 * data: URL is allowed by the back office's CSP), on white with its quiet zone so phones read it.
 */
function QrCode({ svg, label }: { svg: string; label: string }) {
  if (!svg) return null;
  return <img src={`data:image/svg+xml,${encodeURIComponent(svg)}`} alt={label} width={192} height={192} className="size-48 bg-white" data-testid="totp-qr" />;
}

/**
 * The member of staff's own security: two-step verification (set up with a secret for an
 * authenticator app, on once a code proves it; off with a code) and signing out everywhere.
 */
export function AccountSecurity({ enabled, texts, locale }: { enabled: boolean; texts: Texts; locale: Locale }) {
  const [on, setOn] = useState(enabled);
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function start() {
    setError(null);
    const answer = await adminFetch<TotpSetup>('/me/totp', 'POST', undefined, locale);
    if (answer.status === 200 && answer.body?.data?.secret) setSetup(answer.body.data);
    else setError(answer.body?.error?.message ?? texts.failed);
  }

  async function submitCode(event: FormEvent<HTMLFormElement>, path: '/me/totp/confirm' | '/me/totp/disable') {
    event.preventDefault();
    setError(null);
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    const answer = await adminFetch(path, 'POST', { code }, locale);
    if (answer.status === 200) {
      setOn(path === '/me/totp/confirm');
      setSetup(null);
      setDone(path === '/me/totp/confirm' ? texts.enabled : texts.disabled);
    } else {
      setError(answer.body?.error?.fields?.code ?? answer.body?.error?.message ?? texts.failed);
    }
  }

  const codeField = (id: string) => (
    <Field id={id} label={texts.code} error={error ?? undefined} required>
      {(control) => <input {...control} name="code" inputMode="numeric" pattern="[0-9]{6}" maxLength={6} autoComplete="one-time-code" required className={fieldControlClass} />}
    </Field>
  );

  return (
    <div className="flex max-w-xl flex-col gap-8">
      <section aria-labelledby="totp-title" className="flex flex-col gap-4">
        <h2 id="totp-title" className="font-display text-2xl">
          {texts.totpTitle}
        </h2>
        <p className="text-sm text-ink-soft">{on ? texts.totpOn : texts.totpOff}</p>
        {done ? (
          <Notice tone="success" role="status">
            {done}
          </Notice>
        ) : null}
        {!on && !setup ? (
          <button type="button" onClick={() => void start()} className="h-11 self-start border border-ink px-5 text-sm">
            {texts.start}
          </button>
        ) : null}
        {setup ? (
          <form onSubmit={(event) => void submitCode(event, '/me/totp/confirm')} className="flex flex-col gap-4">
            <p className="text-sm">{texts.scan}</p>
            <QrCode svg={setup.qr_svg} label={texts.qr} />
            <p className="font-mono text-sm break-all" data-testid="totp-secret">
              {setup.secret}
            </p>
            <a href={setup.uri} className="self-start text-sm underline">
              {texts.openApp}
            </a>
            {codeField('totp-confirm')}
            <button type="submit" className="h-11 self-start bg-ink px-5 text-sm text-canvas">
              {texts.confirm}
            </button>
          </form>
        ) : null}
        {on ? (
          <form onSubmit={(event) => void submitCode(event, '/me/totp/disable')} className="flex flex-col gap-4">
            {codeField('totp-disable')}
            <button type="submit" className="h-11 self-start border border-ink px-5 text-sm">
              {texts.turnOff}
            </button>
          </form>
        ) : null}
        {error && !setup && !on ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
      </section>
      <section aria-labelledby="sessions-title" className="flex flex-col gap-4">
        <h2 id="sessions-title" className="font-display text-2xl">
          {texts.sessionsTitle}
        </h2>
        <p className="text-sm text-ink-soft">{texts.sessionsText}</p>
        <form method="post" action="/admin/sign-out?everywhere=1">
          <button type="submit" className="h-11 border border-ink px-5 text-sm">
            {texts.signOutEverywhere}
          </button>
        </form>
      </section>
    </div>
  );
}
