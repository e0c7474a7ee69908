'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminComment, AdminCommentPage, AdminQuestionPage, CommentStatus } from '../../../api/contract/moderation-admin';
import type { Locale } from '../../../domain/locale';
import { AdminApiError, adminFetch, dataOf } from '../admin-api';
import type { adminMessages } from '../messages';

export type ModerationTexts = (typeof adminMessages)['nl']['moderation'];

/** Kept under its old name for the screens that catch it: the one error of the back office's API. */
export { AdminApiError as ModerationError };

/** The text a refused action shows: gone (someone else was first) or a generic failure. */
export const moderationErrorText = (error: unknown, texts: ModerationTexts) => (error instanceof AdminApiError && error.status === 404 ? texts.gone : texts.failed);

const commentsKey = ['moderation', 'comments'] as const;
const questionsKey = ['moderation', 'questions'] as const;

/** A page of comments with the status (the queue or the shown ones). */
export function useCommentPage(status: CommentStatus, page: number, lang: Locale) {
  return useQuery({ queryKey: [...commentsKey, status, page], queryFn: async () => dataOf(await adminFetch<AdminCommentPage>(`/comments?status=${status}&page=${page}`, 'GET', undefined, lang)), placeholderData: keepPreviousData });
}

/** A page of questions, newest first. */
export function useQuestionPage(page: number, lang: Locale) {
  return useQuery({ queryKey: [...questionsKey, page], queryFn: async () => dataOf(await adminFetch<AdminQuestionPage>(`/questions?page=${page}`, 'GET', undefined, lang)), placeholderData: keepPreviousData });
}

/** Approving, hiding and deleting comments, and deleting questions; each refreshes its lists (also after a refusal: it may be gone). */
export function useModeration(lang: Locale) {
  const client = useQueryClient();
  const refresh = (key: readonly string[]) => () => void client.invalidateQueries({ queryKey: key });
  return {
    setStatus: useMutation({
      mutationFn: async ({ id, status }: { id: number; status: CommentStatus }) => dataOf(await adminFetch<AdminComment>(`/comments/${id}`, 'PATCH', { status }, lang)),
      onSettled: refresh(commentsKey),
    }),
    deleteComment: useMutation({ mutationFn: async (id: number) => dataOf(await adminFetch<null>(`/comments/${id}`, 'DELETE', undefined, lang)), onSettled: refresh(commentsKey) }),
    deleteQuestion: useMutation({ mutationFn: async (id: number) => dataOf(await adminFetch<null>(`/questions/${id}`, 'DELETE', undefined, lang)), onSettled: refresh(questionsKey) }),
  };
}
