'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminGiftCard, AdminGiftCardDetail, AdminGiftCardPage, GiftCardCreate, GiftCardUpdate } from '../../../api/contract/gift-cards-admin';
import type { Locale } from '../../../domain/locale';
import { AdminApiError, adminFetch, dataOf } from '../admin-api';
import type { adminMessages } from '../messages';

export type GiftCardTexts = (typeof adminMessages)['nl']['giftCards'];

/** Kept under its old name for the screens that catch it: the one error of the back office's API. */
export { AdminApiError as GiftCardError };

/** The one line a failed save shows: the conflict, the taken code, the marked fields, or a generic failure. */
export function giftCardErrorMessage(error: unknown, texts: GiftCardTexts): { text: string; conflict: boolean } {
  if (!(error instanceof AdminApiError)) return { text: texts.failed, conflict: false };
  if (error.code === 'edit_conflict') return { text: texts.conflict, conflict: true };
  if (error.code === 'gift_card_exists') return { text: texts.exists, conflict: false };
  return { text: error.status === 422 ? texts.invalid : texts.failed, conflict: false };
}

export interface GiftCardQuery {
  q: string;
  page: number;
}

const cardsKey = ['gift-cards'] as const;

/** A page of cards (the previous page stays shown while the next loads). */
export function useGiftCardPage(query: GiftCardQuery, lang: Locale) {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.page > 1) params.set('page', String(query.page));
  return useQuery({ queryKey: [...cardsKey, 'page', query], queryFn: async () => dataOf(await adminFetch<AdminGiftCardPage>(`/gift-cards?${params}`, 'GET', undefined, lang)), placeholderData: keepPreviousData });
}

/** One card with its uses. */
export function useGiftCard(id: number, lang: Locale) {
  return useQuery({ queryKey: [...cardsKey, 'one', id], queryFn: async () => dataOf(await adminFetch<AdminGiftCardDetail>(`/gift-cards/${id}`, 'GET', undefined, lang)) });
}

/** Making a card and saving one (with the lock version it was loaded with); both refresh the list and the card. */
export function useGiftCardMutations(lang: Locale) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: cardsKey });
  return {
    create: useMutation({
      mutationFn: async (input: GiftCardCreate) => dataOf(await adminFetch<AdminGiftCard>('/gift-cards', 'POST', input, lang)),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: async ({ id, input }: { id: number; input: GiftCardUpdate }) => dataOf(await adminFetch<AdminGiftCardDetail>(`/gift-cards/${id}`, 'PUT', input, lang)),
      onSuccess: refresh,
    }),
  };
}
