'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDiscountCode, AdminDiscountCodePage, DiscountCodeInput, DiscountCodeRemoval } from '../../../api/contract/pricing-admin';
import type { Locale } from '../../../domain/locale';
import { AdminApiError, adminFetch, dataOf } from '../admin-api';
import type { adminMessages } from '../messages';

export type CodeTexts = (typeof adminMessages)['nl']['codes'];

/** Kept under its old name for the screens that catch it: the one error of the back office's API. */
export { AdminApiError as CodeError };

/** The one line a failed save shows: the conflict, the taken code, the marked fields, or a generic failure. */
export function codeErrorMessage(error: unknown, texts: CodeTexts): { text: string; conflict: boolean } {
  if (!(error instanceof AdminApiError)) return { text: texts.failed, conflict: false };
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
  return useQuery({ queryKey: [...codesKey, query], queryFn: async () => dataOf(await adminFetch<AdminDiscountCodePage>(`/discount-codes?${params}`, 'GET', undefined, lang)), placeholderData: keepPreviousData });
}

/** Saving (a new code when `id` is null, else with the lock version it was loaded with) and removing a code; both refresh the list. */
export function useCodeMutations(lang: Locale) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: codesKey });
  return {
    save: useMutation({
      mutationFn: async ({ id, lockVersion, input }: { id: number | null; lockVersion: number | null; input: DiscountCodeInput }) =>
        dataOf(id === null ? await adminFetch<AdminDiscountCode>('/discount-codes', 'POST', input, lang) : await adminFetch<AdminDiscountCode>(`/discount-codes/${id}`, 'PUT', { ...input, lock_version: lockVersion }, lang)),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: async (id: number) => dataOf(await adminFetch<DiscountCodeRemoval>(`/discount-codes/${id}`, 'DELETE', undefined, lang)),
      onSuccess: refresh,
    }),
  };
}
