'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAuthor, AdminCategory, AdminCategoryInput, AdminPost, AdminPostInput, AdminPostPage, AdminPostStatus } from '../../../api/contract/blog-admin';
import type { BlogPostType } from '../../../api/contract/blog';
import type { Locale } from '../../../domain/locale';
import { AdminApiError, adminFetch, dataOf } from '../admin-api';
import type { adminMessages } from '../messages';

export type JournalTexts = (typeof adminMessages)['nl']['journal'];
/** The API's field problems: field path (`translations.nl.slug`) -> message. */
export type FieldErrors = Record<string, string>;

/** Kept under its old name for the screens that catch it: the one error of the back office's API. */
export { AdminApiError as JournalError };

/** The one line a failed save shows: the conflict, the marked fields, or a generic failure (never the API's raw text). */
export function errorMessage(error: unknown, texts: JournalTexts): { text: string; conflict: boolean } {
  if (!(error instanceof AdminApiError)) return { text: texts.failed, conflict: false };
  if (error.code === 'edit_conflict') return { text: texts.conflict, conflict: true };
  return { text: error.status === 422 ? texts.invalid : texts.failed, conflict: false };
}

export interface PostQuery {
  q: string;
  status: '' | AdminPostStatus;
  type: '' | BlogPostType;
  page: number;
}

const journalKey = ['journal'] as const;

/** A page of posts (the previous page stays shown while the next loads). */
export function usePostPage(query: PostQuery, lang: Locale) {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.status) params.set('status', query.status);
  if (query.type) params.set('type', query.type);
  if (query.page > 1) params.set('page', String(query.page));
  return useQuery({ queryKey: [...journalKey, 'posts', query], queryFn: async () => dataOf(await adminFetch<AdminPostPage>(`/blog/posts?${params}`, 'GET', undefined, lang)), placeholderData: keepPreviousData });
}

/** The categories (for the post form's checkboxes and the categories screen). */
export function useCategories(lang: Locale, initialData?: AdminCategory[]) {
  return useQuery({ queryKey: [...journalKey, 'categories'], queryFn: async () => dataOf(await adminFetch<AdminCategory[]>('/blog/categories', 'GET', undefined, lang)), initialData });
}

/** The authors a post may name. */
export function useAuthors(lang: Locale, initialData?: AdminAuthor[]) {
  return useQuery({ queryKey: [...journalKey, 'authors'], queryFn: async () => dataOf(await adminFetch<AdminAuthor[]>('/blog/authors', 'GET', undefined, lang)), initialData });
}

/** Saving (a new post when `id` is null, else with the revision it was loaded with) and deleting a post; both refresh the lists. */
export function usePostMutations(lang: Locale) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: journalKey });
  return {
    save: useMutation({
      mutationFn: async ({ id, revision, input }: { id: number | null; revision: string | null; input: AdminPostInput }) =>
        dataOf(id === null ? await adminFetch<AdminPost>('/blog/posts', 'POST', input, lang) : await adminFetch<AdminPost>(`/blog/posts/${id}`, 'PUT', { ...input, revision }, lang)),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: async (id: number) => {
        const answer = await adminFetch<null>(`/blog/posts/${id}`, 'DELETE', undefined, lang);
        if (answer.status !== 204 && answer.status !== 404) throw new AdminApiError(answer.status, answer.body?.error?.code ?? 'unexpected');
      },
      onSuccess: refresh,
    }),
  };
}

/** The same for categories. */
export function useCategoryMutations(lang: Locale) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: journalKey });
  return {
    save: useMutation({
      mutationFn: async ({ id, revision, input }: { id: number | null; revision: string | null; input: AdminCategoryInput }) =>
        dataOf(id === null ? await adminFetch<AdminCategory>('/blog/categories', 'POST', input, lang) : await adminFetch<AdminCategory>(`/blog/categories/${id}`, 'PUT', { ...input, revision }, lang)),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: async (id: number) => {
        const answer = await adminFetch<null>(`/blog/categories/${id}`, 'DELETE', undefined, lang);
        if (answer.status !== 204 && answer.status !== 404) throw new AdminApiError(answer.status, answer.body?.error?.code ?? 'unexpected');
      },
      onSuccess: refresh,
    }),
  };
}
