'use client';

import type { Locale } from '../../domain/locale';
import { AccountForm, type AccountFormProps, type FormOutcome } from './account-form';
import { askQuestion } from '../data/marketing-requests';
import { useRestoredFocus, type IslandRestore } from '../ui/island-swap';

export interface QuestionFormIslandProps extends Omit<AccountFormProps, 'onSubmit' | 'cancel' | 'footer' | 'initial'> {
  locale: Locale;
  /** The product the question is about (product pages). */
  productId?: number;
  /** Put in front of the question, e.g. "Vraag over de actie". */
  subject?: string;
  messages: { sent: string; failed: string; network: string; tooManyAttempts: string };
  /** What was typed into the server's copy, and where the focus was. */
  restore?: IslandRestore;
}

/** A question to the shop on the API: POST /questions; its 422 field errors show at the fields. */
export function QuestionFormIsland({ locale, productId, subject, messages, restore, ...form }: QuestionFormIslandProps) {
  const box = useRestoredFocus<HTMLDivElement>(restore);

  async function send(body: Record<string, unknown>): Promise<FormOutcome> {
    const question = String(body.question ?? '');
    const result = await askQuestion(
      { name: String(body.name ?? ''), email: String(body.email ?? ''), question: subject ? `${subject}\n\n${question}` : question, product_id: productId ?? null },
      locale,
    );
    if (result.ok) return { kind: 'ok', message: messages.sent, reset: true };
    if (result.status === 0) return { kind: 'failed', message: messages.network };
    if (result.status === 429) return { kind: 'failed', message: messages.tooManyAttempts };
    if (result.status === 422 && Object.keys(result.fields).length > 0) return { kind: 'invalid', fields: result.fields };
    return { kind: 'failed', message: messages.failed };
  }
  return (
    <div ref={box} className="contents">
      <AccountForm {...form} initial={restore?.values} onSubmit={send} />
    </div>
  );
}
