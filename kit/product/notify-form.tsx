'use client';

import { useId, useState, type FormEvent } from 'react';
import { isEmail } from '../../domain/accounts/email';
import { Notice } from '../ui/notice';

export interface NotifyFormProps {
  /** Sends the address; a rejection shows the error text. */
  onSubmit: (email: string) => Promise<void>;
  labels: {
    title: string;
    text: string;
    email: string;
    submit: string;
    success: string;
    error: string;
    /** The shared validation texts, with `{{field}}` / `{{value}}` as in domain/messages/validation-messages.ts. */
    required: string;
    invalid: string;
    loading: string;
  };
  submitClassName: string;
}

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed' };

/** "Mail me when it is back" for a sold-out configuration: the address is checked here, then sent. */
export function NotifyForm({ onSubmit, labels, submitClassName }: NotifyFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    const problem = !value
      ? labels.required.replace('{{field}}', labels.email)
      : !isEmail(value)
        ? labels.invalid.replace('{{value}}', value)
        : null;
    setFieldError(problem);
    if (problem) return;
    setState({ kind: 'sending' });
    try {
      await onSubmit(value);
      setState({ kind: 'sent' });
    } catch {
      setState({ kind: 'failed' });
    }
  }

  if (state.kind === 'sent') {
    return (
      <Notice tone="success" size="lg" role="status" data-slot="notify-success">
        {labels.success}
      </Notice>
    );
  }

  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={submit} data-slot="notify-form" aria-labelledby={`${id}-title`} className="flex flex-col gap-3 border border-line bg-surface p-5">
      <h2 id={`${id}-title`} className="font-display text-xl text-ink">
        {labels.title}
      </h2>
      <p className="text-sm leading-relaxed text-ink-soft">{labels.text}</p>
      <label htmlFor={`${id}-email`} className="text-xs tracking-[0.14em] text-ink-muted uppercase">
        {labels.email}
      </label>
      <input
        id={`${id}-email`}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? errorId : undefined}
        className="h-11 border border-line bg-canvas px-3 text-sm text-ink aria-invalid:border-sale focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
      />
      {fieldError ? (
        <p id={errorId} role="alert" data-slot="field-error" className="text-sm text-sale">
          {fieldError}
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <p role="alert" className="text-sm text-sale">
          {labels.error}
        </p>
      ) : null}
      <button type="submit" data-slot="button" className={submitClassName} disabled={state.kind === 'sending'} aria-busy={state.kind === 'sending' || undefined}>
        {labels.submit}
        {state.kind === 'sending' ? <span className="sr-only"> {labels.loading}</span> : null}
      </button>
    </form>
  );
}
