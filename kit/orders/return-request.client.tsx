'use client';

import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../domain/locale';
import { ReturnForm, type ReturnFormProps, type ReturnOutcome } from './return-form';
import { accountRequest } from '../data/account-requests';
import { mapReturnFieldErrors, type ReturnRequestBody } from './return-form-rules';
import type { AccountErrorTexts } from '../account/account-form.client';
import { Notice } from '../ui/notice';

export interface ReturnRequestProps extends Omit<ReturnFormProps, 'onSubmit'> {
  locale: Locale;
  /** Above the form; goes with it once the request is in. */
  intro: string;
  errors: Pick<AccountErrorTexts, 'network' | 'generic'>;
  /** Shown instead of the form once the request is in, with links (the order). */
  success: { message: string; links: { href: string; label: string }[] };
  sessionExpiredPath: string;
}

/** Never settles: the page is being left. */
const leaving = new Promise<ReturnOutcome>(() => undefined);

/** The return form sending itself to POST /returns/request; the API's refusals land on the fields. */
export function ReturnRequest({ locale, intro, errors, success, sessionExpiredPath, ...form }: ReturnRequestProps) {
  const [done, setDone] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) panel.current?.focus();
  }, [done]);

  async function submit(body: ReturnRequestBody): Promise<ReturnOutcome> {
    const result = await accountRequest({ method: 'POST', path: '/returns/request', body, lang: locale });
    if (result.ok) {
      // No refresh: the page would swap the form for "nothing left to return" once the last unit is asked for.
      setDone(true);
      return { kind: 'ok' };
    }
    if (result.status === 401) {
      window.location.assign(sessionExpiredPath);
      return leaving;
    }
    if (result.status === 0) return { kind: 'failed', message: errors.network };
    if (result.status === 422 && Object.keys(result.fields).length > 0) {
      const mapped = mapReturnFieldErrors(result.fields, body.items);
      return { kind: 'invalid', fields: mapped.fields, message: mapped.other.join(' ') };
    }
    return { kind: 'failed', message: errors.generic };
  }

  if (done) {
    return (
      <div ref={panel} tabIndex={-1} data-slot="return-sent" className="flex flex-col gap-4 outline-none">
        <Notice tone="success" size="lg" role="status">
          {success.message}
        </Notice>
        {success.links.map((link) => (
          <a key={link.href} href={link.href} className="self-start text-sm text-brand underline underline-offset-4 hover:text-brand-strong">
            {link.label}
          </a>
        ))}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm leading-relaxed text-ink-soft">{intro}</p>
      <ReturnForm {...form} onSubmit={submit} />
    </div>
  );
}
