'use client';

import type { Locale } from '../../domain/locale';
import { CommentForm, type CommentFormProps } from './comment-form';
import type { FormOutcome } from '../forms/account-form';
import { accountRequest, type AccountResult } from '../data/account-requests';
import { useRestoredFocus, type IslandRestore } from '../ui/island-swap';

/** Texts for the answers the form shows (the UI never shows a raw API message, except the review notice it sends for this). */
export interface CommentTexts {
  /** When the API's 202 carries no message. */
  pending: string;
  postGone: string;
  tooManyAttempts: string;
  network: string;
  generic: string;
}

/** Turns the API's answer to a comment into what the form shows. */
export function commentOutcome(result: AccountResult<{ message?: unknown }>, texts: CommentTexts): FormOutcome {
  if (result.ok) return { kind: 'ok', message: typeof result.data?.message === 'string' && result.data.message ? result.data.message : texts.pending };
  if (result.status === 0) return { kind: 'failed', message: texts.network };
  if (result.status === 422 && Object.keys(result.fields).length > 0) return { kind: 'invalid', fields: result.fields };
  if (result.status === 429) return { kind: 'failed', message: texts.tooManyAttempts };
  if (result.status === 404) return { kind: 'failed', message: texts.postGone };
  return { kind: 'failed', message: texts.generic };
}

export interface CommentFormIslandProps extends Omit<CommentFormProps, 'onSubmit'> {
  locale: Locale;
  /** The post's slug (any language's works). */
  slug: string;
  messages: CommentTexts;
  /** What was typed into the server's copy, and where the focus was (kit/journal/comment-form-part.tsx). */
  restore?: IslandRestore;
}

/**
 * The leave-a-comment form on a post page, loaded when the browser is idle (comment-form-part.tsx).
 * It posts with plain `fetch` (kit/data/account-requests), so neither zod nor the contract reaches
 * the browser.
 */
export function CommentFormIsland({ locale, slug, messages, restore, ...form }: CommentFormIslandProps) {
  const box = useRestoredFocus<HTMLDivElement>(restore);

  async function submit(body: Record<string, unknown>): Promise<FormOutcome> {
    const result = await accountRequest<{ message?: unknown }>({ method: 'POST', path: `/blog/posts/${encodeURIComponent(slug)}/comments`, body, lang: locale });
    return commentOutcome(result, messages);
  }
  return (
    <div ref={box} className="contents">
      <CommentForm {...form} initial={restore?.values} onSubmit={submit} />
    </div>
  );
}
