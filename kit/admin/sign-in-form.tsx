'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '../ui/button';
import { Field, fieldControlClass } from '../ui/field';
import { Notice } from '../ui/notice';
import { adminFetch } from './admin-api';
import type { adminMessages } from './messages';

type Texts = (typeof adminMessages)['nl']['signIn'];

/**
 * Staff sign-in: e-mail and password, then the TOTP code when the account asks for one. On success
 * the browser goes to `next` (a back-office path) with the HttpOnly session cookie set.
 */
export function SignInForm({ texts, next = '/admin' }: { texts: Texts; next?: string }) {
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const answer = await adminFetch('/sessions', 'POST', { email: form.get('email'), password: form.get('password'), ...(needsCode ? { code: form.get('code') } : {}) });
      if (answer.status === 200) {
        window.location.assign(next.startsWith('/admin') && !next.startsWith('//') ? next : '/admin');
        return;
      }
      const body = answer.body;
      if (body?.error?.code === 'totp_required') {
        setNeedsCode(true);
        setError(body.error.message ?? null);
      } else if (answer.status === 429) {
        setError(texts.throttled.replace('{{minutes}}', String(Math.max(1, Math.ceil(Number(answer.headers.get('retry-after') ?? 60) / 60)))));
      } else {
        setError(body?.error?.message ?? texts.failed);
      }
    } catch {
      setError(texts.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate={false}>
      <Field id="staff-email" label={texts.email} required>
        {(control) => <input {...control} name="email" type="email" autoComplete="username" required className={fieldControlClass} />}
      </Field>
      <Field id="staff-password" label={texts.password} required>
        {(control) => <input {...control} name="password" type="password" autoComplete="current-password" required className={fieldControlClass} />}
      </Field>
      {needsCode ? (
        <Field id="staff-code" label={texts.code} hint={texts.codeHint} required>
          {(control) => <input {...control} name="code" inputMode="numeric" pattern="[0-9]{6}" maxLength={6} autoComplete="one-time-code" required autoFocus className={fieldControlClass} />}
        </Field>
      ) : null}
      {error ? (
        <Notice tone="error" role="alert">
          {error}
        </Notice>
      ) : null}
      <Button type="submit" loading={busy} loadingLabel={texts.busy}>
        {texts.submit}
      </Button>
    </form>
  );
}
