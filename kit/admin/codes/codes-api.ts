'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDiscountCode, AdminDiscountCodePage, DiscountCodeInput, DiscountCodeRemoval } from '../../../api/contract/pricing-admin';
import type { Locale } from '../../../domain/locale';
import { adminFetch, type AdminAnswer } from '../admin-api';
import type { FieldErrors } from '../form-parts';
import type { adminMessages } from '../messages';

export type CodeTexts = (typeof adminMessages)['nl']['codes'];

/** What went wrong, as the API says it: the status, the stable code and each field's problem. */
export class CodeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: FieldErrors = {},
  ) {
    super(code);
  }
}

function data<T>(answer: AdminAnswer<T>): T {
  if (answer.status >= 200 && answer.status < 300) return answer.body?.data as T;
  const fields = answer.status === 422 || answer.status === 409 ? (answer.body?.error?.fields ?? {}) : {};
  throw new CodeError(answer.status, answer.body?.error?.code ?? 'unexpected', fields);
}

/** The one line a failed save shows: the conflict, the taken code, the marked fields, or a generic failure. */
export function codeErrorMessage(error: unknown, texts: CodeTexts): { text: string; conflict: boolean } {
  if (!(error instanceof CodeError)) return { text: texts.failed, conflict: false };
  if (error.code === 'edit_conflict') return { text: texts.conflict, conflict: true };
  if (error.code === 'discount_code_exists') return { text: texts.exists, conflict: false };
  return { text: error.status === 422 ? texts.invalid : texts.failed, conflict: false };
}

export interface CodeQuery {
  q: string;
  page: number;
}

const codesKey = ['discount-codes'] as const;

/** A page of codes (the previous page stays shown while the next loads). */
export function useCodePage(query: CodeQuery, lang: Locale) {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.page > 1) params.set('page', String(query.page));
  return useQuery({ queryKey: [...codesKey, query], queryFn: async () => data(await adminFetch<AdminDiscountCodePage>(`/discount-codes?${params}`, 'GET', undefined, lang)), placeholderData: keepPreviousData });
}

/** Saving (a new code when `id` is null, else with the lock version it was loaded with) and removing a code; both refresh the list. */
export function useCodeMutations(lang: Locale) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: codesKey });
  return {
    save: useMutation({
      mutationFn: async ({ id, lockVersion, input }: { id: number | null; lockVersion: number | null; input: DiscountCodeInput }) =>
        data(id === null ? await adminFetch<AdminDiscountCode>('/discount-codes', 'POST', input, lang) : await adminFetch<AdminDiscountCode>(`/discount-codes/${id}`, 'PUT', { ...input, lock_version: lockVersion }, lang)),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: async (id: number) => data(await adminFetch<DiscountCodeRemoval>(`/discount-codes/${id}`, 'DELETE', undefined, lang)),
      onSuccess: refresh,
    }),
  };
}
