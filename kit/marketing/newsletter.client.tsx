'use client';

import type { Locale } from '../../domain/locale';
import { SubscribeForm, type SubscribeFormLabels, type SubscribeOutcome, type SubscribeFormProps } from './subscribe-form';
import { subscribe } from '../data/marketing-requests';
import type { IslandRestore } from '../ui/island-swap';

export interface SubscriptionIslandProps extends Pick<SubscribeFormProps, 'id' | 'submitClassName' | 'layout' | 'success'> {
  locale: Locale;
  /** The API's `source`: footer, popup, block. */
  source: string;
  labels: SubscribeFormLabels & { failed: string; tooManyAttempts: string; network: string };
  restore?: IslandRestore;
}

/** The newsletter form on the API: POST /subscribe, its answer turned into what the form shows. */
export function SubscriptionIsland({ locale, source, labels, restore, ...form }: SubscriptionIslandProps) {
  async function send(email: string): Promise<SubscribeOutcome> {
    const result = await subscribe({ email, source }, locale);
    if (result.ok) return { kind: 'ok' };
    if (result.status === 0) return { kind: 'failed', message: labels.network };
    if (result.status === 429) return { kind: 'failed', message: labels.tooManyAttempts };
    // The field's message is the shared validation text in the page's language.
    if (result.status === 422 && result.fields.email) return { kind: 'invalid', message: result.fields.email };
    return { kind: 'failed', message: labels.failed };
  }
  return <SubscribeForm {...form} labels={labels} onSubmit={send} initialEmail={restore?.values.email} autoFocus={restore?.focus === 'email'} />;
}
