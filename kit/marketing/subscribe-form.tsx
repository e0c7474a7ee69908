'use client';

import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { isEmail } from '../../domain/accounts/email';
import { SubscribeFields, type SubscribeFieldsLabels } from './subscribe-fields';

// The thank-you popup (Radix Dialog) loads when an address is sent, not with the footer's form on
// every page: at idle it was the largest piece of code a page loaded.
const loadSuccessDialog = () => import('./subscribe-success');
const SubscribeSuccess = lazy(() => loadSuccessDialog().then((m) => ({ default: m.SubscribeSuccess })));

/** What became of a sign-up: the island turns the API's answer into one of these. */
export type SubscribeOutcome = { kind: 'ok' } | { kind: 'invalid'; message: string } | { kind: 'failed'; message: string };

export interface SubscribeFormLabels extends SubscribeFieldsLabels {
  /** The shared validation texts, with `{{field}}` / `{{value}}` (domain/messages/validation-messages.ts). */
  required: string;
  invalid: string;
  successTitle: string;
  success: string;
  /** The success popup's button and its × ("OK", "Sluiten"). */
  ok: string;
  close: string;
}

export interface SubscribeFormProps {
  id: string;
  labels: SubscribeFormLabels;
  submitClassName: string;
  layout?: 'inline' | 'stacked';
  /** Success as a popup over the page (footer, page block) or as a text in place of the form (inside a popup). */
  success?: 'dialog' | 'inline';
  onSubmit: (email: string) => Promise<SubscribeOutcome>;
  /** What was typed in the server's copy before the island took over. */
  initialEmail?: string;
  autoFocus?: boolean;
}

/**
 * The newsletter sign-up: the address is checked here (required, e-mail), then sent; the API's
 * field error or a form error shows under the field, a success opens the thank-you popup.
 */
export function SubscribeForm({ id, labels, submitClassName, layout = 'inline', success = 'dialog', onSubmit, initialEmail = '', autoFocus = false }: SubscribeFormProps) {
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  // Mounted from the first success on and kept, so closing it runs Radix's close (focus back).
  const [shownOnce, setShownOnce] = useState(false);
  if (done && !shownOnce) setShownOnce(true);

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const value = email.trim();
    const problem = !value ? labels.required.replace('{{field}}', labels.email) : !isEmail(value) ? labels.invalid.replace('{{value}}', value) : null;
    setError(problem);
    setFormError(null);
    if (problem) return input.current?.focus();
    setSending(true);
    if (success === 'dialog') void loadSuccessDialog().catch(() => undefined);
    const outcome = await onSubmit(value).catch((): SubscribeOutcome => ({ kind: 'failed', message: '' }));
    setSending(false);
    if (outcome.kind === 'ok') {
      setEmail('');
      setDone(true);
    } else if (outcome.kind === 'invalid') {
      setError(outcome.message);
      input.current?.focus();
    } else {
      setFormError(outcome.message);
    }
  }

  if (done && success === 'inline') {
    return (
      <div role="status" data-slot="subscribe-success" className="flex flex-col gap-1 border border-success/40 bg-surface px-4 py-3 text-sm">
        <p className="font-semibold text-ink">{labels.successTitle}</p>
        <p className="text-success">{labels.success}</p>
      </div>
    );
  }

  return (
    <>
      <SubscribeFields
        id={id}
        labels={labels}
        submitClassName={submitClassName}
        layout={layout}
        value={email}
        error={error}
        formError={formError}
        sending={sending}
        inputRef={input}
        onChange={(value) => {
          setEmail(value);
          if (error) setError(null);
        }}
        onSubmit={submit}
      />
      {success === 'dialog' && shownOnce ? (
        <Suspense fallback={null}>
          <SubscribeSuccess open={done} onOpenChange={setDone} labels={labels} closeClassName={submitClassName} />
        </Suspense>
      ) : null}
    </>
  );
}
